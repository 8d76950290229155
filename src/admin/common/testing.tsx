import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { Admin, memoryStore, Resource, TestMemoryRouter, type RaRecord, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import { createDataProvider } from '../../dataProvider';
import type { ResourceCalls } from '../../dataProvider/types';
import { adminTheme } from '../adminTheme';
import { i18nProvider } from '../i18nProvider';
import type { AdminResource } from './resource';

/**
 * Waits until a closed dialog is gone and the page behind it is usable again: no dialog left (even one
 * still fading out) and the screen no longer hidden from assistive technology (MUI's modal sets
 * aria-hidden on the page while a dialog is open and lifts it once the dialog's exit ends). Querying the
 * page by role before then finds nothing.
 */
export async function dialogClosed(): Promise<void> {
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-hidden="true"] main')).toBeNull();
  });
}

/** Drops the files a dialog sends (the server stores them and answers a path instead). */
const withoutFiles = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, v]) => !(v instanceof Blob)));

/**
 * A resource's calls kept in memory, for UI tests: `rows` is the server's table, changed by
 * create/update/delete; `sent` records what each create/update received (files included).
 */
export function memoryCalls<R extends RaRecord>(rows: R[], searchFields: string[] = ['name']): ResourceCalls<R> & { rows: R[]; sent: Record<string, unknown>[] } {
  let next = 1;
  const calls = {
    rows,
    sent: [] as Record<string, unknown>[],
    list: async () => [...calls.rows],
    create: async (data: Record<string, unknown>) => {
      calls.sent.push(data);
      const row = { ...withoutFiles(data), id: `new-${next}`, _id: `new-${next++}` } as unknown as R;
      calls.rows = [...calls.rows, row];
      return row;
    },
    update: async (id: RaRecord['id'], data: Partial<R>) => {
      calls.sent.push(data);
      const row = { ...calls.rows.find((r) => r.id === id), ...withoutFiles(data), id } as R;
      calls.rows = calls.rows.map((r) => (r.id === id ? row : r));
      return row;
    },
    delete: async (id: RaRecord['id']) => {
      calls.rows = calls.rows.filter((r) => r.id !== id);
    },
    searchFields,
  };
  return calls;
}

/**
 * The admin theme without ripples and with instant transitions: the screens look and behave the same,
 * but jsdom does not lay out a ripple per click nor wait out a dialog's fade (a fifth of a UI file's time).
 */
const testTheme: RaThemeOptions = deepmerge(adminTheme, {
  transitions: { duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 } },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/** react-admin's Admin renders the notifications itself; the layout only frames the screen. */
function TestLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

/**
 * Renders a resource's screen inside react-admin (theme, i18n, notifications) at its path, with a
 * dataProvider made of `calls` (the resource's fake calls) and `others` (fake calls of resources its
 * dialogs read, e.g. categories for a product's multi-select), at `search` (e.g. `?filter=…`, as a
 * link from the admin home opens it). No server, no auth. Each render has a
 * store of its own: a list keeps its sort, filters and page (react-admin stores them with the URL's),
 * and one test's search must not filter the next test's list.
 */
export function renderResource(resource: AdminResource, calls: ResourceCalls = {}, others: Record<string, ResourceCalls> = {}, search = '') {
  // The SKU screens' Category filter reads the categories: none unless a test gives them.
  const dataProvider = createDataProvider({ admin_product_category_sku: { list: async () => [] }, ...others, [resource.name]: calls });
  return render(
    <TestMemoryRouter initialEntries={[`/${resource.name}${search}`]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} theme={testTheme} layout={TestLayout} store={memoryStore()} disableTelemetry>
        <Resource name={resource.name} list={resource.list} options={{ label: resource.label }} />
      </Admin>
    </TestMemoryRouter>,
  );
}
