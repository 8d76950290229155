import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { ActivityRecord } from './calls';
import type { SearchSynonymRecord } from '../searchSynonym/calls';
import { memoryCalls, renderResource } from '../common/testing';
import searchSynonym from '../searchSynonym/index';
import productCategorySku from '../productCategorySku/index';
import type { SkuCategoryRecord } from '../common/skuCategoryCalls';
import { activityTexts as texts, searchSynonymTexts } from '../texts';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const edited: ActivityRecord = {
  id: '7',
  _id: '7',
  at: '2026-11-22T08:00:00.000Z',
  adminId: 'a1',
  adminName: 'Somchai Jaidee',
  resource: 'search_synonym',
  recordId: 's1',
  action: 'edit',
  call: 'POST /search_synonym/update_search_synonym_by_id/:id',
  before: { words: 'linen' },
  after: { words: 'linen, ลินิน' },
  note: null,
};

describe("an edit dialog's History tab", () => {
  it("lists the record's entries from the activity log and keeps what was typed in the fields", async () => {
    const list = vi.fn(async (params: GetListParams) => {
      const data = (params.filter as { recordId?: string }).recordId === 's1' ? [edited] : [];
      return { data, total: data.length };
    });
    renderResource(searchSynonym, memoryCalls<SearchSynonymRecord>([{ id: 's1', _id: 's1', words: 'linen, ลินิน' }], ['words']), { admin_activity: { list } });
    await user.click(await screen.findByRole('button', { name: 'Edit linen, ลินิน' }));
    const dialog = await screen.findByRole('dialog');
    const words = within(dialog).getByRole('textbox', { name: searchSynonymTexts.words });
    await user.clear(words);
    await user.fill(words, 'linen, ลินิน, flax');

    await user.click(within(dialog).getByRole('tab', { name: texts.historyTab }));
    const history = await within(dialog).findByRole('list', { name: texts.historyTab });
    expect(within(history).getByText(/Somchai Jaidee · Edited/)).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: texts.show }));
    expect(within(history).getByRole('row', { name: 'words linen linen, ลินิน' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ filter: { recordId: 's1' } }));

    await user.click(within(dialog).getByRole('tab', { name: texts.detailsTab }));
    expect(within(dialog).getByRole('textbox', { name: searchSynonymTexts.words })).toHaveValue('linen, ลินิน, flax');
  });

  it('shows an import (and a rollback) that changed the record among many, with a link to the imports on the Activity screen', async () => {
    const linen: SkuCategoryRecord = { id: 'c1', _id: 'c1', categoryId: 'LINEN', name: 'ผ้าลินิน', alwaysShown: false, discription: '', url: '', isActived: true, createAt: '2026-11-20T08:00:00.000Z' };
    const batch = { ...edited, resource: 'product_sku', recordId: null, action: 'import', before: null, after: null };
    const entries: ActivityRecord[] = [
      { ...batch, id: '9', _id: '9', call: 'POST /activity/revert/:seq', note: { revertOf: '8', rows: 120 } },
      { ...batch, id: '8', _id: '8', call: 'POST /product_sku/import_category', note: { rows: 120, created: 3, updated: 117, unchanged: 0 } },
    ];
    const list = vi.fn(async (params: GetListParams) => {
      const data = (params.filter as { recordId?: string }).recordId === 'c1' ? entries : [];
      return { data, total: data.length };
    });
    renderResource(productCategorySku, memoryCalls<SkuCategoryRecord>([linen]), { admin_activity: { list } });
    await user.click(await screen.findByRole('button', { name: 'Edit LINEN' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: texts.historyTab }));
    const history = await within(dialog).findByRole('list', { name: texts.historyTab });
    const [rollback, imported] = within(history).getAllByRole('listitem');
    expect(rollback).toHaveTextContent(texts.fromRollback(120));
    expect(imported).toHaveTextContent(texts.fromImport(120));
    const link = within(imported!).getByRole('link', { name: texts.seeImports });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toMatch(/\/admin_activity\?filter=\{"resource":"product_sku"\}$/);
  });

  it('a new record has no History tab', async () => {
    renderResource(searchSynonym, memoryCalls<SearchSynonymRecord>([], ['words']));
    await user.click(await screen.findByRole('button', { name: searchSynonymTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: searchSynonymTexts.add });
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });
});
