import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TextInput, type RaRecord } from 'react-admin';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ApiError } from '../../api/client';
import { staleSaveText } from '../../contract/backOfficeTexts';
import { staleTexts } from '../texts';
import { EditDialog } from './EditDialog';
import type { AdminResource } from './resource';
import { dialogClosed, memoryCalls, renderResource } from './testing';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

/**
 * The shared edit dialog when someone saved the record after it was opened (issue 20 §1.4): the save
 * sends the version the dialog loaded, the server's stale 409 is shown with who and when and a Reload
 * button, and Reload shows the saved version while keeping what the admin typed.
 */
type Row = RaRecord & { _id: string; name: string; note: string; version: number };
const opened: Row = { id: 't1', _id: 't1', name: 'Linen', note: 'plain weave', version: 1 };
const STALE = staleSaveText('Ben (ben@test.local)', '2026-11-27T01:40:00.000Z');

/** The server: refuses an update based on another version than the stored one, as the API does. */
function server() {
  const calls = memoryCalls<Row>([{ ...opened }]);
  calls.update = vi.fn(async (id: RaRecord['id'], data: Partial<Row>) => {
    calls.sent.push(data);
    const stored = calls.rows.find((r) => r.id === id)!;
    if (data.version !== stored.version) throw new ApiError(409, STALE);
    const row = { ...stored, name: data.name ?? stored.name, note: data.note ?? stored.note, version: stored.version + 1 };
    calls.rows = calls.rows.map((r) => (r.id === id ? row : r));
    return row;
  });
  return calls;
}

function TestList() {
  return (
    <EditDialog record={opened} name="Linen" title="Edit Linen" required={['name']} failure="Could not save">
      <TextInput source="name" label="Name" />
      <TextInput source="note" label="Note" />
    </EditDialog>
  );
}
const resource: AdminResource = { name: 'stale_test', label: 'Stale test', icon: EditIcon, list: TestList };

let user: User;
beforeEach(() => {
  user = setupUser();
});

describe('edit dialog: a save based on a replaced version', () => {
  it('says who saved and when, changes nothing, and Reload shows their version keeping what was typed; the next save goes through', async () => {
    expectConsoleError(STALE);
    const calls = server();
    renderResource(resource, calls);
    await user.click(await screen.findByRole('button', { name: 'Edit Linen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Linen' });
    await waitFor(() => expect(within(dialog).getByLabelText('Note')).toHaveValue('plain weave'));
    // Ben saves a new name while the dialog is open.
    calls.rows = [{ ...opened, name: 'Linen (Ben)', version: 2 }];
    await user.clear(within(dialog).getByLabelText('Note'));
    await user.fill(within(dialog).getByLabelText('Note'), 'washed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(STALE);
    expect(calls.sent).toEqual([expect.objectContaining({ name: 'Linen', note: 'washed twice', version: 1 })]);
    expect(calls.rows).toEqual([{ ...opened, name: 'Linen (Ben)', version: 2 }]);

    await user.click(within(alert).getByRole('button', { name: staleTexts.reload }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(staleTexts.reloaded);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Linen (Ben)');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('washed twice');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(calls.sent[1]).toEqual(expect.objectContaining({ name: 'Linen (Ben)', note: 'washed twice', version: 2 }));
    expect(calls.rows).toEqual([{ ...opened, name: 'Linen (Ben)', note: 'washed twice', version: 3 }]);
  });
});
