import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Admin, CustomRoutes, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Dashboard } from '../contract/dashboard';
import type { ContactForm } from '../contract/contactForm';
import { createDataProvider } from '../dataProvider';
import { adminLinks } from '../messages';
import { AdminHome } from './AdminHome';
import { adminTheme } from './adminTheme';
import { memoryCalls } from './common/testing';
import { ContactFormList } from './contactForm/ContactFormList';
import { i18nProvider } from './i18nProvider';
import { contactFormTexts, dashboardTexts as texts, linkedFilterTexts } from './texts';
import { setupUser, type User } from '../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const enquiry = (n: number, isContacted = false): ContactForm => ({
  _id: `e${n}`, firstName: `Somchai${n}`, lastName: 'Jaidee', mobile: '0812345678', email: `s${n}@example.co.th`,
  detail: `Enquiry ${n}: 200 m of canvas`, isContacted, createAt: new Date(Date.UTC(2026, 10, 10 + n, 3)).toISOString(),
});
// Seven unanswered enquiries (1–7) and one answered (8); the home lists the newest five unanswered.
const enquiries = [...Array.from({ length: 7 }, (_, i) => enquiry(i + 1)), enquiry(8, true)];

const weeks = Array.from({ length: 12 }, (_, i) => ({ start: new Date(Date.parse('2026-09-06T17:00:00.000Z') + i * 7 * 86_400_000).toISOString(), count: [0, 1, 0, 2, 0, 0, 3, 0, 1, 0, 4, 5][i] }));

const figures: Dashboard = {
  enquiries: { waiting: 7, latest: [7, 6, 5, 4, 3].map((n) => enquiry(n)), weeks },
  members: { since: '2026-11-15T17:00:00.000Z', newThisWeek: 3 },
  photos: { skus: 2, parents: 1 },
  lastImport: {
    _id: 'h1', kind: 'parents', fileName: 'parents-nov.xlsx', adminEmail: 'malee@shop.test', outcome: 'refused', rows: 40, created: 0, updated: 0, unchanged: 0, errorCount: 4,
    message: '', durationMs: 90, createAt: '2026-11-20T04:00:00.000Z',
  },
};

const empty: Dashboard = {
  enquiries: { waiting: 0, latest: [], weeks: weeks.map((w) => ({ ...w, count: 0 })) },
  members: { since: '2026-11-15T17:00:00.000Z', newThisWeek: 0 },
  photos: { skus: 0, parents: 0 },
  lastImport: null,
};

