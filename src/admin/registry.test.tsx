import { render, screen, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { adminLinks } from '../messages';
import { adminPaths } from '../routes';
import { AdminHome } from './AdminHome';
import { registry } from './registry';

describe('the admin registry', () => {
  it('declares every admin route of spec.md once, in the order and with the labels of /admin', () => {
    expect(registry.map((r) => `/${r.name}`)).toEqual(adminLinks.map(([, path]) => path));
    expect(registry.map((r) => r.label)).toEqual(adminLinks.map(([label]) => label));
    expect(new Set(registry.map((r) => `/${r.name}`))).toEqual(new Set(adminPaths.filter((p) => p !== '/admin')));
  });
});

describe('/admin home', () => {
  it('links to every screen by its spec label, never by its slug', () => {
    render(
      <TestMemoryRouter initialEntries={['/admin']}>
        <AdminContext dataProvider={createDataProvider({})}>
          <AdminHome />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Admin screens' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(adminLinks.map(([label]) => label));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(adminLinks.map(([, path]) => path));
    expect(nav.textContent).not.toMatch(/admin_/);
  });
});
