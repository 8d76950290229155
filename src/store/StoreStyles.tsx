import { GlobalStyles } from '@mui/material';

/**
 * Class-based styles for the storefront's repeated pieces (pictures, cards, skeletons), inserted once.
 * Lists render plain elements with these classes rather than a styled MUI component per item: with
 * `sx` on every card, most of a phone's first-render time went into serialising the same styles again.
 */
export function StoreStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '.sv-img': { display: 'block', width: '100%', height: 'auto', objectFit: 'cover', backgroundColor: theme.palette.grey[200] },
        '.sv-img-missing': { display: 'grid', placeItems: 'center', color: theme.palette.text.secondary, fontSize: 14 },
        '.sv-cards': { display: 'grid', listStyle: 'none', padding: 0, margin: 0 },
        '.sv-card': {
          display: 'block',
          width: '100%',
          height: '100%',
          padding: 0,
          border: 0,
          font: 'inherit',
          textAlign: 'left',
          backgroundColor: theme.palette.background.paper,
          color: theme.palette.text.primary,
          textDecoration: 'none',
          borderRadius: 16,
          overflow: 'hidden',
          boxShadow: theme.shadows[1],
          transition: 'box-shadow 150ms',
          cursor: 'pointer',
          '&:hover': { boxShadow: theme.shadows[4] },
          '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
        },
        '.sv-card-body': { display: 'block', padding: '12px 16px' },
        '.sv-card-code': { display: 'block', fontSize: 13, fontWeight: 700, letterSpacing: 0.5, color: theme.palette.text.secondary },
        '.sv-card-title': { display: 'block', margin: 0, fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.35 },
        '.sv-card-text': { display: 'block', margin: '4px 0 0', color: theme.palette.text.secondary, lineHeight: 1.5 },
        '@keyframes sv-pulse': { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
        '.sv-skel': {
          display: 'block',
          backgroundColor: theme.palette.grey[300],
          borderRadius: 16,
          animation: 'sv-pulse 2s ease-in-out 0.5s infinite',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        '.sv-skel-line': { height: '1em', margin: '8px 0 0', borderRadius: 4 },
      })}
    />
  );
}
