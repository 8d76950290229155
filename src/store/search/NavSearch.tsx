import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { navSearchTexts } from './navSearchTexts';

export { navSearchTexts };


const fieldSx = { display: 'flex', border: 1, borderColor: 'divider', borderRadius: 1, '& input': { border: 0, font: 'inherit', p: 1, flex: 1, minWidth: 0 } } as const;

/** The form itself: a GET to /search (works before the script loads); with the script, a client-side navigation. */
function SearchForm({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
    onDone?.();
  };
  return (
    <Box component="form" role="search" action="/search" method="get" onSubmit={submit} sx={fieldSx}>
      <input aria-label={navSearchTexts.label} name="q" type="search" maxLength={200} placeholder={navSearchTexts.placeholder} autoFocus={autoFocus} enterKeyHint="search" />
    </Box>
  );
}

/**
 * The navbar's search (issue 18 §1): a box on wide screens; on phones an icon that opens the box
 * in a row under the bar. Small on purpose: the results page is a chunk of its own.
 */
export function NavSearch() {
  const [open, setOpen] = useState(false);
  const rowId = useId();
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' }, width: 240 }}>
        <SearchForm />
      </Box>
      <IconButton sx={{ display: { md: 'none' } }} aria-label={navSearchTexts.open} aria-expanded={open} aria-controls={rowId} onClick={() => setOpen((o) => !o)}>
        <SearchIcon />
      </IconButton>
      <Box id={rowId} hidden={!open} sx={{ display: { md: 'none' }, position: 'absolute', left: 0, right: 0, top: '100%', p: 1, bgcolor: 'background.paper' }}>
        {/* Sent, the row closes: left open it covered the top of the results on a phone. */}
        {open && <SearchForm autoFocus onDone={() => setOpen(false)} />}
      </Box>
    </>
  );
}
