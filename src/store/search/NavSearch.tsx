import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The navbar box's texts, here rather than in searchTexts.ts: the first page's JS holds only these (issue 18 §1). */
const searchTexts = {
  label: 'Search fabrics',
  placeholder: 'Name, code or ผ้าลินิน…',
  submit: 'Search',
  open: 'Open search',
};

const fieldSx = {
  display: 'flex',
  alignItems: 'center',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '&:focus-within': { outline: '2px solid', outlineColor: 'secondary.main' },
  '& input': { border: 0, outline: 0, font: 'inherit', fontSize: 15, px: 1, py: 0.75, minWidth: 0, flex: 1, bgcolor: 'transparent', color: 'text.primary' },
} as const;

/** The form itself: a GET to /search (works before the script loads); with the script, a client-side navigation. */
function SearchForm({ autoFocus }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <Box component="form" role="search" action="/search" method="get" onSubmit={submit} sx={fieldSx}>
      <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {searchTexts.label}
      </label>
      <input id={inputId} name="q" type="search" maxLength={200} placeholder={searchTexts.placeholder} autoFocus={autoFocus} enterKeyHint="search" />
      <IconButton type="submit" size="small" aria-label={searchTexts.submit}>
        <SearchIcon fontSize="small" />
      </IconButton>
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
      <IconButton sx={{ display: { md: 'none' } }} aria-label={searchTexts.open} aria-expanded={open} aria-controls={rowId} onClick={() => setOpen((o) => !o)}>
        <SearchIcon />
      </IconButton>
      <Box id={rowId} hidden={!open} sx={{ display: { md: 'none' }, '&[hidden]': { display: 'none' }, position: 'absolute', left: 0, right: 0, top: '100%', p: 1, bgcolor: 'background.paper', boxShadow: 1 }}>
        {open && <SearchForm autoFocus />}
      </Box>
    </>
  );
}
