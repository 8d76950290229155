import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, InputAdornment, Popover, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextInput, useInput } from 'react-admin';
import { useLocale } from '../../i18n/locale';
import { listFilterTexts } from '../texts';

/**
 * A back-office day filter (issue 19), one piece for every list's date range. The field's value is the
 * ISO day the API takes (YYYY-MM-DD) in either language. In English it is the browser's own date input,
 * as before; in Thai it reads and takes the day in the Buddhist era (25/11/2569), typed or picked from a
 * calendar with Thai month names (พฤศจิกายน 2569).
 */
export function DayInput({ source, label, sx }: { source: string; label: string; sx?: SxProps<Theme> }) {
  const locale = useLocale();
  if (locale === 'th') return <BuddhistDayInput source={source} label={label} sx={sx} />;
  // react-admin's DateInput passes a prop MUI 7 no longer takes: the browser's own date input instead.
  return <TextInput source={source} label={label} type="date" helperText={false} size="small" sx={sx} slotProps={{ inputLabel: { shrink: true } }} />;
}

/** The Buddhist era counts 543 years ahead of the Common Era. */
const BE = 543;
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m - 1, d));

type Day = { y: number; m: number; d: number };
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function fromIso(value: unknown): Day | null {
  const match = typeof value === 'string' ? ISO.exec(value) : null;
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) ? { y, m, d } : null;
}

/** 2026-11-25 → 25/11/2569. */
export const buddhistDay = (iso: unknown): string => {
  const day = fromIso(iso);
  return day ? `${pad(day.d)}/${pad(day.m)}/${day.y + BE}` : '';
};

/**
 * What a person typed → the ISO day, '' for nothing, null for no day: day, month and year split by
 * / . - or spaces (25/11/2569, 25-11-69), or eight digits (25112569); Thai digits too. A year past 2400
 * is Buddhist, two digits are 25xx (unless `shortYears` is false: while typing, 25/11/25 is on its way
 * to 2569); a Common Era year (2026) is taken as such.
 */
export function parseBuddhistDay(text: string, shortYears = true): string | null {
  const t = text.trim().replace(/[๐-๙]/g, (c) => String(c.charCodeAt(0) - 0x0e50));
  if (!t) return '';
  const parts = /^\d{8}$/.test(t) ? [t.slice(0, 2), t.slice(2, 4), t.slice(4)] : t.split(/\s*[/.\-\s]\s*/);
  if (parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p))) return null;
  const [d, m] = [Number(parts[0]), Number(parts[1])];
  let y = Number(parts[2]);
  if (parts[2]!.length === 2 && shortYears) y += 2500;
  else if (parts[2]!.length !== 4) return null;
  if (y > 2400) y -= BE;
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return isoDay(y, m, d);
}

/** Today as the shop's clock has it (Bangkok). */
function today(): Day {
  return fromIso(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()))!;
}

const THAI = 'th-TH-u-ca-buddhist';
const monthName = new Intl.DateTimeFormat(THAI, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat(THAI, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayName = new Intl.DateTimeFormat(THAI, { weekday: 'narrow', timeZone: 'UTC' });
/** Sunday first, as Thai calendars are printed. 2023-01-01 was a Sunday. */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => weekdayName.format(utc(2023, 1, 1 + i)));

function BuddhistDayInput({ source, label, sx }: { source: string; label: string; sx?: SxProps<Theme> }) {
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => buddhistDay(value));
  const [invalid, setInvalid] = useState(false);
  /** The field the calendar opens under, while it is open. */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // The filter changed from outside (the URL, a reset): show it, unless it is what the text already says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseBuddhistDay(text) !== value) {
      setText(buddhistDay(value));
      setInvalid(false);
    }
  }

  const onType = (next: string) => {
    setText(next);
    const iso = parseBuddhistDay(next, false);
    if (iso !== null) {
      setInvalid(false);
      if (iso !== value) field.onChange(iso);
    }
  };
  const choose = (iso: string) => {
    setText(buddhistDay(iso));
    setInvalid(false);
    field.onChange(iso);
    setAnchor(null);
  };

  return (
    <>
      <TextField
        id={id}
        name={field.name}
        label={label}
        value={text}
        onChange={(e) => onType(e.target.value)}
        onBlur={() => {
          const iso = parseBuddhistDay(text);
          setInvalid(iso === null);
          if (iso !== null) {
            // 1/12/69 reads back as 01/12/2569.
            setText(buddhistDay(iso));
            if (iso !== value) field.onChange(iso);
          }
          field.onBlur();
        }}
        placeholder={listFilterTexts.dayPattern}
        error={invalid}
        helperText={invalid ? listFilterTexts.notADay : undefined}
        size="small"
        sx={sx}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: 'off', 'aria-invalid': invalid },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton edge="end" size="small" aria-label={listFilterTexts.openCalendar(label)} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget.closest<HTMLElement>('.MuiFormControl-root'))}>
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        {anchor && <Calendar selected={fromIso(value)} onChoose={choose} onClear={() => choose('')} />}
      </Popover>
    </>
  );
}

