import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ContactUs } from '../../contract/contactUs';
import { visuallyHidden } from '../a11y';
import { httpUrl, newTab } from '../externalLink';
import { pageTexts } from '../pageTexts';
import { StoreImage } from '../StoreImage';
import { storeTexts } from '../texts';

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} {...newTab} color="secondary.dark" sx={{ overflowWrap: 'anywhere' }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {storeTexts.opensInNewTab}
      </Box>
    </Link>
  );
}

/** A shop row: the shop's name (or the address itself) linking to it, when the link is a real address. */
function shop(name: string | undefined, href: string | undefined): ReactNode {
  const url = httpUrl(href);
  return url ? <External href={url}>{name?.trim() || url}</External> : null;
}

/** A maps link for the address: the record's own location link, else a search for the address. */
function mapsUrl(company: ContactUs): string {
  return httpUrl(company.location) ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(company.address)}`;
}

/** One company's contact details as a two-column table (spec.md §2 Contact page). */
export function CompanyTable({ company, headingId }: { company: ContactUs; headingId: string }) {
  const phone = company.telephone?.trim();
  const email = company.email?.trim();
  const rows: Array<[string, ReactNode]> = [
    [pageTexts.company, company.company],
    [
      pageTexts.address,
      company.address && (
        <>
          {company.address}
          <br />
          <External href={mapsUrl(company)}>{pageTexts.openMap}</External>
        </>
      ),
    ],
    [pageTexts.telephone, phone && <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="secondary.dark">{phone}</Link>],
    [pageTexts.email, email && <Link href={`mailto:${email}`} color="secondary.dark">{email}</Link>],
    [pageTexts.website, shop(company.webSite?.replace(/^https?:\/\//, '').replace(/\/$/, ''), company.webSite)],
    [pageTexts.facebook, shop(company.facebook?.facebookPageName, company.facebook?.facebookPageLink)],
    [pageTexts.lineOfficial, shop(company.lineOfficial?.lineId, company.lineOfficial?.lineLink)],
    [pageTexts.lazada, shop(company.lazada?.lazadaShopName, company.lazada?.lazadaShopLink)],
    [pageTexts.shopee, shop(company.shopee?.shopeeShopName, company.shopee?.shopeeShopLink)],
    [pageTexts.tiktok, shop(company.tiktok?.tiktokShopName, company.tiktok?.tiktokShopLink)],
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 1, p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        {company.url && <StoreImage path={company.url} alt="" width={64} height={64} sizes="64px" eager style={{ width: 64, borderRadius: 8, objectFit: 'contain' }} />}
        <Typography id={headingId} component="h2" variant="h2">
          {company.company}
        </Typography>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', verticalAlign: 'top', py: 1.25, borderBottom: 1, borderColor: 'divider' }, '& th': { pr: 2, width: { xs: '38%', sm: 180 }, fontWeight: 600, color: 'text.secondary' } }}>
        <tbody>
          {rows
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
        </tbody>
      </Box>
    </Box>
  );
}
