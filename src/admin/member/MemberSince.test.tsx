import { screen, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberRecord } from './calls';
import { linkedFilterTexts, memberTexts } from '../texts';
import { renderResource } from '../common/testing';
import member from './index';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const person = (n: number, firstName: string, createAt: string): MemberRecord => ({
  id: `m${n}`, _id: `m${n}`, firstName, lastName: 'Srisuk', fullName: `${firstName} Srisuk`, bussiness: '', email: `${firstName.toLowerCase()}@example.com`,
  mobile: `08123456${String(n).padStart(2, '0')}`, isVerified: false, address: '', country: '', province: '', city: '', district: '', postCode: '', tier: 'none', createAt, source: 'website',
});

describe('Members opened from the admin home (issue 17 §2)', () => {
  it("lists the people added since the week's start the address gives, says so, and lists everyone at a click", async () => {
    const since = '2026-11-15T17:00:00.000Z';
    const rows = [person(1, 'Malee', '2026-11-20T03:00:00.000Z'), person(2, 'Somchai', '2026-11-01T03:00:00.000Z')];
    const lists: GetListParams[] = [];
    const calls = {
      list: async (params: GetListParams) => {
        lists.push(params);
        const from = (params.filter as { since?: string }).since;
        const hits = rows.filter((r) => !from || r.createAt >= from);
        return { data: hits, total: hits.length };
      },
    };
    renderResource(member, calls, {}, `?filter=${encodeURIComponent(JSON.stringify({ since }))}`);
    const table = await screen.findByRole('table', { name: memberTexts.caption });
    await within(table).findByText('Malee Srisuk');
    expect(within(table).queryByText('Somchai Srisuk')).not.toBeInTheDocument();
    expect(lists[0].filter).toEqual({ since });
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent(linkedFilterTexts.since(new Date(since).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })));
    await user.click(within(note).getByRole('button', { name: linkedFilterTexts.removeSince }));
    await within(table).findByText('Somchai Srisuk');
    expect(lists.at(-1)?.filter).toEqual({});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
