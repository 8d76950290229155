import { useState } from 'react';
import { Box, Button, Checkbox, Chip, Drawer, FormControlLabel, FormGroup, Pagination, Typography, useMediaQuery, useTheme } from '@mui/material';
import { FACETS, type BrowseResult, type FacetName, type WidthBand } from '../../contract/browse';
import type { ColourFamily } from '../../contract/colour';
import { colourTexts } from '../colour/colourTexts';
import { FAMILY_SWATCH } from '../colour/familySwatch';
import { productTexts } from '../productTexts';
import { filterTexts } from './filterTexts';
import type { Chosen } from './useBrowse';
import { useFilterActions } from './filterActions';

// Read when drawn, not when this module loads: the Thai catalogue texts are swapped in after it has
// loaded (a value copied here stayed English on a Thai page).
const legendOf = (facet: FacetName): string =>
  ({
    colour: colourTexts.family,
    composition: productTexts.composition,
    weaving: productTexts.weaving,
    width: productTexts.width,
    productType: productTexts.productType,
    design: productTexts.design,
  })[facet];
const labelOf = (facet: FacetName, value: string) =>
  facet === 'width' ? (filterTexts.widthBands[value as WidthBand] ?? value) : facet === 'colour' ? (colourTexts.families[value as ColourFamily] ?? value) : value;

interface PanelProps {
  facets: BrowseResult['facets'];
  chosen: Chosen;
}

/** A checkbox group per filter, its legend the filter's name, each option with how many results it keeps. */
function FilterGroups({ facets, chosen, onToggle }: PanelProps & { onToggle: (facet: FacetName, value: string) => void }) {
  return (
    <>
      {FACETS.filter((f) => facets[f].length).map((f) => (
        <Box component="fieldset" key={f} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
            {legendOf(f)}
          </Typography>
          {f === 'colour' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {facets[f].map((o) => {
                const on = chosen[f].includes(o.value);
                return (
                  <Chip
                    key={o.value}
                    label={filterTexts.option(labelOf(f, o.value), o.count)}
                    aria-pressed={on}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={() => onToggle(f, o.value)}
                    icon={<Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: FAMILY_SWATCH[o.value as ColourFamily] ?? 'transparent', border: 1, borderColor: 'divider' }} />}
                  />
                );
              })}
            </Box>
          ) : (
          <FormGroup>
            {facets[f].map((o) => (
              <FormControlLabel
                key={o.value}
                sx={{ overflowWrap: 'anywhere', mr: 0 }}
                control={<Checkbox size="small" checked={chosen[f].includes(o.value)} onChange={() => onToggle(f, o.value)} />}
                label={filterTexts.option(labelOf(f, o.value), o.count)}
              />
            ))}
          </FormGroup>
          )}
        </Box>
      ))}
    </>
  );
}

interface ControlsProps extends PanelProps {
  chosenCount: number;
  total: number;
}

/**
 * The filters (a chunk of its own, loaded after the list): a side panel on wide screens, a Filters
 * button opening a drawer on phones.
 */
export default function FilterControls({ facets, chosen, chosenCount, total }: ControlsProps) {
  const { toggle: onToggle, clear: onClear } = useFilterActions();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const groups = <FilterGroups facets={facets} chosen={chosen} onToggle={onToggle} />;
  const clear = chosenCount > 0 && (
    <Button variant="text" onClick={onClear} sx={{ mb: 1, px: 0 }}>
      {filterTexts.clear}
    </Button>
  );
  if (wide) {
    return (
      <Box component="aside" aria-label={filterTexts.filters}>
        {clear}
        {groups}
      </Box>
    );
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {filterTexts.openFilters(chosenCount)}
      </Button>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { role: 'dialog', 'aria-label': filterTexts.filters, sx: { width: 'min(320px, 88vw)', p: 2 } } as object }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {filterTexts.filters}
        </Typography>
        {clear}
        {groups}
        <Button variant="contained" onClick={() => setOpen(false)} sx={{ mt: 1 }}>
          {filterTexts.showResults(total)}
        </Button>
      </Drawer>
    </>
  );
}

/** Page numbers, when there is more than one page. */
export function Pager({ page, pages, label = filterTexts.pages }: { page: number; pages: number; label?: string }) {
  const { setPage: onPage } = useFilterActions();
  if (pages < 2) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        aria-label={label}
        getItemAriaLabel={filterTexts.pageItem}
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, n) => {
          onPage(n);
          window.scrollTo(0, 0);
        }}
      />
    </Box>
  );
}

/** How many fabrics the filters keep (a status line, read out when it changes). */
export function FabricsFound({ total }: { total: number }) {
  return (
    <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
      {total ? filterTexts.fabricsFound(total) : filterTexts.noneMatch}
    </Typography>
  );
}
