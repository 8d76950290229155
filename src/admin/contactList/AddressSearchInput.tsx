import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { hitLabel, hitLabelEn, locationHits, searchLocations, type LocationHit } from '../../dataProvider/location';
import { contactListTexts, messages } from '../../messages';
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
  const [open, setOpen] = useState(false);
  const typed = keyword.trim();
  const ready = typed.length >= MIN_CHARS;
  const { data, loading } = useDebouncedSearch(typed, ready, searchLocations);
  const options = data ? locationHits(data.result) : [];
  return (
    <Autocomplete<LocationHit>
      options={options}
      value={null}
      inputValue={keyword}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input' || reason === 'clear') setKeyword(text);
      }}
      onChange={(_e, hit) => {
        if (!hit) return;
        onPick(hit);
        setKeyword('');
      }}
      open={open && ready}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(x) => x}
      getOptionLabel={hitLabel}
      getOptionKey={(hit) => hit.key}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      loading={loading}
      loadingText={messages.loading}
      noOptionsText={messages.notMatch}
      clearOnBlur={false}
      selectOnFocus={false}
      handleHomeEndKeys={false}
      autoHighlight
      renderOption={({ key, ...props }, hit) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{hitLabel(hit)}</Typography>
            <Typography variant="body2" color="text.secondary" lang="en">
              {hitLabelEn(hit)}
            </Typography>
          </Box>
        </Box>
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
