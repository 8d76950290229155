import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';
import { productTexts } from '../productTexts';

const SellPopover = lazyWithTimeout(() => import('./SellPopover'), { name: 'SellPopover' });

/**
 * The sell panel (spec.md §2): a button that opens and closes a popover with the places to buy this
 * fabric. The popover (MUI Popover and its modal machinery) loads on the first open, not with the page.
 */
export function SellPanel() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = Boolean(anchor);
  return (
    <>
      <Button
        variant="contained"
        color="success"
        size="large"
        startIcon={<ShoppingCartIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(e) => {
          setOpened(true);
          setAnchor(open ? null : e.currentTarget);
        }}
      >
        {productTexts.buy}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SellPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
