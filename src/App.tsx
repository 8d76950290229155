import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { MemberSessionWatcher } from './account/member/MemberSessionWatcher';
import { useMemberSession } from './account/member/memberSession';
import { hasLiveToken } from './api/tokens';
import { isAdminPath } from './routes';
import HomePage from './store/home/HomePage';
// The fabric pages are the storefront's main path (home → list → colours), so they come with the
// first bundle: visitors landing on them from a search do not wait for a second chunk.
import ProductListPage from './store/product/ProductListPage';
import SubProductPage from './store/product/SubProductPage';
import { PublicLayout } from './store/layout/PublicLayout';
import { LazyNotFoundPage as NotFoundPage } from './store/notFound';
import { ChunkErrorBoundary } from './ui/ChunkErrorBoundary';
import { lazyWithTimeout } from './ui/lazyWithTimeout';
import { Loading } from './ui/Loading';
import { useTexts } from './i18n/locale';

const page = lazyWithTimeout;
const CategoryPage = page(() => import('./store/category/CategoryPage'), { name: 'CategoryPage' });
const ContactPage = page(() => import('./store/contact/ContactPage'), { name: 'ContactPage' });
const BlogListPage = page(() => import('./store/blog/BlogListPage'), { name: 'BlogListPage' });
const BlogDetailPage = page(() => import('./store/blog/BlogDetailPage'), { name: 'BlogDetailPage' });
const AboutUsPage = page(() => import('./store/about/AboutUsPage'), { name: 'AboutUsPage' });
const SearchPage = page(() => import('./store/search/SearchPage'), { name: 'SearchPage' });
const SamplesPage = page(() => import('./store/samples/SamplesPage'), { name: 'SamplesPage' });
const MemberLoginPage = page(() => import('./account/member/MemberLoginPage'), { name: 'MemberLoginPage' });
const MemberRegisterPage = page(() => import('./account/member/MemberRegisterPage'), { name: 'MemberRegisterPage' });
const MemberForgotPasswordPage = page(() => import('./account/member/MemberForgotPasswordPage'), { name: 'MemberForgotPasswordPage' });
const MemberProfilePage = page(() => import('./account/member/MemberProfilePage'), { name: 'MemberProfilePage' });
const AdminLoginPage = page(() => import('./account/admin/AdminLoginPage'), { name: 'AdminLoginPage' });
const AdminRegisterPage = page(() => import('./account/admin/AdminRegisterPage'), { name: 'AdminRegisterPage' });
const AdminForgotPasswordPage = page(() => import('./account/admin/AdminForgotPasswordPage'), { name: 'AdminForgotPasswordPage' });
/** The whole back-office (react-admin): a separate chunk that visitors never download. */
const AdminApp = page(() => import('./admin/AdminApp'), { name: 'AdminApp' });

function RequireMember({ children }: { children: React.ReactNode }) {
  return useMemberSession().isLogin ? children : <Navigate to="/member_login" replace />;
}

/** The back-office reads every group of the core texts (spec texts, account, SKU, prices). */
function BackOffice() {
  useTexts('backOffice', 'account', 'catalogue', 'pages');
  return <AdminApp />;
}

/** Paths no public route claims: the back-office for admin paths (after sign-in), else not found. */
function Fallback() {
  const { pathname } = useLocation();
  if (!isAdminPath(pathname)) return <NotFoundPage />;
  if (!hasLiveToken('admin')) return <Navigate to="/admin_login" replace />;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<Loading />}>
        <BackOffice />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

export function App() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return <Fallback />;
  return (
    <>
      <MemberSessionWatcher />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/category" element={<CategoryPage />} />
          <Route path="/product/:type/:categoryId" element={<ProductListPage />} />
          <Route path="/sub_product/:parentsSku" element={<SubProductPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blogdetail/:blogId" element={<BlogDetailPage />} />
          <Route path="/about_us" element={<AboutUsPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="/samples" element={<SamplesPage />} />
          <Route path="/member_login" element={<MemberLoginPage />} />
          <Route path="/member_register" element={<MemberRegisterPage />} />
          <Route path="/member_forgot_password" element={<MemberForgotPasswordPage />} />
          <Route
            path="/member_profile"
            element={
              <RequireMember>
                <MemberProfilePage />
              </RequireMember>
            }
          />
          <Route path="/admin_login" element={<AdminLoginPage />} />
          <Route path="/admin_register" element={<AdminRegisterPage />} />
          <Route path="/admin_forgot_password" element={<AdminForgotPasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
