import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResourceCalls } from '../../dataProvider/types';
import type { MemberRecord } from './calls';
import { listFilterTexts, memberTexts } from '../texts';
import { renderResource } from '../common/testing';
import member from './index';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const person = (n: number, firstName: string, source: MemberRecord['source']): MemberRecord => ({
  id: `m${n}`, _id: `m${n}`, firstName, lastName: 'Srisuk', fullName: `${firstName} Srisuk`, bussiness: source === 'website' ? '' : `${firstName} Textiles`, email: `${firstName.toLowerCase()}@example.com`,
  mobile: `08123456${String(n).padStart(2, '0')}`, isVerified: source !== 'business', address: '', country: '', province: '', city: '', district: '', postCode: '', tier: 'none',
  createAt: new Date(Date.UTC(2026, 0, n)).toISOString(), source,
});

/** What the list call answers for a filter (the server's own filtering is tested in tests/api/admin-member.test.ts). */
function listOf(rows: MemberRecord[]) {
  const lists: GetListParams[] = [];
  const calls: ResourceCalls<MemberRecord> = {
    list: async (params) => {
      lists.push(params);
      const { source, dateFrom, dateTo } = params.filter as { source?: string; dateFrom?: string; dateTo?: string };
      const day = (r: MemberRecord) => r.createAt.slice(0, 10);
      const hits = rows.filter((r) => (!source || r.source === source) && (!dateFrom || day(r) >= dateFrom) && (!dateTo || day(r) <= dateTo));
      return { data: hits, total: hits.length };
    },
  };
  return { calls, lists };
}

describe('one customer list (issue 17 §3)', () => {
  it('shows where each person comes from, and filters by source on the server', async () => {
    const { calls, lists } = listOf([person(1, 'Malee', 'both'), person(2, 'Somchai', 'website'), person(3, 'Anan', 'business')]);
    renderResource(member, calls);
    const table = await screen.findByRole('table', { name: memberTexts.caption });
    expect(within(table).getByRole('columnheader', { name: memberTexts.source })).toBeInTheDocument();
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest('tr')!;
    expect(await rowOf('Malee Srisuk')).toHaveTextContent(memberTexts.sources.both);
    expect(await rowOf('Somchai Srisuk')).toHaveTextContent(memberTexts.sources.website);
    expect(await rowOf('Anan Srisuk')).toHaveTextContent(memberTexts.sources.business);

    await user.click(screen.getByRole('combobox', { name: memberTexts.source }));
    await user.click(await screen.findByRole('option', { name: memberTexts.sources.website }));
    // The filtered page replaces the whole one: wait until the business customer has left it.
    await waitFor(() => expect(within(table).queryByText('Anan Srisuk')).not.toBeInTheDocument());
    expect(within(table).getByText('Somchai Srisuk')).toBeInTheDocument();
    expect(lists.at(-1)?.filter).toEqual({ source: 'website' });
  });
});

describe('Members: Created from–to (issue 17 §1)', () => {
  it('asks the server for the days typed, kept beside the other filters', async () => {
    const { calls, lists } = listOf([person(1, 'Malee', 'both'), person(2, 'Somchai', 'website'), person(3, 'Anan', 'business')]);
    renderResource(member, calls);
    const table = await screen.findByRole('table', { name: memberTexts.caption });
    await within(table).findByText('Malee Srisuk');
    fireEvent.change(screen.getByLabelText(listFilterTexts.createdFrom), { target: { value: '2026-01-02' } });
    await waitFor(() => expect(within(table).queryByText('Malee Srisuk')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(listFilterTexts.createdTo), { target: { value: '2026-01-02' } });
    await waitFor(() => expect(within(table).queryByText('Anan Srisuk')).not.toBeInTheDocument());
    expect(within(table).getByText('Somchai Srisuk')).toBeInTheDocument();
    expect(lists.at(-1)?.filter).toEqual({ dateFrom: '2026-01-02', dateTo: '2026-01-02' });
  });
});
