import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import InsertChartIcon from '@mui/icons-material/InsertChartOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PhotoIcon from '@mui/icons-material/InsertPhotoOutlined';
import { Alert, Box, Button, Card, CardContent, Grid, Link, List, ListItem, Skeleton, Stack, Typography, type SvgIconProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import type { Dashboard as DashboardData } from '../../contract/dashboard';
import type { ImportHistoryEntry } from '../../contract/skuImport';
import { createdAt } from '../common/ServerList';
import { dashboardTexts as texts, skuImportTexts } from '../texts';
import { filteredList, loadDashboard, shopDay } from './calls';
import { EnquiryChart } from './EnquiryChart';

/** The screen each import kind is made on (its history is there). */
const importScreen: Record<ImportHistoryEntry['kind'], string> = {
  category: '/admin_product_category_sku',
  parents: '/admin_product_parents_sku',
  sku: '/admin_product_sku',
};

/** One figure's card: an icon and a heading (h2), then its content. */
function Tile({ title, icon: Icon, children }: { title: string; icon: ComponentType<SvgIconProps>; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Icon aria-hidden sx={{ color: 'primary.main' }} />
          <Typography id={id} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A figure that opens its list: large, a link. */
function Figure({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} variant="h6" sx={{ fontWeight: 700, display: 'inline-block' }}>
      {children}
    </Link>
  );
}

function Enquiries({ enquiries }: { enquiries: DashboardData['enquiries'] }) {
  return (
    <Tile title={texts.enquiries} icon={MarkEmailUnreadIcon}>
      <Figure to={filteredList('/admin_contact_form', { isContacted: false })}>{enquiries.waiting ? texts.enquiriesCount(enquiries.waiting) : texts.noEnquiry}</Figure>
      {enquiries.latest.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {texts.latest}
          </Typography>
          <List dense disablePadding>
            {enquiries.latest.map((e) => {
              const name = `${e.firstName} ${e.lastName}`;
              const when = createdAt(e.createAt);
              return (
                <ListItem key={e._id} disableGutters sx={{ display: 'block', py: 0.75, borderTop: 1, borderColor: 'divider' }}>
                  <Link component={RouterLink} to={filteredList('/admin_contact_form', { id: e._id })} aria-label={texts.openEnquiry(name, when)} sx={{ fontWeight: 600 }}>
                    {name}
                  </Link>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                    {when}
                  </Typography>
                  {/* Two lines at most, wrapped (never wider than a phone). */}
                  <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
                    {e.detail}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Tile>
  );
}

function LastImport({ entry }: { entry: ImportHistoryEntry | null }) {
  if (!entry) return <Typography sx={{ color: 'text.secondary' }}>{texts.noImport}</Typography>;
  const ok = entry.outcome === 'imported';
  return (
    <>
      <Link component={RouterLink} to={importScreen[entry.kind]} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {texts.importOf(skuImportTexts.kindNames[entry.kind], entry.fileName)}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {createdAt(entry.createAt)} · {entry.adminEmail}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: ok ? 'success.dark' : 'error.dark', mt: 0.5 }}>{skuImportTexts.outcomes[entry.outcome]}</Typography>
      <Typography variant="body2">
        {ok
          ? skuImportTexts.counts(entry)
          : entry.outcome === 'refused'
            ? skuImportTexts.errorsTitle(entry.errorCount)
            : entry.message}
      </Typography>
    </>
  );
}

function Figures({ d }: { d: DashboardData }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Enquiries enquiries={d.enquiries} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Tile title={texts.perWeek} icon={InsertChartIcon}>
          <EnquiryChart weeks={d.enquiries.weeks} />
          <Link component={RouterLink} to="/admin_contact_form" variant="body2">
            {texts.allEnquiries}
          </Link>
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Tile title={texts.members} icon={GroupAddIcon}>
          <Figure to={filteredList('/admin_member', { since: d.members.since })}>{texts.membersCount(d.members.newThisWeek)}</Figure>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.membersSince(shopDay(d.members.since))}
          </Typography>
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Tile title={texts.photos} icon={PhotoIcon}>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Figure to={filteredList('/admin_product_sku', { waitingPhoto: true })}>{texts.skusWaiting(d.photos.skus)}</Figure>
            <Figure to={filteredList('/admin_product_parents_sku', { waitingPhoto: true })}>{texts.parentsWaiting(d.photos.parents)}</Figure>
          </Stack>
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Tile title={texts.lastImport} icon={CloudUploadIcon}>
          <LastImport entry={d.lastImport} />
        </Tile>
      </Grid>
    </Grid>
  );
}

/** What the cards look like while the figures load: their frames, greyed. */
function Loading() {
  return (
    <Grid container spacing={2} aria-busy="true">
      <Typography role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {texts.loading}
      </Typography>
      {[6, 6, 4, 4, 4].map((md, i) => (
        <Grid key={i} size={{ xs: 12, md }}>
          <Skeleton variant="rounded" height={md === 6 ? 220 : 120} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The admin home's figures (issue 17 §2): what waits for the shop, each opening its list already
 * filtered — unanswered enquiries and the newest five, enquiries per week, this week's new members,
 * rows waiting for a photo, the last import.
 */
export function Dashboard({ load = loadDashboard }: { load?: () => Promise<DashboardData> }) {
  // No silent retries: a failure shows at once, with Try again.
  const figures = useQuery({ queryKey: ['dashboard'], queryFn: load, retry: false });
  return (
    <Box component="section" aria-labelledby="dashboard-title">
      <Typography id="dashboard-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
        {texts.title}
      </Typography>
      {figures.data ? (
        <Figures d={figures.data} />
      ) : figures.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void figures.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {texts.failed}
          {figures.error instanceof Error && figures.error.message ? ` (${figures.error.message})` : ''}
        </Alert>
      ) : (
        <Loading />
      )}
    </Box>
  );
}