/** A month of days to pick from: arrows move a day or a week, Page Up/Down a month. */
function Calendar({ selected, onChoose, onClear }: { selected: Day | null; onChoose: (iso: string) => void; onClear: () => void }) {
  const now = today();
  const [focus, setFocus] = useState<Day>(selected ?? now);
  const grid = useRef<HTMLDivElement>(null);
  /** The focus follows the focused day: on opening (the chosen day, else today) and as keys move it, not on a month button's click. */
  const moved = useRef(true);
  const { y, m } = focus;

  useEffect(() => {
    if (moved.current) grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focus]);

  const go = (by: { days?: number; months?: number }, keyboard = true) => {
    moved.current = keyboard;
    if (by.months) {
      const first = utc(y, m + by.months);
      const [ny, nm] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
      setFocus({ y: ny, m: nm, d: Math.min(focus.d, daysIn(ny, nm)) });
    } else {
      const next = utc(y, m, focus.d + (by.days ?? 0));
      setFocus({ y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() });
    }
  };
  const keys: Record<string, () => void> = {
    ArrowLeft: () => go({ days: -1 }),
    ArrowRight: () => go({ days: 1 }),
    ArrowUp: () => go({ days: -7 }),
    ArrowDown: () => go({ days: 7 }),
    PageUp: () => go({ months: -1 }),
    PageDown: () => go({ months: 1 }),
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const key = keys[e.key];
    if (!key) return;
    e.preventDefault();
    key();
  };

  const lead = utc(y, m).getUTCDay();
  const cells: Array<number | null> = [...Array<null>(lead).fill(null), ...Array.from({ length: daysIn(y, m) }, (_, i) => i + 1)];
  const same = (a: Day | null, d: number) => !!a && a.y === y && a.m === m && a.d === d;
  const heading = monthName.format(utc(y, m));

  return (
    <Box sx={{ p: 1.5, width: 300 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton size="small" aria-label={listFilterTexts.previousMonth} onClick={() => go({ months: -1 }, false)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h2" aria-live="polite" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        <IconButton size="small" aria-label={listFilterTexts.nextMonth} onClick={() => go({ months: 1 }, false)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box ref={grid} role="group" aria-label={heading} onKeyDown={onKeyDown} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}>
        {WEEKDAYS.map((w) => (
          <Typography key={w} variant="caption" aria-hidden sx={{ color: 'text.secondary', py: 0.5 }}>
            {w}
          </Typography>
        ))}
        {cells.map((d, i) =>
          d === null ? (
            <span key={`lead${i}`} />
          ) : (
            <Button
              key={d}
              size="small"
              tabIndex={d === focus.d ? 0 : -1}
              aria-label={dayName.format(utc(y, m, d))}
              aria-pressed={same(selected, d)}
              aria-current={same(now, d) ? 'date' : undefined}
              variant={same(selected, d) ? 'contained' : same(now, d) ? 'outlined' : 'text'}
              onClick={() => onChoose(isoDay(y, m, d))}
              sx={{ minWidth: 0, p: 0.5 }}
            >
              {d}
            </Button>
          ),
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
        <Button size="small" onClick={onClear}>
          {listFilterTexts.clearDay}
        </Button>
        <Button size="small" onClick={() => onChoose(isoDay(now.y, now.m, now.d))}>
          {listFilterTexts.today}
        </Button>
      </Box>
    </Box>
  );
}
