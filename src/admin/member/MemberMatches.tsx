import { Box, List, ListItem, ListItemText, Paper, Popper } from '@mui/material';
import { useEffect, useState } from 'react';
import { TextInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { MemberRecord } from './calls';
import { memberTexts } from '../texts';

/** Characters typed before the pop-up looks for matches. */
const MIN_CHARS = 3;

/**
 * An email or mobile input that shows, as you type, a pop-up of the members already saved whose
 * email or mobile contains the text (mobile, name, email), so nobody is added twice.
 */
export function MemberMatchInput({ source, label, type, exceptId }: { source: 'email' | 'mobile'; label: string; type: string; exceptId?: string }) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [focused, setFocused] = useState(false);
  const value = String(useWatch({ name: source }) ?? '').trim();
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setTyped(value), 250);
    return () => clearTimeout(t);
  }, [value]);
  const enabled = typed.length >= MIN_CHARS;
  const { data } = useGetList<MemberRecord>('admin_member', { filter: { [source]: typed }, pagination: { page: 1, perPage: 10 } }, { enabled });
  const matches = enabled ? (data ?? []).filter((m) => m._id !== exceptId) : [];
  const listId = `${source}-member-matches`;
  return (
    <Box ref={setAnchor} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <TextInput source={source} label={label} type={type} fullWidth slotProps={{ htmlInput: { 'aria-describedby': matches.length ? listId : undefined, autoComplete: 'off' } }} />
      <Popper open={focused && matches.length > 0} anchorEl={anchor} placement="bottom-start" disablePortal sx={{ zIndex: 2, width: anchor?.offsetWidth }}>
        <Paper elevation={8}>
          <List dense id={listId} aria-label={memberTexts.matches} sx={{ maxHeight: 240, overflow: 'auto' }}>
            {matches.map((m) => (
              <ListItem key={m.id}>
                <ListItemText primary={m.mobile || '—'} secondary={[m.fullName, m.email, m.source && memberTexts.sources[m.source]].filter(Boolean).join(' · ')} />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Popper>
    </Box>
  );
}
