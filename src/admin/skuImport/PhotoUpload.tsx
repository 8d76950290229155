import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useRefresh } from 'react-admin';
import type { PhotoResult } from '../../contract/skuImport';
import type { SkuImportCalls } from './calls';
import { skuImportTexts as texts } from '../texts';

interface Run {
  total: number;
  /** Files answered so far. */
  done: number;
  /** Upload progress of the file being sent. */
  percent: number;
  results: PhotoResult[];
  failed: Array<{ fileName: string; reason: string }>;
  running: boolean;
}

/**
 * 'Upload photos' (issue 9 §4): many image files at once, sent one after another to the photo call
 * (one file a call, so each answers which SKU or parent SKU it now shows), with overall progress; then
 * how many were attached, which matched no code, and which the server refused. The list reloads to
 * show the new thumbnails.
 */
export function PhotoUpload({ calls }: { calls: SkuImportCalls }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const [run, setRun] = useState<Run | null>(null);

  const upload = async (files: File[]) => {
    if (!files.length) return;
    let state: Run = { total: files.length, done: 0, percent: 0, results: [], failed: [], running: true };
    setRun(state);
    for (const file of files) {
      try {
        const result = await calls.uploadPhoto(file, (percent) => setRun((r) => (r ? { ...r, percent } : r)));
        state = { ...state, results: [...state.results, result] };
      } catch (err) {
        state = { ...state, failed: [...state.failed, { fileName: file.name, reason: (err as Error).message }] };
      }
      state = { ...state, done: state.done + 1, percent: 0 };
      setRun(state);
    }
    setRun({ ...state, running: false });
    if (state.results.length) refresh();
  };

  const matched = run?.results.filter((r) => r.skus.length + r.parents.length > 0) ?? [];
  const unmatched = run?.results.filter((r) => r.skus.length + r.parents.length === 0) ?? [];
  const overall = run ? Math.round(((run.done + run.percent / 100) / run.total) * 100) : 0;

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2 }}>
      <Typography id={`${id}-title`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
        {texts.photosTitle}
      </Typography>
      <Typography variant="body2" id={`${id}-hint`} sx={{ color: 'text.secondary', mb: 1 }}>
        {texts.photosHint}
      </Typography>
      <input
        ref={input}
        hidden
        type="file"
        multiple
        accept="image/*"
        aria-label={texts.uploadPhotos}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void upload(files);
        }}
      />
      <Button variant="outlined" startIcon={<PhotoIcon />} disabled={run?.running} aria-describedby={`${id}-hint`} onClick={() => input.current?.click()}>
        {texts.uploadPhotos}
      </Button>
      {run?.running && (
        <Box role="status" sx={{ mt: 1.5 }}>
          <Typography variant="body2">{texts.photosProgress(run.done, run.total)}</Typography>
          <LinearProgress variant="determinate" value={overall} aria-label={texts.photosProgress(run.done, run.total)} sx={{ mt: 0.5 }} />
        </Box>
      )}
      {run && !run.running && (
        <Alert severity={matched.length === run.total ? 'success' : 'warning'} sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{texts.photosDone(matched.length, run.total)}</Typography>
          <FileList title={texts.photosUnmatched} items={unmatched.map((r) => r.fileName)} />
          <FileList title={texts.photosFailed} items={run.failed.map((f) => `${f.fileName}: ${f.reason}`)} />
        </Alert>
      )}
    </Box>
  );
}

function FileList({ title, items }: { title: string; items: string[] }) {
  const id = useId();
  if (!items.length) return null;
  return (
    <Stack sx={{ mt: 1 }}>
      <Typography variant="body2" id={id}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </Box>
    </Stack>
  );
}
