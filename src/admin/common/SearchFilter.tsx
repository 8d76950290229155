import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';

/** A search box bound to the list's `q` filter, applied 300 ms after typing stops. */
export function SearchFilter({ label }: { label: string }) {
  const { filterValues, setFilters } = useListContext();
  const [value, setValue] = useState<string>((filterValues.q as string) ?? '');
  useEffect(() => {
    const t = setTimeout(() => {
      if ((filterValues.q ?? '') !== value) setFilters({ ...filterValues, q: value || undefined }, {});
    }, 300);
    return () => clearTimeout(t);
  }, [value, filterValues, setFilters]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      sx={{ mb: 2, maxWidth: 360 }}
      fullWidth
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
    />
  );
}
