import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useSaveContext } from 'react-admin';
import { useFormContext, useFormState, type FieldValues, type UseFormProps } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { messages } from '../../messages';
import { DiscardConfirm } from './DiscardConfirm';
import { activityTexts, kitTexts } from '../texts';
import { isStaleAnswer, StaleAlert, StaleReloaded } from './StaleAlert';
import { useLater } from './useLater';

/** spec.md §4: dialogs close about 300 ms after a successful save. */
export const DIALOG_CLOSE_DELAY_MS = 300;

export interface RecordDialogProps {
  title: string;
  /** Fields that must hold a value: missing ones give spec.md's 'No Values' in the dialog and the alert 'No Value'. */
  required: string[];
  /** The spec's failure text for this dialog (or one chosen from the error); the server's reason is shown beneath it. */
  failure: string | ((error: unknown) => string);
  /** Shown in the success notification. */
  saved?: string;
  defaultValues?: Record<string, unknown>;
  /** react-hook-form's reset options, e.g. keep what was typed before the record arrived. */
  resetOptions?: UseFormProps['resetOptions'];
  children: ReactNode;
}

/**
 * Keeps `dirtyRef` telling whether the form holds anything typed: some field differs from its loaded
 * value (react-hook-form's dirtyFields; its form-wide isDirty turns true when react-admin's inputs
 * register, before anything is typed).
 */
function DirtyWatch({ dirtyRef }: { dirtyRef: RefObject<boolean> }) {
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirtyRef, dirty]);
  return null;
}

/** Escape pressed in a select (a combobox: multi-selects, searchable selects) closes its list, never the dialog. */
const inSelect = (event: object) => {
  const target = (event as { target?: unknown }).target;
  return target instanceof Element && target.closest('[role="combobox"]') !== null;
};

/**
 * Edits keep what was typed whenever the record under the form is replaced (the server's copy arriving
 * after the list's row, or a reload after a refused save): one object, as the form resets when it changes.
 */
const KEEP_TYPED: UseFormProps['resetOptions'] = { keepDirtyValues: true };

/**
 * Someone saved the record after this dialog loaded it (issue 20 §1.4): the server's text says who
 * and when; Reload fetches the saved version into the fields the admin has not touched, keeping what
 * they typed in the others (and so the version the next save is based on).
 */
function StaleNotice({ message, onReloaded }: { message: string; onReloaded: () => void }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const { reset } = useFormContext();
  const reload = async () => {
    if (!record || !resource) return;
    const { data } = await dataProvider.getOne(resource, { id: record.id });
    reset(data, KEEP_TYPED);
    refresh();
    onReloaded();
  };
  return <StaleAlert message={message} reload={reload} />;
}

/** An edit's History tab (issue 20 §2), loaded when first opened. */
const RecordHistory = lazy(() => import('./RecordHistory'));

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);

/**
 * The body of every create/edit dialog: react-admin's Form around the resource's inputs, the spec's
 * required-field rule, the failure text with the server's reason, Save/Cancel, a notification and
 * the 300 ms close after success. Runs inside CreateBase or EditBase, whose save it calls.
 * Nothing typed is lost by a slip (issue 17 §5): Escape in a select only closes the select, and
 * Escape, a click beside the dialog or Cancel ask 'Discard changes?' while the form holds changes.
 */
export function RecordDialog({ open, onClose, title, required, failure, saved = kitTexts.saved, defaultValues, resetOptions, children }: RecordDialogProps & { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { save, saving } = useSaveContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const later = useLater();
  const [error, setError] = useState<{ text: string; reason?: string } | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  // An edit (a record under the form) has a History tab beside its fields; a create has none.
  const editing = useRecordContext()?.id !== undefined;
  const [tab, setTab] = useState<'fields' | 'history'>('fields');
  const tabsId = useId();

  const requestClose = () => {
    if (saving) return;
    if (dirty.current) setAsking(true);
    else onClose();
  };

  const submit = async (values: FieldValues) => {
    const blank = required.filter((source) => isBlank(values[source]));
    if (blank.length) {
      setError({ text: messages.noValues });
      window.alert(messages.noValue);
      // Returned errors mark the fields in the same submit (react-admin's Form hands them to setError).
      return Object.fromEntries(blank.map((source) => [source, messages.noValue]));
    }
    setError(null);
    setStale(null);
    setReloaded(false);
    // An edit's values carry the record's `version` (react-admin's form starts from the record); the
    // resource's calls send it, and a save based on a replaced version comes back as a stale 409.
    await save?.(values, {
      onSuccess: () => {
        notify(saved, { type: 'success' });
        refresh();
        later(onClose, DIALOG_CLOSE_DELAY_MS);
      },
      onError: (err: unknown) => {
        if (isStaleAnswer(err)) {
          setStale(err.message);
          return;
        }
        setError({ text: typeof failure === 'function' ? failure(err) : failure, reason: err instanceof ApiError || err instanceof Error ? err.message : undefined });
      },
    });
  };

  return (
    <Dialog open={open} onClose={(event, reason) => (reason === 'escapeKeyDown' && inSelect(event) ? undefined : requestClose())} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form onSubmit={submit} defaultValues={defaultValues} resetOptions={resetOptions ?? KEEP_TYPED} noValidate>
        <DirtyWatch dirtyRef={dirty} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {editing && (
          <Tabs value={tab} onChange={(_, v: 'fields' | 'history') => setTab(v)} sx={{ px: 3 }}>
            <Tab value="fields" label={activityTexts.detailsTab} id={`${tabsId}-fields`} aria-controls={`${tabsId}-fields-panel`} />
            <Tab value="history" label={activityTexts.historyTab} id={`${tabsId}-history`} aria-controls={`${tabsId}-history-panel`} />
          </Tabs>
        )}
        <DialogContent>
          {tab === 'history' && (
            <div role="tabpanel" id={`${tabsId}-history-panel`} aria-labelledby={`${tabsId}-history`}>
              <Suspense fallback={<CircularProgress size={24} />}>
                <RecordHistory />
              </Suspense>
            </div>
          )}
          {/* The fields stay mounted behind the History tab, so nothing typed is lost. */}
          <Stack
            spacing={1}
            sx={{ pt: 1, display: tab === 'fields' ? undefined : 'none' }}
            {...(editing ? { role: 'tabpanel', id: `${tabsId}-fields-panel`, 'aria-labelledby': `${tabsId}-fields` } : {})}
          >
            {children}
            {stale && (
              <StaleNotice
                message={stale}
                onReloaded={() => {
                  setStale(null);
                  setReloaded(true);
                }}
              />
            )}
            {reloaded && <StaleReloaded />}
            {error && (
              <Alert severity="error" role="alert">
                {error.text}
                {error.reason && <div>{error.reason}</div>}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={saving}>
            {kitTexts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {kitTexts.save}
          </Button>
        </DialogActions>
      </Form>
      <DiscardConfirm
        open={asking}
        dialog={title}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
        onKeep={() => setAsking(false)}
      />
    </Dialog>
  );
}
