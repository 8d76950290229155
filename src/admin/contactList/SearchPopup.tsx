import { Autocomplete, Box, type AutocompleteRenderInputParams } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { messages } from '../../messages';

/**
 * A text field whose pop-up lists what the server found for the typed text, as the server ordered it
 * (no filtering here), or says Not Match; the mouse, or the arrow keys and Enter, pick a line. It opens
 * only once `ready` (enough typed). Shared by the address search and the Mobile field.
 */
export function SearchPopup<T>({ text, onText, ready, options, loading, onPick, optionLabel, optionKey, groupBy, optionLines, renderInput }: {
  text: string;
  onText: (text: string) => void;
  ready: boolean;
  options: T[];
  loading: boolean;
  onPick: (option: T) => void;
  /** The text a line stands for (what the field would show). */
  optionLabel: (option: T) => string;
  /** Unique among the options: the line's React key and how two lines are told apart. */
  optionKey: (option: T) => string;
  groupBy?: (option: T) => string;
  /** The line's content in the pop-up. */
  optionLines: (option: T) => ReactNode;
  renderInput: (params: AutocompleteRenderInputParams) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Autocomplete<T>
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_e, typed, reason) => {
        if (reason === 'input' || reason === 'clear') onText(typed);
      }}
      onChange={(_e, picked) => {
        if (picked) onPick(picked);
      }}
      open={open && ready}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(x) => x}
      getOptionLabel={optionLabel}
      getOptionKey={optionKey}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      groupBy={groupBy}
      loading={loading}
      loadingText={messages.loading}
      noOptionsText={messages.notMatch}
      clearOnBlur={false}
      selectOnFocus={false}
      handleHomeEndKeys={false}
      autoHighlight
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>{optionLines(option)}</Box>
        </Box>
      )}
      renderInput={renderInput}
    />
  );
}