/** The home inside react-admin (at / and /admin, as AdminApp) with the Contact Form screen beside it, so its links can be followed. */
function renderHome(load: () => Promise<Dashboard>) {
  const calls = memoryCalls(
    enquiries.map((e) => ({ ...e, id: e._id, fullName: `${e.firstName} ${e.lastName}` })),
    ['fullName', 'email', 'mobile', 'detail'],
  );
  const dataProvider = createDataProvider({ admin_contact_form: calls });
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} theme={adminTheme} store={memoryStore()} dashboard={() => <AdminHome load={load} />} disableTelemetry>
        <Resource name="admin_contact_form" list={ContactFormList} options={{ label: 'Contact Form' }} />
        {/* As AdminApp: the screens' Back button goes to /admin. */}
        <CustomRoutes>
          <Route path="/admin" element={<AdminHome load={load} />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

const filterOf = (link: HTMLElement) => JSON.parse(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('filter') ?? 'null');

describe('the admin home (/admin)', () => {
  it('shows what waits above the twenty screen links, each figure linking to its list filtered', async () => {
    renderHome(async () => figures);
    const waiting = await screen.findByRole('link', { name: texts.enquiriesCount(7) });
    const region = screen.getByRole('region', { name: texts.title });
    expect(waiting.getAttribute('href')).toMatch(/^\/admin_contact_form\?/);
    expect(filterOf(waiting)).toEqual({ isContacted: false });

    // The newest five unanswered, newest first, each opening that enquiry.
    const latest = within(within(region).getByRole('region', { name: texts.enquiries })).getAllByRole('listitem');
    expect(latest.map((li) => within(li).getByRole('link').textContent)).toEqual(['Somchai7 Jaidee', 'Somchai6 Jaidee', 'Somchai5 Jaidee', 'Somchai4 Jaidee', 'Somchai3 Jaidee']);
    expect(filterOf(within(latest[0]).getByRole('link'))).toEqual({ id: 'e7' });
    expect(within(latest[0]).getByRole('link')).toHaveAccessibleName(expect.stringMatching(/^Open the enquiry of Somchai7 Jaidee, received /));

    const members = within(region).getByRole('link', { name: texts.membersCount(3) });
    expect(members.getAttribute('href')).toMatch(/^\/admin_member\?/);
    expect(filterOf(members)).toEqual({ since: '2026-11-15T17:00:00.000Z' });
    expect(within(region).getByText(texts.membersSince('Mon, 16 Nov 2026'))).toBeInTheDocument();
    const skus = within(region).getByRole('link', { name: texts.skusWaiting(2) });
    expect(skus.getAttribute('href')).toMatch(/^\/admin_product_sku\?/);
    expect(filterOf(skus)).toEqual({ waitingPhoto: true });
    const parents = within(region).getByRole('link', { name: texts.parentsWaiting(1) });
    expect(parents.getAttribute('href')).toMatch(/^\/admin_product_parents_sku\?/);
    expect(filterOf(parents)).toEqual({ waitingPhoto: true });

    // The last import, its outcome, and its screen.
    const last = within(region).getByRole('region', { name: texts.lastImport });
    expect(within(last).getByRole('link', { name: texts.importOf('Parent SKU', 'parents-nov.xlsx') })).toHaveAttribute('href', '/admin_product_parents_sku');
    expect(within(last).getByText('Refused')).toBeInTheDocument();
    expect(within(last).getByText('4 problems found; nothing was imported')).toBeInTheDocument();

    // Below: spec.md's twenty links, in its order.
    const nav = screen.getByRole('navigation', { name: texts.screens });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(adminLinks.map(([, path]) => path));
    expect(region.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the chart of enquiries per week as a table too: twelve weeks, Monday by Monday, oldest first', async () => {
    renderHome(async () => figures);
    const table = await screen.findByRole('table', { name: texts.perWeekCaption(12) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => within(r).getByRole('cell').textContent)).toEqual(weeks.map((w) => String(w.count)));
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('7 Sept');
    expect(within(rows[11]).getByRole('rowheader')).toHaveTextContent('23 Nov');
    // The picture itself is hidden from screen readers (they read the table); its bars say the same as tooltips.
    const svg = document.querySelector('svg[aria-hidden="true"] title');
    expect(svg?.textContent).toBe(texts.bar('7 Sept', 0));
  });

  it('says so when nothing waits', async () => {
    renderHome(async () => empty);
    expect(await screen.findByRole('link', { name: texts.noEnquiry })).toBeInTheDocument();
    expect(screen.getByText(texts.noWeeks(12))).toBeInTheDocument();
    expect(screen.getByText(texts.noImport)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.membersCount(0) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.skusWaiting(0) })).toBeInTheDocument();
  });

  it('says it is loading until the figures come, and offers Try again when they fail', async () => {
    let answer: (d: Dashboard) => void = () => {};
    let attempts = 0;
    renderHome(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('Service Unavailable')) : new Promise((resolve) => (answer = resolve));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${texts.failed} (Service Unavailable)`);
    // The screens' links stay usable meanwhile.
    expect(screen.getByRole('navigation', { name: texts.screens })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.loading);
    answer(figures);
    expect(await screen.findByRole('link', { name: texts.enquiriesCount(7) })).toBeInTheDocument();
    expect(screen.queryByText(texts.loading)).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('opens the Contact Form list filtered: the unanswered ones, or the one enquiry clicked', async () => {
    renderHome(async () => figures);
    await user.click(await screen.findByRole('link', { name: texts.enquiriesCount(7) }));
    const table = await screen.findByRole('table', { name: contactFormTexts.caption });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    expect(within(table).queryByText('Somchai8 Jaidee')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: contactFormTexts.contacted })).toHaveTextContent('No');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('link', { name: /^Open the enquiry of Somchai5 Jaidee/ }));
    expect(await screen.findByText(linkedFilterTexts.oneEnquiry)).toBeInTheDocument();
    const one = screen.getByRole('table', { name: contactFormTexts.caption });
    await waitFor(() => expect(within(one).getAllByRole('row')).toHaveLength(2));
    expect(within(one).getByText('Enquiry 5: 200 m of canvas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: linkedFilterTexts.showAllEnquiries }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: contactFormTexts.caption })).getAllByRole('row')).toHaveLength(9));
    expect(screen.queryByText(linkedFilterTexts.oneEnquiry)).not.toBeInTheDocument();
  });
});

describe('the Contact Form list (issue 17 §2)', () => {
  it('shows when each enquiry was received, newest first, and sorts by it', async () => {
    renderHome(async () => empty);
    await user.click(await screen.findByRole('link', { name: texts.allEnquiries }));
    const table = await screen.findByRole('table', { name: contactFormTexts.caption });
    const header = within(table).getByRole('columnheader', { name: contactFormTexts.received });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await within(table).findByText('Somchai8 Jaidee');
    const column = [...within(table).getAllByRole('columnheader')].indexOf(header);
    const received = () => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[column].textContent);
    // en-GB, the admin's date-and-time format elsewhere (Created At): day, month, year and time.
    expect(received()[0]).toBe(new Date(enquiry(8).createAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(
      [8, 7, 6, 5, 4, 3, 2, 1].map((n) => `Somchai${n} Jaidee`),
    );
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Somchai1 Jaidee'));
  });
});
