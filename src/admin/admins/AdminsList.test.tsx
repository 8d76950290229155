import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminRecord } from './calls';
import { memoryCalls, renderResource } from '../common/testing';
import admins from './index';
import { accountTexts } from '../../messages';
import { adminStatusTexts, fieldTexts } from '../texts';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const admin = (fullName: string, status: AdminRecord['status']): AdminRecord => ({
  id: fullName, _id: fullName, fullName, email: `${fullName.toLowerCase()}@shop.example`, mobile: '0800000000', status, createAt: '2026-01-01T00:00:00.000Z', version: 1,
});

describe('Admins screen', () => {
  it('keeps to one status (e.g. the newcomers waiting for approval), applied by the list call', async () => {
    const calls = memoryCalls([admin('Anong', 'active'), admin('Boon', 'pending'), admin('Chai', 'inactive')], ['fullName', 'email']);
    renderResource(admins, calls);
    const table = await screen.findByRole('table', { name: accountTexts.admins });
    await within(table).findByText('Chai');

    await user.click(screen.getByRole('combobox', { name: fieldTexts.status }));
    await user.click(await screen.findByRole('option', { name: adminStatusTexts.pending }));
    await waitFor(() => expect(within(table).queryByText('Anong')).not.toBeInTheDocument());
    expect(within(table).getByText('Boon')).toBeInTheDocument();
    expect(within(table).queryByText('Chai')).not.toBeInTheDocument();
  });
});
