import { Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { SliderRecord } from './calls';
import { sliderTexts } from './texts';

/**
 * A slide's Active switch: flips at once, calls the status call straight away (no undo window), and
 * on a refusal flips back and says why.
 */
export function SliderActiveSwitch({ record }: { record: SliderRecord }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [checked, setChecked] = useState(record.isActived);
  const [busy, setBusy] = useState(false);
  // A new value from the server (a reload of the list) replaces the shown one.
  const [stored, setStored] = useState(record.isActived);
  if (stored !== record.isActived) {
    setStored(record.isActived);
    setChecked(record.isActived);
  }

  const flip = async (isActived: boolean) => {
    setChecked(isActived);
    setBusy(true);
    try {
      await dataProvider.update<SliderRecord>('admin_slider', { id: record.id, data: { isActived }, previousData: record });
      refresh();
    } catch (err) {
      setChecked(!isActived);
      notify(sliderTexts.switchFailed(record.title, err instanceof Error ? err.message : String(err)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={checked}
      disabled={busy}
      onChange={(e) => void flip(e.target.checked)}
      slotProps={{ input: { 'aria-label': sliderTexts.switchLabel(record.title) } }}
    />
  );
}
