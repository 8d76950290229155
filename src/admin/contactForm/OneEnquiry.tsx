import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { linkedFilterTexts as texts } from '../texts';

/**
 * The admin home opens an enquiry as this list filtered to it (`?filter={"id":…}`): says so, and
 * shows every enquiry again at a click.
 */
export function OneEnquiry() {
  const { filterValues, setFilters } = useListContext();
  if (!filterValues.id) return null;
  const { id: _one, ...rest } = filterValues;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => setFilters(rest, {})}>
          {texts.showAllEnquiries}
        </Button>
      }
    >
      {texts.oneEnquiry}
    </Alert>
  );
}
