import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemButton, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNotify, useResourceDefinition } from 'react-admin';
import type { SubProductWithPrice } from '../../contract/subProductPrice';
import { priceCalls, type PriceCalls } from './calls';
import { messages } from '../../messages';
import { AdminScreen } from '../common/AdminScreen';
import { Thumb } from '../common/Thumb';
import { isStaleAnswer, StaleAlert, StaleReloaded } from '../common/StaleAlert';
import { ShowPricesSwitch } from './ShowPricesSwitch';
import { priceTexts } from '../texts';

/** Defined with the other back-office texts (src/admin/texts.ts); exported here too for this screen's tests. */
export { priceTexts };

/** Each tier's price field and its label, read when shown (a language switch swaps `messages`). */
const TIERS = [
  ['silverPrice', () => messages.silver],
  ['goldPrice', () => messages.gold],
  ['platinumPrice', () => messages.platinum],
] as const;
type Tier = (typeof TIERS)[number][0];
type Prices = Record<Tier, string>;
/** What the server accepts: a non-negative number with at most two decimals. */
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const valid = (v: string) => PRICE.test(v.trim());
const pricesOf = (row: SubProductWithPrice): Prices => Object.fromEntries(TIERS.map(([k]) => [k, String(row[k])])) as Prices;

const rowsKey = (code: string) => ['admin_sub_product_price', 'rows', code] as const;

/**
 * One sub product's row: its three prices, a SAVE button, Enter to save, and its state in words. A save
 * is based on the prices' version the row loaded (issue 20 §1.4); refused because someone saved them
 * since, the row says who and when, and Reload brings their prices into the cells not typed in.
 */
