import { Box, Button, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ParentSku, Sku } from '../../contract/productSku';
import { listAllCategories, type SkuCategoryRecord } from '../common/skuCategoryCalls';
import { skuBrowserCalls } from '../common/skuCalls';
import { messages, skuTexts } from '../../messages';
import { Thumb } from '../common/Thumb';

type Load<T> = { status: 'idle' | 'loading' | 'ready' | 'failed'; data: T[] };

/** Loads `load(key)` whenever `key` changes (nothing while it is null); a stale answer is dropped. */
function useLoad<T>(key: string | null, load: (key: string) => Promise<T[]>): Load<T> {
  const [answer, setAnswer] = useState<Load<T> & { key: string }>();
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load(key).then(
      (data) => live && setAnswer({ key, status: 'ready', data }),
      () => live && setAnswer({ key, status: 'failed', data: [] }),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  if (key === null) return { status: 'idle', data: [] };
  return answer?.key === key ? answer : { status: 'loading', data: [] };
}

function Column({ title, hint, state, children }: { title: string; hint?: string; state: Load<unknown>; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', maxHeight: { md: 480 } }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {title}
      </Typography>
      <Box sx={{ overflowY: 'auto', flex: 1 }} aria-busy={state.status === 'loading'}>
        {state.status === 'idle' && hint && <Typography sx={{ p: 2, color: 'text.secondary' }}>{hint}</Typography>}
        {state.status === 'loading' && <Typography sx={{ p: 2, color: 'text.secondary' }}>{messages.loading}</Typography>}
        {(state.status === 'failed' || (state.status === 'ready' && state.data.length === 0)) && <Typography sx={{ p: 2 }}>{messages.noData}</Typography>}
        {state.status === 'ready' && state.data.length > 0 && children}
      </Box>
    </Paper>
  );
}

const loadCategories = () => listAllCategories();

/**
 * The SKU browser (spec.md §2): 'Load Product Category', then three columns — the categories, the
 * parent SKUs of the chosen category (`parentsSku | name`) and the SKUs of the chosen parent (sku,
 * name, image). Side by side on desktops, one under the other on phones.
 */
export function SkuBrowser() {
  const headingId = useId();
  const [loadKey, setLoadKey] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [parent, setParent] = useState<string | null>(null);
  const categories = useLoad<SkuCategoryRecord>(loadKey, loadCategories);
  const parents = useLoad<ParentSku>(category, skuBrowserCalls.parentsOfCategory);
  const skus = useLoad<Sku>(parent, skuBrowserCalls.skusOfParent);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ flex: 1 }}>
          {skuTexts.skuBrowser}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            setLoadKey(String(Date.now()));
            setCategory(null);
            setParent(null);
          }}
        >
          {messages.loadProductCategory}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Column title={skuTexts.browserCategories} hint={skuTexts.pressLoad} state={categories}>
          <List dense aria-label={skuTexts.browserCategories}>
            {categories.data.map((c) => (
              <ListItemButton
                key={c.id}
                selected={c.categoryId === category}
                aria-current={c.categoryId === category ? 'true' : undefined}
                onClick={() => {
                  setCategory(c.categoryId);
                  setParent(null);
                }}
              >
                <ListItemText primary={c.name} secondary={c.isActived ? c.categoryId : `${c.categoryId} · ${skuTexts.inactiveOnly}`} />
              </ListItemButton>
            ))}
          </List>
        </Column>
        <Column title={skuTexts.browserParents} hint={skuTexts.chooseCategory} state={parents}>
          <List dense aria-label={skuTexts.browserParents}>
            {parents.data.map((p) => (
              <ListItemButton key={p._id} selected={p.parentsSku === parent} aria-current={p.parentsSku === parent ? 'true' : undefined} onClick={() => setParent(p.parentsSku)}>
                <ListItemText primary={`${p.parentsSku} | ${p.name}`} secondary={p.isActived ? undefined : skuTexts.inactiveOnly} />
              </ListItemButton>
            ))}
          </List>
        </Column>
        <Column title={skuTexts.browserSkus} hint={skuTexts.chooseParent} state={skus}>
          <List dense aria-label={skuTexts.browserSkus}>
            {skus.data.map((s) => (
              <Box component="li" key={s._id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 0.75 }}>
                {s.path ? <Thumb path={s.path} alt={`${s.sku} ${s.name}`} size={50} /> : <Box sx={{ width: 50, height: 50, bgcolor: 'action.hover', borderRadius: 1, flex: 'none' }} title={skuTexts.noPicture} />}
                <ListItemText primary={s.sku} secondary={s.isActived ? s.name : `${s.name} · ${skuTexts.inactiveOnly}`} />
              </Box>
            ))}
          </List>
        </Column>
      </Stack>
    </Box>
  );
}
