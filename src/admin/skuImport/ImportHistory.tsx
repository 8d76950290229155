import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ImportHistoryEntry, ImportKind } from '../../contract/skuImport';
import type { SkuImportCalls } from './calls';
import { skuImportTexts as texts } from '../texts';
import { RowsTable, type Column } from '../common/AdminTable';
import { createdAt } from '../common/ServerList';
import { count } from '../common/dates';

type HistoryRow = ImportHistoryEntry & { id: string };


// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<HistoryRow>[] => [
  { label: texts.when, render: (h) => createdAt(h.createAt) },
  { label: texts.by, render: (h) => h.adminEmail },
  { label: texts.file, render: (h) => <Box component="span" sx={{ overflowWrap: 'break-word' }}>{h.fileName}</Box> },
  {
    label: texts.outcome,
    render: (h) => (
      <>
        <Box component="span" sx={{ fontWeight: 600, color: h.outcome === 'imported' ? 'success.dark' : 'error.dark' }}>
          {texts.outcomes[h.outcome]}
        </Box>
        {h.outcome === 'failed' && h.message && (
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {h.message}
          </Typography>
        )}
      </>
    ),
  },
  { label: texts.rows, render: (h) => count(h.rows) },
  { label: texts.created, render: (h) => count(h.created) },
  { label: texts.updated, render: (h) => count(h.updated) },
  { label: texts.unchanged, render: (h) => count(h.unchanged) },
  { label: texts.problems, render: (h) => count(h.errorCount) },
];

export const historyKey = (kind: ImportKind) => ['skuImport', 'history', kind] as const;

/**
 * The imports of one kind, newest first (who, when, which file, the counts, the outcome): a
 * disclosure (MUI wraps its summary in an h3) whose summary names the last one, so the list below the
 * panel stays in view.
 */
export function ImportHistory({ kind, calls }: { kind: ImportKind; calls: SkuImportCalls }) {
  const id = useId();
  const history = useQuery({ queryKey: historyKey(kind), queryFn: () => calls.history(kind) });
  const rows: HistoryRow[] | undefined = history.data?.map((h) => ({ ...h, id: h._id }));
  const last = history.data?.[0];
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-history`} id={`${id}-summary`}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {texts.historyTitle}
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {last ? texts.lastImport(texts.outcomes[last.outcome], createdAt(last.createAt), last.fileName) : history.isPending ? '' : texts.noHistory}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-history`}>
        {/* Nothing to list: the words alone (an empty nine-column table would only scroll sideways on a phone). */}
        {history.isPending || rows?.length ? (
          <RowsTable columns={columns()} caption={texts.historyCaption} rows={rows} pending={history.isPending} />
        ) : (
          <Typography variant="body2">{texts.noHistory}</Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
