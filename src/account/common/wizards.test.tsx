import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountTexts, messages, serverMessages } from '../../messages';
import AdminRegisterPage from '../admin/AdminRegisterPage';
import MemberForgotPasswordPage from '../member/MemberForgotPasswordPage';
import MemberRegisterPage from '../member/MemberRegisterPage';
import { setupUser, type User } from '../../../tests/helpers/user';

const fetchMock = vi.fn();
const answer = (status: number, body: object) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const sent = (i: number) => ({ url: fetchMock.mock.calls[i][0] as string, body: JSON.parse(fetchMock.mock.calls[i][1].body as string) });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function LoginStub() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <h1>Login page {notice}</h1>;
}

function renderAt(path: string, page: React.ReactNode) {
  const user = setupUser();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/member_login" element={<LoginStub />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const click = (user: User, name: string) => user.click(screen.getByRole('button', { name }));

describe('member register wizard', () => {
  it('walks basic data → verify → password with spec.md’s messages, then goes to login', async () => {
    const user = renderAt('/member_register', <MemberRegisterPage />);

    await click(user, messages.next);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.emailOrMobileNull);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.fill(field(accountTexts.firstName), 'Mali');
    await user.fill(field(accountTexts.lastName), 'Cotton');
    await user.fill(field(accountTexts.email), ' mali@test.local ');
    await user.fill(field(accountTexts.mobile), '0812345678');
    answer(209, { message: serverMessages.mobileRegistered });
    await click(user, messages.next);
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.mobileRegistered);
    expect(sent(0)).toEqual({ url: '/api/member/member_check', body: { firstName: 'Mali', lastName: 'Cotton', email: 'mali@test.local', mobile: '0812345678' } });

    answer(500, { message: serverMessages.internal });
    await click(user, messages.next);
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.internal);

    answer(201, { message: serverMessages.codeSent });
    await click(user, messages.next);
    expect(await screen.findByText(messages.takeVerifyCode)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(serverMessages.codeSent);

    await click(user, messages.next);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.insertVerifyCode);
    await user.fill(field(messages.verifyCode), '123456');
    answer(200, { message: serverMessages.codeInvalid, result: [] });
    await click(user, messages.next);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.verifyWrong);

    answer(200, { message: serverMessages.emailVerified, result: [{ email: 'mali@test.local', isVerified: true }] });
    await click(user, messages.next);
    expect(await screen.findByLabelText(new RegExp(`^${messages.reTypePassword}`))).toBeInTheDocument();

    // Back returns to the code step and keeps the code.
    await click(user, messages.back);
    expect(field(messages.verifyCode)).toHaveValue('123456');
    answer(200, { message: serverMessages.emailVerified, result: [{ email: 'mali@test.local', isVerified: true }] });
    await click(user, messages.next);
    await screen.findByLabelText(new RegExp(`^${messages.reTypePassword}`));

    await click(user, messages.registerNow);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordNotSame);
    await user.fill(field(accountTexts.password), 'short');
    await user.fill(field(messages.reTypePassword), 'short');
    await click(user, messages.registerNow);
    expect(screen.getByRole('alert')).toHaveTextContent(accountTexts.passwordLength);
    await user.fill(field(accountTexts.password), '-but-long');
    await user.fill(field(messages.reTypePassword), '-but-lung');
    await click(user, messages.registerNow);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordNotSame);

    await user.clear(field(messages.reTypePassword));
    await user.fill(field(messages.reTypePassword), 'short-but-long');
    answer(201, { message: serverMessages.passwordSet });
    await click(user, messages.registerNow);
    expect(await screen.findByRole('heading', { name: `Login page ${serverMessages.passwordSet}` })).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls.length - 1)).toEqual({
      url: '/api/member/member_set_password',
      body: { email: 'mali@test.local', verifyCode: '123456', newPassword: 'short-but-long' },
    });
  });

  it('links to the login page', () => {
    renderAt('/member_register', <MemberRegisterPage />);
    expect(screen.getByRole('link', { name: messages.alreadyHasAccount })).toHaveAttribute('href', '/member_login');
  });
});

