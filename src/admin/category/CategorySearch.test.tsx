import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CategoryRecord } from './calls';
import { messages } from '../../messages';
import { memoryCalls, renderResource } from '../common/testing';
import category from './index';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const row = (name: string): CategoryRecord => ({
  id: name, _id: name, categoryId: name.toUpperCase(), name, discription: `${name} fabric`, url: '', isActived: true, createAt: '2026-01-01T00:00:00.000Z', alwaysShown: false,
});

// Moved from the e2e category journey: the search filters the rows the screen already has.
describe('Category screen search', () => {
  it('filters the table by name as typed, and says No Data when nothing matches', async () => {
    renderResource(category, memoryCalls([row('Cotton'), row('Denim'), row('Linen')]));
    await screen.findByText('Denim');
    const search = screen.getByLabelText('Search by name');
    await user.fill(search, 'lin');
    await waitFor(() => expect(screen.queryByText('Denim')).not.toBeInTheDocument());
    expect(screen.getAllByText('Linen')).toHaveLength(1);
    expect(screen.queryByText('Cotton')).not.toBeInTheDocument();
    await user.clear(search);
    await user.fill(search, 'zzzz-nothing');
    expect(await screen.findByRole('cell', { name: messages.noData })).toBeInTheDocument();
  });
});
