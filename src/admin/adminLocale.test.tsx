/**
 * The back-office's language switch (issue 19): the user menu's ไทย turns a list screen's own labels
 * and react-admin's texts into Thai, and English brings back the spec's English exactly.
 */
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin, memoryStore, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import { createDataProvider } from '../dataProvider';
import { messages } from '../messages';
import { setLocale, useLocale } from '../i18n/locale';
import { AdminLayout } from './AdminLayout';
import { adminTextsReady } from './adminLocale';
import { memoryCalls } from './common/testing';
import { raThai } from './i18n/raThai';
import { adminLinksTh, languageTextsTh, productTypeTextsTh, skuAdminTextsTh } from './i18n/th/texts';
import { i18nProvider } from './i18nProvider';
import productType from './productType/index';
import { blogTexts, languageTexts, productTypeTexts, skuAdminTexts } from './texts';
import { setupUser } from '../../tests/helpers/user';

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id: 'a1', fullName: 'Somsak Admin' }),
};

/** As src/main.tsx: everything re-mounts when the language changes. */
function Screen() {
  const locale = useLocale();
  const dataProvider = createDataProvider({ admin_product_type: memoryCalls([{ id: 't1', _id: 't1', name: 'FABRICS', url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp' }]) });
  return (
    <TestMemoryRouter key={locale} initialEntries={['/admin_product_type']}>
      <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} layout={AdminLayout} store={memoryStore()} disableTelemetry>
        <Resource name={productType.name} list={productType.list} options={{ label: productType.label }} />
      </Admin>
    </TestMemoryRouter>
  );
}

beforeAll(() => adminTextsReady());
afterAll(() => setLocale('en'));

async function chooseLanguage(name: string) {
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Somsak Admin' }));
  await user.click(await screen.findByRole('menuitemradio', { name }));
}

describe('the back-office in Thai', () => {
  it('switches a list screen and react-admin’s own texts to Thai from the user menu, and back to the exact English', async () => {
    render(<Screen />);
    const english = async () => {
      const table = await screen.findByRole('table', { name: productTypeTexts.caption });
      for (const h of ['Image', 'Name', 'Edit', 'Delete']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
      expect(await within(table).findByRole('button', { name: 'Edit FABRICS' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Product Type' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search by name' })).toBeInTheDocument();
      expect(screen.getByText(englishMessages.ra.navigation.page_rows_per_page as string)).toBeInTheDocument();
      expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'Product Type' })).toBeInTheDocument();
      expect(document.title).not.toMatch(/[\u0E00-\u0E7F]/);
    };
    await english();
    // Nothing of the English pack's wording is hard-coded above by accident.
    expect([productTypeTexts.add, blogTexts.searchByName, skuAdminTexts.editTitle('FABRICS'), messages.noData]).toEqual(['Add Product Type', 'Search by name', 'Edit FABRICS', 'No Data']);

    await chooseLanguage(languageTexts.thai);
    const table = await screen.findByRole('table', { name: productTypeTextsTh.caption });
    for (const h of [skuAdminTextsTh.image, skuAdminTextsTh.name, skuAdminTextsTh.edit, skuAdminTextsTh.delete]) {
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(await within(table).findByRole('button', { name: skuAdminTextsTh.editTitle('FABRICS') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: productTypeTextsTh.add })).toBeInTheDocument();
    expect(screen.getByText(raThai.ra.navigation.page_rows_per_page)).toBeInTheDocument();
    expect(screen.getByText('1-1 จาก 1')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: adminLinksTh[3][0] })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('th');
    // The menu shows the current language checked, each named in itself.
    await setupUser().click(screen.getByRole('button', { name: 'Somsak Admin' }));
    expect(await screen.findByRole('menuitemradio', { name: languageTextsTh.thai })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: raThai.ra.auth.logout })).toBeInTheDocument();
    await setupUser().keyboard('{Escape}');

    await chooseLanguage(languageTexts.english);
    await english();
    expect(screen.queryByText(/[\u0E00-\u0E7F]/)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });
});
