import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../../../tests/helpers/user';
import { Where } from '../../../tests/helpers/where';
import { NavSearch, navSearchTexts } from './NavSearch';

describe('the navbar search on a phone', () => {
  it('opens its row from the icon, sends the query to /search, and closes the row so it no longer covers the results', async () => {
    const user = setupUser();
    render(
      <MemoryRouter initialEntries={['/']}>
        <NavSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const icon = screen.getByRole('button', { name: navSearchTexts.open });
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    await user.click(icon);
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    // The row's box has the focus (the wide screen's box is the other one).
    const box = screen.getAllByRole('searchbox', { name: navSearchTexts.label }).find((b) => b === document.activeElement)!;
    expect(box).toBeDefined();
    await user.type(box, 'ลินิน{Enter}');
    expect(screen.getByRole('note', { name: 'location' })).toHaveTextContent(`/search?q=${encodeURIComponent('ลินิน')}`);
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    // An empty query goes nowhere and leaves the row open.
    await user.click(icon);
    const again = screen.getAllByRole('searchbox', { name: navSearchTexts.label }).find((b) => b === document.activeElement)!;
    await user.type(again, '   {Enter}');
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('note', { name: 'location' })).toHaveTextContent(`/search?q=${encodeURIComponent('ลินิน')}`);
  });
});
