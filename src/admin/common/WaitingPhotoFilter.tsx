import { FormControlLabel, Switch } from '@mui/material';
import { useListContext } from 'react-admin';
import { linkedFilterTexts } from '../texts';
import { ActiveFilter, CategoryFilter, ListFilterForm } from './ListFilters';

/**
 * The SKU screens' "waiting for a photo" filter: only the rows an import left without their photo
 * (issue 16 §4). The admin home's count opens the list with it on (`?filter={"waitingPhoto":true}`).
 */
export function WaitingPhotoFilter() {
  const { filterValues, setFilters } = useListContext();
  const on = filterValues.waitingPhoto === true;
  return (
    <FormControlLabel
      sx={{ m: 0 }}
      control={
        <Switch
          checked={on}
          onChange={(e) => {
            const { waitingPhoto: _old, ...rest } = filterValues;
            setFilters(e.target.checked ? { ...rest, waitingPhoto: true } : rest, {});
          }}
        />
      }
      label={linkedFilterTexts.waitingPhoto}
    />
  );
}

/** The filters of the two SKU screens (parents and colours): category and status, then waiting for a photo. */
export function SkuFilters() {
  return (
    <>
      <ListFilterForm inline>
        <CategoryFilter />
        <ActiveFilter />
      </ListFilterForm>
      <WaitingPhotoFilter />
    </>
  );
}
