import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { hitLabel, hitLabelEn, locationHits, searchLocations, type LocationHit } from '../common/locationCalls';
import { contactListTexts } from '../texts';
import { SearchPopup } from './SearchPopup';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Characters typed before the pop-up searches (one Thai syllable is often two). */
const MIN_CHARS = 2;

/**
 * The province–city–district keyword search: type a Thai or English name (or a postcode), pick a line
 * of the pop-up with the mouse or the arrow keys and Enter; `onPick` fills district, city, province and
 * postcode. Not Match when nothing matches.
 */
export function AddressSearchInput({ onPick }: { onPick: (hit: LocationHit) => void }) {
  const [keyword, setKeyword] = useState('');
  const typed = keyword.trim();
  const ready = typed.length >= MIN_CHARS;
  const { data, loading } = useDebouncedSearch(typed, ready, searchLocations);
  return (
    <SearchPopup<LocationHit>
      text={keyword}
      onText={setKeyword}
      ready={ready}
      options={data ? locationHits(data.result) : []}
      loading={loading}
      onPick={(hit) => {
        onPick(hit);
        setKeyword('');
      }}
      optionLabel={hitLabel}
      optionKey={(hit) => hit.key}
      optionLines={(hit) => (
        <>
          <Typography variant="body2">{hitLabel(hit)}</Typography>
          <Typography variant="body2" color="text.secondary" lang="en">
            {hitLabelEn(hit)}
          </Typography>
        </>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={contactListTexts.addressSearch}
          helperText={data?.truncated ? contactListTexts.moreMatches : contactListTexts.addressSearchHint}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off' } }}
        />
      )}
    />
  );
}
