import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Fragment } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../useApi';
import { coreTexts } from '../../i18n/core';
import { getLocale, LOCALE_KEY, resetLocaleForTests, setCoreTexts, useLocale } from '../../i18n/locale';
import { messages } from '../../messages';
import BlogDetailPage from '../blog/BlogDetailPage';
import { pageTexts } from '../pageTexts';
import { storeTexts } from '../texts';
import { setupUser } from '../../../tests/helpers/user';
import { Navbar } from './Navbar';
import { TopBar } from './TopBar';

/** The spec's English, read before any switch: switching back must show exactly these. */
const english = { aboutUs: messages.aboutUs, contactUs: messages.contactUs, blog: messages.blog, created: pageTexts.created, language: storeTexts.language };

const fetchMock = vi.fn();
const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const post = {
  _id: 'b1',
  title: 'Linen care',
  subTitle: 'Washing and ironing',
  body: '<p>Cool water.</p>',
  url: '',
  createAt: '2026-11-25T07:30:00.000Z',
  modifyAt: '2026-11-25T07:30:00.000Z',
  blogType: [],
  blogTag: [],
};

beforeEach(() => {
  clearResults();
  setCoreTexts(coreTexts);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url: string) => reply({ message: 'OK', result: String(url).includes('/blog/get_blog_by_blog_id/') ? post : [] }));
});
afterEach(async () => {
  await resetLocaleForTests();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** As main.tsx: everything under the root re-mounts when the language changes. */
function Root() {
  const locale = useLocale();
  return (
    <Fragment key={locale}>
      <MemoryRouter initialEntries={['/blogdetail/b1']}>
        <TopBar />
        <Navbar />
        <Routes>
          <Route path="/blogdetail/:blogId" element={<BlogDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Fragment>
  );
}

describe('the language switch', () => {
  it('switches the page to Thai, with a Buddhist-era date, and back to the spec English exactly', async () => {
    const user = setupUser();
    render(<Root />);
    expect(await screen.findByText(/25 November 2026/)).toBeInTheDocument();

    // Desktop: the top bar's button opens the list of languages, each named in itself.
    await user.click(screen.getByRole('button', { name: `${english.language}: English` }));
    await user.click(screen.getByRole('link', { name: 'ไทย' }));

    expect(await screen.findByRole('button', { name: 'ภาษา: ไทย' })).toBeInTheDocument();
    expect(getLocale()).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('th');
    expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toBeInTheDocument();
    expect(screen.queryByText(english.contactUs)).not.toBeInTheDocument();
    const created = await screen.findByText(/เผยแพร่เมื่อ/);
    expect(within(created).getByText(/25 พฤศจิกายน 2569/)).toBeInTheDocument();

    // The phone menu has the same choice; back to English.
    await user.click(screen.getByRole('button', { name: 'เมนู' }));
    const phoneGroup = screen.getByRole('list', { name: 'ภาษา' });
    await user.click(within(phoneGroup).getByRole('link', { name: 'English' }));

    expect(await screen.findByRole('button', { name: `${english.language}: English` })).toBeInTheDocument();
    expect(getLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(messages.aboutUs).toBe('ABOUT US');
    expect(screen.getByRole('link', { name: english.contactUs })).toHaveTextContent('Contact Us');
    expect(screen.getAllByText(english.aboutUs).length).toBeGreaterThan(0);
    expect(await screen.findByText(/25 November 2026/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${english.created}`))).toBeInTheDocument();
  });

  it('marks the current language and offers each as a link to the same page in it', async () => {
    const user = setupUser();
    render(<Root />);
    await user.click(screen.getByRole('button', { name: storeTexts.menu }));
    const group = screen.getByRole('list', { name: english.language });
    expect(within(group).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('link', { name: 'ไทย' })).toHaveAttribute('href', '/blogdetail/b1?lang=th');
    expect(within(group).getByRole('link', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    const button = screen.getByRole('button', { name: `${english.language}: English` });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the list when a pointer is pressed elsewhere on the page (where the press moves no focus, as Safari), and not inside it', async () => {
    const user = setupUser();
    render(<Root />);
    const button = screen.getByRole('button', { name: `${english.language}: English` });
    await user.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    fireEvent.pointerDown(within(list).getByRole('link', { name: 'English' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });
});
