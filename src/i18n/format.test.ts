import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice, timeSince } from './format';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeSince', () => {
  it.each([
    [0, 'now'],
    [45_000, '45 seconds ago'],
    [3 * 60_000, '3 minutes ago'],
    [2 * 3_600_000, '2 hours ago'],
    [26 * 3_600_000, 'yesterday'],
    [10 * 86_400_000, 'last week'],
    [70 * 86_400_000, '2 months ago'],
    [800 * 86_400_000, '2 years ago'],
  ])('%i ms ago reads "%s"', (ms, words) => {
    expect(timeSince(ago(ms), NOW)).toBe(words);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(timeSince('not a date', NOW)).toBe('');
  });
});

describe('dates, numbers and prices per language', () => {
  const day = '2026-11-25T07:30:00Z';
  it('reads Thai dates in the Buddhist era with Thai month names', () => {
    expect(formatDate(day, 'th')).toBe('25 พฤศจิกายน 2569');
    expect(formatDateTime(day, 'th')).toContain('25 พฤศจิกายน 2569');
    expect(formatDateTime(day, 'th')).toContain('14:30');
  });
  it('keeps English dates as before', () => {
    expect(formatDateTime(day, 'en')).toBe('25 November 2026 at 14:30');
    expect(formatDate(day, 'en')).toBe('25 November 2026');
  });
  it('gives relative times in Thai', () => {
    expect(timeSince(ago(10_000), NOW, 'th')).toBe(new Intl.RelativeTimeFormat('th', { numeric: 'auto' }).format(-10, 'second'));
    expect(timeSince(ago(10_000), NOW, 'th')).toMatch(/^10 วินาทีที่/);
  });
  it('writes prices in baht', () => {
    expect(formatPrice(1234.5, 'th')).toBe('฿1,234.50');
    expect(formatPrice(1234.5, 'en')).toBe('฿1,234.50');
  });
});
