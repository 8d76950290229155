import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { contactFormTexts } from '../texts';

/** The "not contacted yet" filter: shows only enquiries whose Is Contacted box is empty. */
export function NotContactedFilter() {
  const { filterValues, setFilters } = useListContext();
  // Its own state, so the switch moves at the click while the list catches up.
  const [on, setOn] = useState(filterValues.isContacted === false);
  return (
    <FormControlLabel
      sx={{ mb: 2, ml: { sm: 2 } }}
      control={
        <Switch
          checked={on}
          onChange={(e) => {
            setOn(e.target.checked);
            const { isContacted: _old, ...rest } = filterValues;
            setFilters(e.target.checked ? { ...rest, isContacted: false } : rest, {});
          }}
        />
      }
      label={contactFormTexts.notContactedYet}
    />
  );
}
