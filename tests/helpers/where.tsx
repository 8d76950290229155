import { useLocation } from 'react-router-dom';

/** Where a screen's links and changes have led (path and query), read by a test as the note named "location". */
export function Where() {
  const { pathname, search } = useLocation();
  return (
    <div role="note" aria-label="location">
      {pathname + search}
    </div>
  );
}
