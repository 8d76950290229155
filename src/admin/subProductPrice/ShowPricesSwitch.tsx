import { Alert, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNotify } from 'react-admin';
import type { PriceCalls } from './calls';

export const showPricesTexts = {
  label: 'Show market prices to visitors',
  on: 'Visitors and members without a tier see each colour\'s market price.',
  off: 'Visitors see "Ask for price" (leading to the enquiry form); no price is sent to their browser.',
  tiers: 'Members with a tier (set on Members) always see their tier\'s price where one is saved below.',
  saved: (on: boolean) => (on ? 'Market prices are shown on the storefront' : 'Market prices are hidden on the storefront'),
  failed: 'Could not load the price setting',
} as const;

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
