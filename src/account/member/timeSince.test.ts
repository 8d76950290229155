import { describe, expect, it } from 'vitest';
import { timeSince } from './timeSince';

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
