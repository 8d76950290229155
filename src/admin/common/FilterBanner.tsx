import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';

/**
 * A filter a link set (the admin home opens lists already filtered, issue 17 §2), said in words above
 * the list with a button that removes it. Nothing while the list has no such filter.
 */
export function FilterBanner({ field, text, clear }: { field: string; text: (value: unknown) => ReactNode; clear: string }) {
  const { filterValues, setFilters } = useListContext();
  const value: unknown = filterValues[field];
  if (value === undefined || value === null || value === '') return null;
  const { [field]: _removed, ...rest } = filterValues;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => setFilters(rest, {})}>
          {clear}
        </Button>
      }
    >
      {text(value)}
    </Alert>
  );
}
