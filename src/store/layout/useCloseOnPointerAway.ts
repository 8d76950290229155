import { useEffect, type RefObject } from 'react';

/** While `open`, a pointer pressed outside `root` calls `close` (the navbar's disclosure lists). */
export function useCloseOnPointerAway(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, root, close]);
}
