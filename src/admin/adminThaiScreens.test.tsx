/**
 * Screens that still showed English in Thai (issue 19): the admins' status chips, and MUI's own texts of
 * the raw table paging (the server-paged lists), which follow the language through the admin theme.
 */
import { TablePagination } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import admins from './admins/index';
import { adminTextsReady } from './adminLocale';
import { localeAdminTheme } from './adminTheme';
import { memoryCalls, renderResource } from './common/testing';
import { adminStatusTextsTh, fieldTextsTh } from './i18n/th/texts';

const row = (id: string, fullName: string, status: string) => ({ id, _id: id, fullName, email: `${id}@shop.test`, mobile: '0812345678', status, createAt: '2026-11-20T03:00:00.000Z' });

beforeAll(async () => {
  await adminTextsReady();
  await setLocale('th');
});
afterAll(() => setLocale('en'));

describe('formerly English back-office texts, in Thai', () => {
  it("shows an admin's status in Thai, not the status code", async () => {
    renderResource(admins, memoryCalls([row('a1', 'Somsak Admin', 'active'), row('a2', 'Nida New', 'pending')], ['fullName']));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: fieldTextsTh.status })).toBeInTheDocument();
    const nida = (await within(table).findByText('Nida New')).closest('tr')!;
    expect(within(nida).getByText(adminStatusTextsTh.pending)).toBeInTheDocument();
    const somsak = within(table).getByText(/Somsak Admin/).closest('tr')!;
    expect(within(somsak).getByText(adminStatusTextsTh.active)).toBeInTheDocument();
    // The chip showed the status code itself: the English texts are those codes.
    for (const code of ['active', 'pending', 'inactive']) expect(within(table).queryByText(code)).toBeNull();
  });

  it("gives MUI's own table paging its Thai through the admin theme", () => {
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
