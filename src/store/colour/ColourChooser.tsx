import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { colourApi, type ColourHit } from '../../contract/colour';
import { CardSkeletons } from '../Skeletons';
import { useResult } from '../useApi';
import { ColourHits } from './ClosestColours';
import { colourTexts } from './colourTexts';

/** Colours listed for a colour chosen. */
const NEAREST = 12;
/** The photo is drawn at most this wide or tall (enough to aim at a thread, small enough for a phone). */
const CANVAS_MAX = 1024;
/** Pixels each side of the point averaged (a thread's speck or the noise of a phone camera weighs little). */
const RADIUS = 3;
/** A keyboard step, as a share of the photo (Shift: a larger step). */
const STEP = 0.02;
const BIG_STEP = 0.1;
const START = '8A9BB0';

const hexOf = (r: number, g: number, b: number) => [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('').toUpperCase();
const HEX = /^[0-9A-F]{6}$/;

/** The photo the visitor opened, drawn on a canvas (never uploaded), with the point chosen marked. */
function PhotoPicker({ photo, onPick }: { photo: ImageBitmap; onPick: (hex: string) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const hintId = useId();
  const [at, setAt] = useState({ x: 0.5, y: 0.5 });
  const scale = Math.min(1, CANVAS_MAX / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));

  /** Draws the photo (and the mark), answering the average colour around the point. */
  const draw = (point: { x: number; y: number } | null) => {
    const ctx = canvas.current?.getContext('2d', { willReadFrequently: true });
    if (!ctx) return undefined;
    ctx.drawImage(photo, 0, 0, width, height);
    let picked: string | undefined;
    if (point) {
      const cx = Math.round(point.x * (width - 1));
      const cy = Math.round(point.y * (height - 1));
      const x0 = Math.max(0, cx - RADIUS);
      const y0 = Math.max(0, cy - RADIUS);
      const w = Math.min(width, cx + RADIUS + 1) - x0;
      const h = Math.min(height, cy + RADIUS + 1) - y0;
      const px = ctx.getImageData(x0, y0, w, h).data;
      const sum = [0, 0, 0];
      for (let i = 0; i < px.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += px[i + c];
      const n = px.length / 4;
      picked = hexOf(sum[0] / n, sum[1] / n, sum[2] / n);
      const r = Math.max(10, Math.round(Math.min(width, height) / 40));
      ctx.lineWidth = Math.max(2, r / 4);
      for (const [colour, grow] of [['#ffffff', 0], ['#000000', ctx.lineWidth]] as const) {
        ctx.strokeStyle = colour;
        ctx.beginPath();
        ctx.arc(cx, cy, r + grow, 0, 2 * Math.PI);
        ctx.stroke();
      }
    }
    return picked;
  };

  useEffect(() => {
    draw(null);
    // Drawn once per photo; later draws follow the visitor's picks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo]);

  const pick = (point: { x: number; y: number }) => {
    setAt(point);
    const hex = draw(point);
    if (hex) onPick(hex);
  };
  const onClick = (e: MouseEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    pick({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const move: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (move[e.key]) {
      e.preventDefault();
      pick({ x: Math.min(1, Math.max(0, at.x + move[e.key][0])), y: Math.min(1, Math.max(0, at.y + move[e.key][1])) });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick(at);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {colourTexts.photoHint}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={width}
        height={height}
        role="button"
        tabIndex={0}
        aria-label={colourTexts.photoLabel}
        aria-describedby={hintId}
        onClick={onClick}
        onKeyDown={onKeyDown}
        sx={{ display: 'block', width: '100%', maxWidth: 480, height: 'auto', borderRadius: 1, cursor: 'crosshair', touchAction: 'manipulation', '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 } }}
      />
    </Box>
  );
}

/**
 * "Shop by colour" (issue 18 §3) on /search: a colour input, or a point tapped on a photo the visitor
 * opens from their phone (drawn in the browser, never uploaded); the colours nearest it by CIEDE2000.
 * The colour chosen is kept in the URL (`?hex=RRGGBB`), so Back and a shared link keep it.
 */
export default function ColourChooser() {
  const [params, setParams] = useSearchParams();
  const given = (params.get('hex') ?? '').toUpperCase();
  const hex = HEX.test(given) ? given : null;
  const [photo, setPhoto] = useState<ImageBitmap | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const { data, error } = useResult<ColourHit[]>(hex ? colourApi.nearest : null, { query: { hex: hex ?? '', limit: String(NEAREST) } }, { keepPreviousData: true });
  // The colour the colours shown were found for: while a new colour's answer loads, the previous list
  // stays, and the status must not announce it as the new colour's.
  const [answered, setAnswered] = useState<{ data?: ColourHit[]; hex: string | null }>({ hex: null });
  if (data !== answered.data) setAnswered({ data, hex });
  const current = data !== undefined && answered.hex === hex;
  // The input's own value: a colour picker sends input and change events before the URL has moved on,
  // and must not be set back to the URL's colour in between. Follows the URL when it changes (Back).
  const [value, setValue] = useState(`#${(hex ?? START).toLowerCase()}`);
  const [urlHex, setUrlHex] = useState(hex);
  if (urlHex !== hex) {
    setUrlHex(hex);
    if (hex) setValue(`#${hex.toLowerCase()}`);
  }

  const choose = (next: string) => {
    setValue(next.toLowerCase());
    const p = new URLSearchParams(params);
    p.set('hex', next.replace('#', '').toUpperCase());
    setParams(p, { replace: true });
  };
  // A colour chosen on the server-drawn page before React took it over sent its change to no one: it is
  // taken up once React has (a slow phone hydrates this part a moment after the rest of the page).
  useEffect(() => {
    const typed = input.current?.value.toLowerCase();
    if (typed && typed !== value) choose(typed);
    // Once, as the part is drawn: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const open = async (f: File | undefined) => {
    if (!f) return;
    try {
      const bitmap = await createImageBitmap(f);
      setUnreadable(false);
      setPhoto(bitmap);
    } catch {
      setUnreadable(true);
      setPhoto(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} component="h2" variant="h2" sx={{ mb: 1 }}>
        {colourTexts.chooseTitle}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{colourTexts.chooseIntro}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          type="color"
          label={colourTexts.colourInput}
          value={value}
          inputRef={input}
          onChange={(e) => choose(e.target.value)}
          sx={{ width: 120 }}
          slotProps={{ htmlInput: { sx: { height: 40, p: 0.5, cursor: 'pointer' } }, inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => file.current?.click()}>
          {colourTexts.pickFromPhoto}
        </Button>
        <input ref={file} type="file" accept="image/*" capture="environment" hidden aria-hidden tabIndex={-1} onChange={(e) => void open(e.target.files?.[0])} />
      </Box>
      {unreadable && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {colourTexts.photoUnreadable}
        </Alert>
      )}
      {photo && <PhotoPicker photo={photo} onPick={choose} />}
      {hex && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" aria-hidden sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: `#${hex}`, border: 1, borderColor: 'divider' }} />
            {colourTexts.nearestTitle}
          </Typography>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
            {colourTexts.chosen(hex)}
            {data && current ? ` · ${colourTexts.nearestFound(data.length)}` : ''}
          </Typography>
          {error ? (
            <Alert severity="error">{colourTexts.failed}</Alert>
          ) : data ? (
            <ColourHits hits={data} />
          ) : (
            <Box component="ul" className="sv-cards" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' } }}>
              <CardSkeletons count={6} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
