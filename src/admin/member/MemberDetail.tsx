import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useGetOne, useResourceContext } from 'react-admin';
import type { MemberRecord } from './calls';
import { messages } from '../../messages';
import { kitTexts, memberTexts } from '../texts';
import { dateTime } from '../common/dates';


/** A place as the selects show it: its id and Thai name. */
const place = (id: string, name?: string) => [id, name].filter(Boolean).join(' ');

function Fields({ m }: { m: MemberRecord }) {
  const rows: Array<[string, string]> = [
    [memberTexts.firstName, m.firstName],
    [memberTexts.lastName, m.lastName],
    [messages.bussiness, m.bussiness],
    [memberTexts.email, m.email],
    [memberTexts.mobile, m.mobile],
    [memberTexts.address, m.address],
    [memberTexts.country, place(m.country, m.places?.country)],
    [memberTexts.province, place(m.province, m.places?.province)],
    [memberTexts.city, place(m.city, m.places?.city)],
    [memberTexts.district, place(m.district, m.places?.district)],
    [memberTexts.postCode, m.postCode],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0, overflowWrap: 'anywhere' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {messages.isVerified}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Checkbox size="small" checked={m.isVerified} disabled slotProps={{ input: { 'aria-label': messages.isVerified } }} sx={{ p: 0 }} />
      </Box>
    </Box>
  );
}

function Section({ title, children, empty }: { title: string; children: ReactNode[]; empty: boolean }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {empty ? <Typography variant="body2">{memberTexts.none}</Typography> : <List dense>{children}</List>}
    </Box>
  );
}

/** The member's record, their enquiries and their contact-list entries (found by mobile), in a dialog. */
function DetailBody({ record }: { record: MemberRecord }) {
  const resource = useResourceContext();
  const { data, isPending, error } = useGetOne<MemberRecord>(resource!, { id: record.id });
  if (isPending) return <Skeleton variant="rounded" height={200} />;
  if (error || !data) return <Alert severity="error">{error instanceof Error ? error.message : messages.noData}</Alert>;
  const forms = data.contactForms ?? [];
  const lists = data.contactLists ?? [];
  return (
    <>
      <Fields m={data} />
      <Section title={memberTexts.enquiries} empty={!forms.length}>
        {forms.map((f) => (
          <ListItem key={f._id} disableGutters>
            <ListItemText
              primary={f.detail}
              secondary={`${dateTime(f.createAt)} · ${f.mobile} · ${f.email} · ${messages.isContacted}: ${f.isContacted ? memberTexts.yes : memberTexts.no}`}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
            />
          </ListItem>
        ))}
      </Section>
      <Section title={memberTexts.contactLists} empty={!lists.length}>
        {lists.map((c) => (
          <ListItem key={c._id} disableGutters>
            <ListItemText primary={`${c.fullName} · ${c.mobile} · ${c.from}`} secondary={[c.email, c.lineId, c.detail].filter(Boolean).join(' · ')} />
          </ListItem>
        ))}
      </Section>
    </>
  );
}

/** A row's Detail button and dialog. */
export function MemberDetail({ record }: { record: MemberRecord }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <IconButton aria-label={`${memberTexts.detail} ${record.fullName}`} title={`${memberTexts.detail} ${record.fullName}`} onClick={() => setOpen(true)}>
        <InfoIcon />
      </IconButton>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
          <DialogTitle id={titleId}>{memberTexts.detailOf(record.fullName)}</DialogTitle>
          <DialogContent>
            <DetailBody record={record} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{kitTexts.close}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
