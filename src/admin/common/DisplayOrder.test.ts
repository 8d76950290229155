import { describe, expect, it } from 'vitest';
import { moveOnly, moveRow, moveTo, placed } from './DisplayOrder';

describe('display order (issue 17 §5)', () => {
  it('moves an id to a place, 1 first, keeping the others in order', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 'c', 1)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 'b', 9)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveTo(['a', 'b'], 'b', 0)).toEqual(['b', 'a']);
  });

  it('tells each listed row its place; a move is an update of position alone', () => {
    expect(placed([{ id: 'x' }, { id: 'y' }])).toEqual([{ id: 'x', position: 1, places: 2 }, { id: 'y', position: 2, places: 2 }]);
    expect(moveOnly({ position: 2 })).toBe(true);
    expect(moveOnly({ position: 2, title: 'Linen' })).toBe(false);
    expect(moveOnly({ isActived: true })).toBe(false);
  });

  it('sends the whole order with the row moved, read from the server just before, and answers the row as listed after', async () => {
    let rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const sent: string[][] = [];
    const list = async () => placed(rows);
    const moved = await moveRow(list, async (ids) => {
      sent.push(ids);
      rows = ids.map((id) => ({ id }));
    }, 'c', 2);
    expect(sent).toEqual([['a', 'c', 'b']]);
    expect(moved).toEqual({ id: 'c', position: 2, places: 3 });
  });
});
