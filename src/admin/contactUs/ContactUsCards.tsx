import { Box, Card, CardActions, CardContent, CardHeader, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { ContactUsRecord } from './calls';
import { messages } from '../../messages';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { Thumb } from '../common/Thumb';
import { ContactUsInputs } from './ContactUsInputs';
import { contactUsLabels as L, contactUsTexts } from './texts';

/** A link when the value is an http(s) address (the server allows nothing else), else nothing. */
function Href({ href }: { href: string }) {
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {href}
    </Link>
  );
}

/** A shop: its name, and its link beneath. */
const shop = (name: string, href: string): ReactNode =>
  (name || href) && (
    <>
      {name && <div>{name}</div>}
      <Href href={href} />
    </>
  );

function ContactCard({ record }: { record: ContactUsRecord }) {
  const rows: Array<[string, ReactNode]> = [
    [L.address, record.address],
    [L.location, <Href key="l" href={record.location} />],
    [L.telephone, record.telephone],
    [L.email, record.email],
    [L.webSite, <Href key="w" href={record.webSite} />],
    ['Facebook', shop(record.facebookPageName, record.facebookPageLink)],
    ['Line Official', shop(record.lineId, record.lineLink)],
    ['Lazada', shop(record.lazadaShopName, record.lazadaShopLink)],
    ['Shopee', shop(record.shopeeShopName, record.shopeeShopLink)],
    ['TikTok', shop(record.tiktokShopName, record.tiktokShopLink)],
  ];
  return (
    <Card component="li" variant="outlined" aria-label={record.company}>
      <CardHeader
        avatar={record.url ? <Thumb path={record.url} alt={contactUsTexts.logoOf(record.company)} size={72} /> : undefined}
        title={
          <Typography component="h2" variant="h6">
            {record.company}
          </Typography>
        }
      />
      <CardContent
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(6.5rem, auto) 1fr', columnGap: 2, rowGap: 0.75, m: 0, pt: 0, overflowWrap: 'anywhere' }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <EditDialog record={record} name={record.company} title={contactUsTexts.edit(record.company)} required={['company']} failure={contactUsTexts.saveError}>
          <ContactUsInputs />
        </EditDialog>
        <DeleteRowButton
          record={record}
          name={record.company}
          confirm={messages.confirmDeleteData}
          yes={contactUsTexts.delete}
          no={contactUsTexts.cancel}
          failure={() => messages.deleteError}
        />
      </CardActions>
    </Card>
  );
}

/** One card per company record on every screen size (a record has too many fields for a table row). */
export function ContactUsCards() {
  const { data, isPending, error } = useListContext<ContactUsRecord>();
  if (isPending) return <Skeleton variant="rounded" height={320} />;
  if (error || !data?.length)
    return (
      <Typography role="status" sx={{ p: 3, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 1 }}>
        {messages.noData}
      </Typography>
    );
  return (
    <Stack component="ul" aria-label={contactUsTexts.caption} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((r) => (
        <ContactCard key={r.id} record={r} />
      ))}
    </Stack>
  );
}
