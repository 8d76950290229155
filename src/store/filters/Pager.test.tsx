/**
 * The page numbers of the search results (issue 18 §2) read their names from the texts: in Thai a
 * screen reader hears Thai (issue 19), not MUI's built-in English.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { coreTexts } from '../../i18n/core';
import { resetLocaleForTests, setCoreTexts, setLocale } from '../../i18n/locale';
import { Pager } from './FilterPanel';

afterEach(async () => {
  await resetLocaleForTests();
});

const pager = () =>
  render(
    <MemoryRouter initialEntries={['/search?q=linen']}>
      <Pager page={1} pages={3} />
    </MemoryRouter>,
  );

it('names the pages and the next page in English as MUI words them', () => {
  pager();
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(nav).getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
});

it('names them in Thai on a Thai page', async () => {
  setCoreTexts(coreTexts);
  await setLocale('th');
  await coreTexts('th', ['catalogue']);
  pager();
  const nav = screen.getByRole('navigation', { name: 'หน้า' });
  expect(within(nav).getByRole('button', { name: 'หน้า 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('button', { name: 'ไปหน้า 2' })).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'ไปหน้าถัดไป' })).toBeInTheDocument();
});
