import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ActivityEntry } from '../../contract/activity';
import { activityTexts } from '../texts';

/** A log key's text (`edit` → Edited), or the key itself when the texts do not name it. */
export const label = (names: Readonly<Record<string, string>>, key: string) => names[key] ?? key;
const shown = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A note's value in words: a recovered entry and a revert say what they are, a flag reads Yes or No, files by name. */
function noteValue(key: string, v: unknown) {
  if (key === 'recovered' && v === true) return activityTexts.recovered;
  if (key === 'revertOf' && (typeof v === 'string' || typeof v === 'number')) return activityTexts.revertOfEntry(String(v));
  if (key === 'files' && Array.isArray(v)) return v.map((f: { name?: string }) => f.name).join(', ');
  if (typeof v === 'boolean') return v ? activityTexts.yes : activityTexts.no;
  return shown(v);
}

/** One entry's fields before and after (only the changed ones for an edit), and what else it noted. */
export function Changes({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const note = Object.entries(entry.note ?? {});
  if (!fields.length && !note.length) return <>—</>;
  const id = `activity-changes-${entry._id}`;
  return (
    <Box>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? activityTexts.hide : activityTexts.show}
      </Button>
      {open && (
        <Box id={id} sx={{ overflowX: 'auto', maxWidth: { xs: '80vw', sm: 560 } }}>
          {fields.length > 0 && (
            <Table size="small" aria-label={activityTexts.changes}>
              <TableHead>
                <TableRow>
                  <TableCell>{activityTexts.field}</TableCell>
                  {entry.before && <TableCell>{activityTexts.before}</TableCell>}
                  {entry.after && <TableCell>{activityTexts.after}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((f) => (
                  <TableRow key={f}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{f}</TableCell>
                    {entry.before && <TableCell sx={{ wordBreak: 'break-word' }}>{shown(entry.before[f])}</TableCell>}
                    {entry.after && <TableCell sx={{ wordBreak: 'break-word' }}>{shown(entry.after[f])}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {note.length > 0 && (
            <Table size="small" aria-label={activityTexts.details}>
              <TableBody>
                {note.map(([k, v]) => (
                  <TableRow key={k}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{label(activityTexts.notes, k)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{noteValue(k, v)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  );
}

