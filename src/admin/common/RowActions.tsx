import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { messages } from '../../messages';
import type { Column } from './AdminTable';
import { DeleteRowButton } from './DeleteRowButton';
import { EditDialog } from './EditDialog';
import { listFilterTexts, skuAdminTexts } from '../texts';

interface RowActionsProps<R> {
  /** The row's code, naming its buttons and the dialog ("Edit CT-TWL-130"). */
  name: (record: R) => string;
  /** Fields the edit dialog requires. */
  required: string[];
  /** The edit dialog's inputs. */
  inputs: ReactNode;
}

/**
 * The Edit and Delete columns of a back-office list: the edit dialog (every field, the picture
 * replaced through ImageInput) and the confirmed delete, whose refusal is alerted with the server's reason.
 */
export function rowActionColumns<R extends RaRecord>({ name, required, inputs }: RowActionsProps<R>): Column<R>[] {
  return [
    {
      label: skuAdminTexts.edit,
      width: 56,
      render: (r) => (
        <EditDialog record={r} name={name(r)} title={skuAdminTexts.editTitle(name(r))} required={required} failure={skuAdminTexts.saveFailed}>
          {inputs}
        </EditDialog>
      ),
    },
    {
      label: skuAdminTexts.delete,
      width: 56,
      render: (r) => <DeleteRowButton record={r} name={name(r)} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteError} />,
    },
  ];
}
