import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { discardTexts } from '../texts';

/**
 * 'Discard changes?' (issue 17 §5): asked when a dialog holding typed data is about to close by
 * Escape, a click beside it or Cancel; `dialog` is the title of the dialog whose typing would be lost.
 */
export function DiscardConfirm({ open, dialog, onDiscard, onKeep }: { open: boolean; dialog: string; onDiscard: () => void; onKeep: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={discardTexts.title}
      detail={discardTexts.detail(dialog)}
      confirmLabel={discardTexts.discard}
      cancelLabel={discardTexts.keep}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
