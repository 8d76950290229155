import { Alert, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNotify } from 'react-admin';
import type { PriceCalls } from './calls';
import { showPricesTexts } from '../texts';

/** Defined with the other back-office texts (src/admin/texts.ts); exported here too for this screen's tests. */
export { showPricesTexts };

const key = ['admin_sub_product_price', 'settings'] as const;

/** The shop's "show prices" setting, above the price rows: saved as soon as it is switched. */
export function ShowPricesSwitch({ calls }: { calls: PriceCalls }) {
  const id = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: key, queryFn: calls.settings });
  const save = useMutation({
    mutationFn: (on: boolean) => calls.saveSettings(on),
    onSuccess: (stored) => {
      queryClient.setQueryData(key, stored);
      notify(showPricesTexts.saved(stored.showPrices), { type: 'success' });
    },
    onError: (err) => notify(err instanceof Error ? err.message : showPricesTexts.failed, { type: 'error' }),
  });
  if (settings.isError) return <Alert severity="error">{showPricesTexts.failed}</Alert>;
  const on = save.isPending ? save.variables : settings.data?.showPrices;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <FormControlLabel
        control={<Switch checked={on ?? false} disabled={settings.isPending || save.isPending} onChange={(e) => save.mutate(e.target.checked)} slotProps={{ input: { 'aria-describedby': id } }} />}
        label={showPricesTexts.label}
      />
      <Typography id={id} variant="body2" color="text.secondary">
        {settings.data ? (on ? showPricesTexts.on : showPricesTexts.off) : ''} {showPricesTexts.tiers}
      </Typography>
    </Paper>
  );
}
