import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button } from '@mui/material';
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALE_PARAM, setLocale, useLocale, type Locale } from '../../i18n/locale';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';
import { visuallyHidden } from '../a11y';
import { languageNames, storeTexts } from '../texts';
import { useCloseOnPointerAway } from './useCloseOnPointerAway';

/** The same page in `locale`: its public URL (`?lang=th`; English has none). */
function hrefIn(locale: Locale, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (locale === DEFAULT_LOCALE) params.delete(LOCALE_PARAM);
  else params.set(LOCALE_PARAM, locale);
  const query = params.toString();
  return pathname + (query ? `?${query}` : '');
}

/**
 * The languages as links to the same page in each (they work before the script loads, and crawlers
 * follow them); with the script, a click switches in place. The current one is marked aria-current.
 * Each name is in its own language (lang attribute), and is drawn only when the list is open, so an
 * English page draws no Thai glyph (and downloads no Thai font) until someone opens it.
 */
function LanguageLinks({ onChosen }: { onChosen?: () => void }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const choose = (locale: Locale) => (e: MouseEvent) => {
    e.preventDefault();
    onChosen?.();
    if (locale !== current) void setLocale(locale, { chosen: true });
  };
  return (
    <>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a href={hrefIn(locale, pathname, search)} hrefLang={locale} lang={locale} aria-current={locale === current ? 'true' : undefined} onClick={choose(locale)}>
            {languageNames[locale]}
          </a>
        </li>
      ))}
    </>
  );
}

const listSx = {
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 10,
  minWidth: 140,
  m: 0,
  mt: 0.5,
  p: 0.5,
  listStyle: 'none',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 3,
  '&[hidden]': { display: 'none' },
  '& a': {
    display: 'block',
    px: 2,
    py: 1,
    color: 'text.primary',
    textDecoration: 'none',
    borderRadius: 0.5,
    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
    '&[aria-current]': { fontWeight: 700 },
  },
} as const;

/**
 * The top bar's language switch (desktop; phones have it in the menu): a button naming the current
 * language that opens the list (the disclosure pattern: Escape, a click elsewhere or leaving it closes it).
 */
export function LanguageMenu() {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const closeList = useCallback(() => setOpen(false), []);
  useCloseOnPointerAway(root, open, closeList);

  return (
    <Box
      ref={root}
      sx={{ position: 'relative', display: { xs: 'none', md: 'block' } }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        startIcon={<TranslateIcon fontSize="small" />}
        sx={{ color: '#fff', textTransform: 'none', '&:hover': { bgcolor: 'rgba(255,255,255,0.14)' } }}
      >
        <Box component="span" sx={visuallyHidden}>
          {storeTexts.language}:{' '}
        </Box>
        <span lang={locale}>{languageNames[locale]}</span>
      </Button>
      <Box component="ul" id={listId} hidden={!open} sx={listSx}>
        {open && <LanguageLinks onChosen={() => setOpen(false)} />}
      </Box>
    </Box>
  );
}

/** The phone menu's language group: the same links, under a heading. */
export function LanguageGroup() {
  const id = useId();
  return (
    <li>
      <div id={id} className="sv-group">
        {storeTexts.language}
      </div>
      <ul aria-labelledby={id}>
        <LanguageLinks />
      </ul>
    </li>
  );
}