describe('admin register wizard', () => {
  it('shows the empty-field message (our improvement) and, once registered, that an admin must approve', async () => {
    const user = renderAt('/admin_register', <AdminRegisterPage />);
    expect(screen.getByRole('link', { name: messages.alreadyHasAccount })).toHaveAttribute('href', '/admin_login');
    await click(user, messages.next);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.emailOrMobileNull);

    await user.fill(field(messages.fullName), 'Nok Admin');
    await user.fill(field(accountTexts.email), 'nok@test.local');
    await user.fill(field(accountTexts.mobile), '0899999999');
    answer(201, { message: serverMessages.codeSent });
    await click(user, messages.next);
    await screen.findByText(messages.takeVerifyCode);
    expect(sent(0)).toEqual({ url: '/api/admin/admin_check', body: { fullName: 'Nok Admin', email: 'nok@test.local', mobile: '0899999999' } });

    await user.fill(field(messages.verifyCode), '654321');
    answer(200, { message: serverMessages.emailVerified, result: [{ email: 'nok@test.local', isVerified: true }] });
    await click(user, messages.next);
    await user.fill(await screen.findByLabelText(new RegExp(`^${accountTexts.password}(\\s*\\*)?$`)), 'selvage-admin-1');
    await user.fill(field(messages.reTypePassword), 'selvage-admin-1');
    answer(208, { message: serverMessages.codeInvalid });
    await click(user, messages.registerNow);
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.codeInvalid);

    answer(201, { message: serverMessages.adminRegistered });
    await click(user, messages.registerNow);
    expect(await screen.findByRole('status')).toHaveTextContent(serverMessages.adminRegistered);
    expect(screen.getByRole('link', { name: accountTexts.goToAdminLogin })).toHaveAttribute('href', '/admin_login');
  });
});

describe('member forgot password', () => {
  it('mails a code, refuses a failed reset with Reset Password Fail!!!, then goes to login on 201', async () => {
    const user = renderAt('/member_forgot_password', <MemberForgotPasswordPage />);
    await click(user, messages.next);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.emailOrMobileNull);

    await user.fill(field(accountTexts.emailOrMobile), '0812345678');
    answer(200, { message: serverMessages.forgotSent });
    await click(user, messages.next);
    expect(await screen.findByRole('status')).toHaveTextContent(serverMessages.forgotSent);
    expect(sent(0)).toEqual({ url: '/api/member/member_forgot_password', body: { email: '0812345678' } });

    await click(user, messages.resetNow);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.insertVerifyCode);
    await user.fill(field(messages.verifyCode), '111222');
    await user.fill(field(accountTexts.password), 'linen-weave-1');
    await user.fill(field(messages.reTypePassword), 'linen-weave-2');
    await click(user, messages.resetNow);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordNotSame);

    await user.clear(field(messages.reTypePassword));
    await user.fill(field(messages.reTypePassword), 'linen-weave-1');
    answer(208, { message: serverMessages.codeInvalid });
    await click(user, messages.resetNow);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetPasswordFail);

    answer(201, { message: serverMessages.passwordSet });
    await click(user, messages.resetNow);
    expect(await screen.findByRole('heading', { name: `Login page ${serverMessages.passwordSet}` })).toBeInTheDocument();
    // The reset screen sends `password` (spec.md §7), not `newPassword`.
    expect(sent(2)).toEqual({ url: '/api/member/member_set_password', body: { email: '0812345678', verifyCode: '111222', password: 'linen-weave-1' } });
  });

  it('goes back to the first step', async () => {
    const user = renderAt('/member_forgot_password', <MemberForgotPasswordPage />);
    await user.fill(field(accountTexts.emailOrMobile), 'mali@test.local');
    answer(200, { message: serverMessages.forgotSent });
    await click(user, messages.next);
    await screen.findByText(messages.takeVerifyCode);
    await click(user, messages.back);
    expect(field(accountTexts.emailOrMobile)).toHaveValue('mali@test.local');
  });
});
