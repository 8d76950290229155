import type { CSSProperties } from 'react';

/** A loading placeholder of a card: its picture's box and `lines` lines of text, the card's final size. */
function CardSkeleton({ ratio = '1 / 1', lines = 1 }: { ratio?: string; lines?: number }) {
  return (
    <li aria-hidden>
      <span className="sv-skel" style={{ aspectRatio: ratio }} />
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="sv-skel sv-skel-line" style={{ width: `${70 - i * 15}%` }} />
      ))}
    </li>
  );
}

/** Loading placeholders for a list of cards. */
export function CardSkeletons({ count, ratio, lines }: { count: number; ratio?: string; lines?: number }) {
  return Array.from({ length: count }, (_, i) => <CardSkeleton key={i} ratio={ratio} lines={lines} />);
}

export const skeletonLine = (width: CSSProperties['width']) => <span aria-hidden className="sv-skel sv-skel-line" style={{ width }} />;
