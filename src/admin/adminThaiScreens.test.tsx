/**
 * Screens that still showed English in Thai (issue 19): the admins' status chips, and MUI's own texts of
 * the raw table paging (the server-paged lists), which follow the language through the admin theme.
 */
import { TablePagination } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin, memoryStore, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { createDataProvider } from '../dataProvider';
import { setLocale } from '../i18n/locale';
import admins from './admins/index';
import { AdminLayout } from './AdminLayout';
import { adminTextsReady } from './adminLocale';
import { localeAdminTheme } from './adminTheme';
import { memoryCalls } from './common/testing';
import { adminStatusTextsTh, fieldTextsTh } from './i18n/th/texts';
import { i18nProvider } from './i18nProvider';

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id: 'a1', fullName: 'Somsak Admin' }),
};

const row = (id: string, fullName: string, status: string) => ({ id, _id: id, fullName, email: `${id}@shop.test`, mobile: '0812345678', status, createAt: '2026-11-20T03:00:00.000Z' });

beforeAll(async () => {
  await adminTextsReady();
  await setLocale('th');
});
afterAll(() => setLocale('en'));

describe('formerly English back-office texts, in Thai', () => {
  it("shows an admin's status in Thai, not the status code", async () => {
    const dataProvider = createDataProvider({ admin_admins: memoryCalls([row('a1', 'Somsak Admin', 'active'), row('a2', 'Nida New', 'pending')], ['fullName']) });
    render(
      <TestMemoryRouter initialEntries={['/admin_admins']}>
        <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} layout={AdminLayout} theme={localeAdminTheme('th')} store={memoryStore()} disableTelemetry>
          <Resource name={admins.name} list={admins.list} />
        </Admin>
      </TestMemoryRouter>,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: fieldTextsTh.status })).toBeInTheDocument();
    const nida = (await within(table).findByText('Nida New')).closest('tr')!;
    expect(within(nida).getByText(adminStatusTextsTh.pending)).toBeInTheDocument();
    const somsak = within(table).getByText(/Somsak Admin/).closest('tr')!;
    expect(within(somsak).getByText(adminStatusTextsTh.active)).toBeInTheDocument();
    // The chip showed the status code itself: the English texts are those codes.
    for (const code of ['active', 'pending', 'inactive']) expect(within(table).queryByText(code)).toBeNull();
  });

  it("gives MUI's own table paging its Thai through the admin theme", async () => {
    const { ThemeProvider, createTheme } = await import('@mui/material/styles');
    render(
      <ThemeProvider theme={createTheme(localeAdminTheme('th'))}>
        <table>
          <tfoot>
            <tr>
              <TablePagination count={60} page={0} rowsPerPage={25} onPageChange={() => {}} />
            </tr>
          </tfoot>
        </table>
      </ThemeProvider>,
    );
    expect(screen.getByText('จำนวนแถวต่อหน้า:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไปที่หน้าถัดไป' })).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page/)).toBeNull();
  });
});
