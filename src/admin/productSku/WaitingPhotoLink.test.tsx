import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { skuTexts } from '../../messages';
import { skuListBody, type SkuRecord } from '../common/skuCalls';
import { renderResource } from '../common/testing';
import { linkedFilterTexts } from '../texts';
import productSku from './index';
import { skuRow } from './testRows';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

/** The server's answer: with waitingPhoto, only the rows waiting for their photo (tested in tests/api/dashboard.test.ts). */
function server(rows: SkuRecord[]) {
  const requests: GetListParams[] = [];
  return {
    requests,
    calls: {
      list: async (params: GetListParams) => {
        requests.push(params);
        const hits = params.filter?.waitingPhoto ? rows.filter((r) => r.waitingPhoto) : rows;
        return { data: hits, total: hits.length };
      },
    },
  };
}

describe('Admin SKU opened from the admin home (issue 17 §2)', () => {
  it('lists only the SKUs waiting for a photo when the address says so, and shows them all again at the switch', async () => {
    const { calls, requests } = server([skuRow('CT-WAIT-01', { waitingPhoto: 'ct-wait-01.jpg' }), skuRow('CT-HAS-02', { path: '/uploads/x.webp' })]);
    renderResource(productSku, calls, {}, `?filter=${encodeURIComponent(JSON.stringify({ waitingPhoto: true }))}`);
    const table = await screen.findByRole('table', { name: skuTexts.skuCaption });
    await within(table).findByText('CT-WAIT-01');
    expect(within(table).queryByText('CT-HAS-02')).not.toBeInTheDocument();
    expect(requests[0].filter).toEqual({ waitingPhoto: true });
    // What the list sends the server for it.
    expect(skuListBody(requests[0])).toMatchObject({ waitingPhoto: true });
    const toggle = screen.getByRole('switch', { name: linkedFilterTexts.waitingPhoto });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await within(table).findByText('CT-HAS-02');
    expect(requests.at(-1)?.filter).toEqual({});
    expect(skuListBody(requests.at(-1)!)).not.toHaveProperty('waitingPhoto');
    await user.click(toggle);
    await waitFor(() => expect(within(table).queryByText('CT-HAS-02')).not.toBeInTheDocument());
  });
});
