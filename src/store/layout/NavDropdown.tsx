import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCloseOnPointerAway } from './useCloseOnPointerAway';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * A navbar entry that opens a list of links (the disclosure pattern for site navigation): the button
 * says whether it is expanded; Escape, a click elsewhere or moving focus away closes it; arrow keys
 * move between the links. The links stay in the DOM when closed (hidden), so crawlers find them.
 */
export function NavDropdown({ label, items }: { label: string; items: NavItem[] | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Following a link (a new path) closes the list.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const closeList = useCallback(() => setOpen(false), []);
  useCloseOnPointerAway(root, open, closeList);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[data-nav-link]') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const list = links();
    if (!list.length) return;
    e.preventDefault();
    if (!open) setOpen(true);
    const at = list.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === 'ArrowDown' ? (at + 1) % list.length : (at <= 0 ? list.length : at) - 1;
    // The list becomes visible on this render; focus once it is.
    requestAnimationFrame(() => list[next]?.focus());
  };

  return (
    <Box
      ref={root}
      sx={{ position: 'relative' }}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        color="inherit"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
      >
        {label}
      </Button>
      <Box
        component="ul"
        id={id}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          right: 0,
          zIndex: 'appBar',
          minWidth: 200,
          maxHeight: '70vh',
          overflowY: 'auto',
          m: 0,
          mt: 0.5,
          py: 1,
          px: 0,
          listStyle: 'none',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 6,
          '&[hidden]': { display: 'none' },
          '& a': {
            display: 'block',
            px: 2,
            py: 1,
            color: 'text.primary',
            textDecoration: 'none',
            whiteSpace: 'nowrap',
            '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
          },
        }}
      >
        {(items ?? []).map((item) => (
          <li key={item.to}>
            <RouterLink to={item.to} data-nav-link onClick={() => setOpen(false)}>
              {item.label}
            </RouterLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