function PriceRow({ row, code, calls }: { row: SubProductWithPrice; code: string; calls: PriceCalls }) {
  const id = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => pricesOf(row));
  const [saved, setSaved] = useState(() => pricesOf(row));
  const [confirmed, setConfirmed] = useState(false);
  const [version, setVersion] = useState(row.version);
  const [reloaded, setReloaded] = useState(false);
  const latest = useRef(0);
  const save = useMutation({ mutationFn: calls.save });
  const dirty = TIERS.some(([k]) => values[k] !== saved[k]);
  const invalid = TIERS.some(([k]) => !valid(values[k]));

  // A fresh copy from the server (a reload of the list) replaces the shown prices unless they are being edited.
  const server = pricesOf(row);
  const serverKey = [...TIERS.map(([k]) => server[k]), row.version].join('|');
  const [shownKey, setShownKey] = useState(serverKey);
  if (shownKey !== serverKey) {
    setShownKey(serverKey);
    if (!dirty) {
      setValues(server);
      setSaved(server);
      setVersion(row.version);
    }
  }
  const stale = save.isError && isStaleAnswer(save.error) ? save.error.message : null;

  // The saved prices into the cells not typed in (typed ones keep what was typed), and their version.
  const reload = async () => {
    const rows = await calls.pricesOf(code);
    const fresh = rows.find((r) => r._id === row._id);
    if (!fresh) throw new Error(priceTexts.loadFailed);
    const now = pricesOf(fresh);
    setValues((v) => Object.fromEntries(TIERS.map(([k]) => [k, v[k] === saved[k] ? now[k] : v[k]])) as Prices);
    setSaved(now);
    setVersion(fresh.version);
    save.reset();
    setReloaded(true);
    queryClient.setQueryData<SubProductWithPrice[]>(rowsKey(code), (list) => list?.map((r) => (r._id === row._id ? fresh : r)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid || save.isPending) return;
    const sent = { ...values };
    const seq = ++latest.current;
    setConfirmed(false);
    setReloaded(false);
    try {
      const stored = await save.mutateAsync({
        subProductId: row._id,
        subProductArticle: row.article,
        silverPrice: Number(sent.silverPrice),
        goldPrice: Number(sent.goldPrice),
        platinumPrice: Number(sent.platinumPrice),
        version,
      });
      // The list of this code keeps what the server stored, so coming back to the code shows it.
      queryClient.setQueryData<SubProductWithPrice[]>(rowsKey(code), (rows) =>
        rows?.map((r) => (r._id === row._id ? { ...r, silverPrice: stored.silverPrice, goldPrice: stored.goldPrice, platinumPrice: stored.platinumPrice, priced: true, version: stored.version } : r)),
      );
      setVersion(stored.version);
      if (seq !== latest.current) return;
      setSaved(sent);
      setConfirmed(true);
      notify(`${row.code}: ${priceTexts.saved}`, { type: 'success' });
    } catch {
      // save.error holds the reason, shown in the row.
    }
  };

  const status = save.isPending
    ? priceTexts.saving
    : save.isError && !stale
      ? `${priceTexts.saveFailed}${save.error instanceof Error && save.error.message ? `: ${save.error.message}` : ''}`
      : dirty
        ? priceTexts.unsaved
        : confirmed
          ? priceTexts.saved
          : row.priced
            ? ''
            : priceTexts.notPriced;

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-code`}
      sx={{ p: 1.5, borderColor: dirty ? 'warning.main' : undefined, borderLeftWidth: dirty ? 4 : undefined }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
          <Thumb path={row.url} alt={row.name} size={56} />
          <Box>
            <Typography id={`${id}-code`} sx={{ fontWeight: 700 }}>
              {row.code}
            </Typography>
            <Typography variant="body2">{row.name}</Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, '& > *': { flex: 1, minWidth: 0 } }}>
          {TIERS.map(([key, tierLabel]) => {
            const label = tierLabel();
            const bad = !valid(values[key]);
            return (
              <TextField
                key={key}
                label={label}
                size="small"
                value={values[key]}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [key]: e.target.value }));
                  setConfirmed(false);
                  if (save.isError && !stale) save.reset();
                }}
                error={bad}
                helperText={bad ? priceTexts.invalid : ' '}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': priceTexts.priceOf(label, row.code), 'aria-invalid': bad } }}
              />
            );
          })}
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, minWidth: 140 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={invalid || save.isPending}
            aria-label={`${messages.save} ${row.code}`}
            startIcon={save.isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
          >
            {messages.save}
          </Button>
          <Typography variant="body2" role="status" sx={{ color: save.isError && !stale ? 'error.main' : dirty ? 'warning.dark' : 'text.secondary', minHeight: '1.5em', fontWeight: dirty ? 700 : undefined }}>
            {status}
          </Typography>
        </Stack>
      </Stack>
      {stale && (
        <Box sx={{ mt: 1 }}>
          <StaleAlert message={stale} reload={reload} />
        </Box>
      )}
      {reloaded && (
        <Box sx={{ mt: 1 }}>
          <StaleReloaded />
        </Box>
      )}
    </Paper>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', p: 2 }}>
      <CircularProgress size={18} />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}

/**
 * /admin_sub_product_price: product codes on the left (stacked above on phones); the chosen one's sub
 * products with their Silver, Gold and Platinum prices, each row saved on its own.
 * spec.md: TIGER's (messages.fixedProductCode) sub products load on entry.
 */
export function SubProductPriceScreen({ calls = priceCalls }: { calls?: PriceCalls }) {
  const { options } = useResourceDefinition<{ label: string }>();
  const [code, setCode] = useState<string>(messages.fixedProductCode);
  const codes = useQuery({ queryKey: ['admin_sub_product_price', 'codes'], queryFn: calls.productCodes });
  const rows = useQuery({ queryKey: rowsKey(code), queryFn: () => calls.pricesOf(code), refetchOnWindowFocus: false });
  const navRef = useRef<HTMLElement>(null);

  // The chosen code is in sight inside the (scrolling) list, without moving the page.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!nav || !current) return;
    if (current.offsetTop < nav.scrollTop || current.offsetTop + current.offsetHeight > nav.scrollTop + nav.clientHeight) {
      nav.scrollTop = current.offsetTop - (nav.clientHeight - current.offsetHeight) / 2;
    }
  }, [codes.data, code]);

  return (
    <AdminScreen title={options?.label ?? ''}>
      <ShowPricesSwitch calls={calls} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Paper
          variant="outlined"
          component="nav"
          ref={navRef}
          aria-label={priceTexts.codes}
          sx={{ position: 'relative', width: { xs: '100%', md: 240 }, maxHeight: { xs: 240, md: '70vh' }, overflow: 'auto', flexShrink: 0 }}
        >
          {codes.isPending ? (
            <Loading text={priceTexts.loadingCodes} />
          ) : codes.isError ? (
            <Alert severity="error">{codes.error instanceof Error ? codes.error.message : priceTexts.loadFailed}</Alert>
          ) : codes.data.length === 0 ? (
            <Typography sx={{ p: 2 }}>{priceTexts.noCodes}</Typography>
          ) : (
            <List dense disablePadding>
              {codes.data.map((p) => (
                <ListItem key={p._id} disablePadding>
                  <ListItemButton selected={p.code === code} aria-current={p.code === code ? 'true' : undefined} onClick={() => setCode(p.code)}>
                    <ListItemText primary={p.code} secondary={p.name} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
            {priceTexts.subProductsOf(code)}
          </Typography>
          {rows.isPending ? (
            <Loading text={priceTexts.loading} />
          ) : rows.isError ? (
            <Alert severity="error">
              {priceTexts.loadFailed}
              {rows.error instanceof Error && rows.error.message ? `: ${rows.error.message}` : ''}
            </Alert>
          ) : rows.data.length === 0 ? (
            <Typography color="text.secondary">{priceTexts.none}</Typography>
          ) : (
            rows.data.map((r) => <PriceRow key={`${code}:${r._id}`} row={r} code={code} calls={calls} />)
          )}
        </Stack>
      </Stack>
    </AdminScreen>
  );
}
