import { Box, Typography, useMediaQuery, useTheme, type Theme } from '@mui/material';
import type { EnquiryWeek } from '../../contract/dashboard';
import { dashboardTexts as texts } from '../texts';
import { weekLabel } from './calls';

/** Hidden from sight, read by screen readers (MUI's visuallyHidden). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

const HEIGHT = 170;
const TOP = 18;
const BOTTOM = 22;

/**
 * Enquiries per week as a plain SVG bar chart (no chart library: the back-office's bundle stays small).
 * Bars sit at percentages of the width, so the chart fills a phone or a desktop card without squeezing
 * its text. The picture is hidden from screen readers, which read the same numbers as a table instead;
 * each bar also carries its week and count as a tooltip.
 */
export function EnquiryChart({ weeks }: { weeks: EnquiryWeek[] }) {
  const theme = useTheme();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const slot = 100 / weeks.length;
  const plot = HEIGHT - TOP - BOTTOM;
  const total = weeks.reduce((n, w) => n + w.count, 0);
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Box component="svg" aria-hidden width="100%" height={HEIGHT} sx={{ display: 'block', overflow: 'visible' }}>
        <line x1="0" x2="100%" y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke={theme.palette.divider} />
        {weeks.map((w, i) => {
          const h = (w.count / max) * plot;
          const current = i === weeks.length - 1;
          const centre = `${slot * (i + 0.5)}%`;
          return (
            <g key={w.start}>
              <title>{texts.bar(weekLabel(w.start), w.count)}</title>
              <rect
                x={`${slot * i + slot * 0.18}%`}
                width={`${slot * 0.64}%`}
                y={HEIGHT - BOTTOM - h}
                height={h}
                rx={2}
                fill={current ? theme.palette.primary.dark : theme.palette.primary.main}
              />
              {w.count > 0 && (
                <text x={centre} y={HEIGHT - BOTTOM - h - 4} textAnchor="middle" fontSize={11} fill={theme.palette.text.primary}>
                  {w.count}
                </text>
              )}
              {/* Day/month under each bar; on phones under every other one, so the dates do not run together. */}
              {(!phone || (weeks.length - 1 - i) % 2 === 0) && (
                <text x={centre} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
                  {weekLabel(w.start, true)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      {total === 0 && (
        <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {texts.noWeeks(weeks.length)}
        </Typography>
      )}
      {/* The box is hidden, not the table: a table grows to its content whatever width it is given. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{texts.perWeekCaption(weeks.length)}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.weekOf}</th>
              <th scope="col">{texts.count}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start}>
                <th scope="row">{weekLabel(w.start)}</th>
                <td>{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
