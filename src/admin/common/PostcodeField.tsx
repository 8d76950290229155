import { Autocomplete, TextField } from '@mui/material';
import type { Ref } from 'react';
import { addressTexts } from '../texts';

const FIVE_DIGITS = /^\d{5}$/;

/** The form's refusal of a postcode (the server's rule: empty, or 5 digits), or undefined when it is fine. */
export const postcodeProblem = (value: unknown): string | undefined => {
  const v = String(value ?? '').trim();
  return v && !FIVE_DIGITS.test(v) ? addressTexts.postCodeInvalid : undefined;
};

/** The postcodes a chosen subdistrict fills in: its only one, or none when there are several to choose from. */
export const postcodeOf = (codes: readonly string[]): string => (codes.length === 1 ? codes[0] : '');

interface PostcodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The chosen subdistrict's postcodes, offered as a list. */
  options: readonly string[];
  label?: string;
  name?: string;
  /** The refusal to show (from postcodeProblem, once the field was left or the form sent). */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A postcode (issue 17 §4): a text field the admin may type any postcode into, offering the chosen
 * subdistrict's postcodes as a list (all of them whatever is typed: there are at most a few); its
 * hint names them when there are several to choose from.
 */
export function PostcodeField({ value, onChange, onBlur, options, label = addressTexts.postCode, name, error, inputRef }: PostcodeFieldProps) {
  const hint = options.length > 1 ? addressTexts.postCodeChoose(options) : addressTexts.postCodeHint;
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(all) => all}
      value={value || null}
      inputValue={value}
      onChange={(_e, v) => onChange(v ?? '')}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(v);
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error ?? hint}
          inputRef={inputRef}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric', autoComplete: 'off' } }}
        />
      )}
    />
  );
}
