import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SearchSynonymRecord } from './calls';
import { messages } from '../../messages';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import searchSynonym from './index';
import { searchSynonymTexts as texts } from './texts';
import { expectConsoleError } from '../../../tests/helpers/console-errors';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  user = setupUser();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

const linen = (): SearchSynonymRecord => ({ id: 's1', _id: 's1', words: 'linen, ลินิน' });
const denim = (): SearchSynonymRecord => ({ id: 's2', _id: 's2', words: 'denim, ยีนส์, เดนิม' });
const rows = () => memoryCalls<SearchSynonymRecord>([linen(), denim()], ['words']);

describe('Search Synonyms screen', () => {
  it('lists the groups under Search Synonyms with Words, Edit and Delete, and finds one by a word', async () => {
    renderResource(searchSynonym, rows());
    expect(await screen.findByRole('heading', { name: 'Search Synonyms' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: texts.caption });
    for (const h of [texts.words, texts.edit, texts.delete]) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(await within(table).findByText('linen, ลินิน')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit denim, ยีนส์, เดนิม' })).toBeInTheDocument();

    await user.fill(screen.getByLabelText(texts.search), 'ยีนส์');
    await waitFor(() => expect(within(table).queryByText('linen, ลินิน')).not.toBeInTheDocument());
    expect(within(table).getByText('denim, ยีนส์, เดนิม')).toBeInTheDocument();
  });

  it('says No Data with no groups', async () => {
    renderResource(searchSynonym, memoryCalls<SearchSynonymRecord>([], ['words']));
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });

  it('adds a group: the words are required, then sent as typed', async () => {
    const calls = rows();
    const create = vi.spyOn(calls, 'create');
    renderResource(searchSynonym, calls);
    await user.click(await screen.findByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.add });
    const words = within(dialog).getByRole('textbox', { name: texts.words });
    expect(words).toHaveAccessibleDescription(texts.wordsHint);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.noValues)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.fill(words, 'silk, ไหม');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('silk, ไหม')).toBeInTheDocument();
    await dialogClosed();
    expect(calls.sent).toEqual([expect.objectContaining({ words: 'silk, ไหม' })]);
  });

  it("shows the server's reason when a group has one word", async () => {
    expectConsoleError('ApiError: body.words must list at least two words, separated by commas');
    const calls = rows();
    calls.create = async () => {
      throw new ApiError(400, 'body.words must list at least two words, separated by commas');
    };
    renderResource(searchSynonym, calls);
    await user.click(await screen.findByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.add });
    await user.fill(within(dialog).getByRole('textbox', { name: texts.words }), 'lonely');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent(texts.failed);
    expect(box).toHaveTextContent('body.words must list at least two words, separated by commas');
  });

  it('edits a group', async () => {
    const calls = rows();
    renderResource(searchSynonym, calls);
    await user.click(await screen.findByRole('button', { name: 'Edit linen, ลินิน' }));
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle('linen, ลินิน') });
    const words = within(dialog).getByRole('textbox', { name: texts.words });
    expect(words).toHaveValue('linen, ลินิน');
    await user.clear(words);
    await user.fill(words, 'linen, ลินิน, ผ้าลินิน');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('linen, ลินิน, ผ้าลินิน')).toBeInTheDocument();
    expect(calls.rows[0]).toMatchObject({ id: 's1', words: 'linen, ลินิน, ผ้าลินิน' });
  });

  it('asks before deleting: No keeps the group, Yes deletes it', async () => {
    const calls = rows();
    renderResource(searchSynonym, calls);
    await user.click(await screen.findByRole('button', { name: 'Delete linen, ลินิน' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'No' }));
    await dialogClosed();
    expect(calls.rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete linen, ลินิน' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.confirmDeleteRow })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('linen, ลินิน')).not.toBeInTheDocument());
    expect(calls.rows.map((r) => r.words)).toEqual(['denim, ยีนส์, เดนิม']);
  });
});
