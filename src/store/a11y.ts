/**
 * Hides content visually but keeps it for screen readers (e.g. "opens in a new tab" after a link's
 * text). Sizes are strings: in `sx`, a bare 1 means 100% and a bare -1 a negative spacing step.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
