import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The same API files on PostgreSQL (PG_TEST_URL), each app on a database of its own copied from one
 * migrated template; `npm run test:pg` runs it, or says why it skipped it. Listed only when named
 * (`--project api-pg`), so a bare `vitest run` needs no PostgreSQL and runs each file once. The files of
 * tests/api/pure/ open no database (tests/api/pure/engine-free.test.ts holds each to that): the api run
 * alone runs them.
 */
const apiPg: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'api-pg',
    include: ['tests/api/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'tests/api/pure/**'],
    environment: 'node',
    env: { SELVEDGE_TEST_DB: 'postgres' },
    globalSetup: ['tests/helpers/pg-setup.ts'],
    setupFiles: ['tests/helpers/api-setup.ts'],
    // The api project's ceilings (not waits): under a CPU-bound neighbour, seeding the demo catalogue or a
    // guessing flood on PostgreSQL took 31-65 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // As the api project: a process's files share the server's modules (the whole api-pg run, same load:
    // 467 -> 209 s CPU).
    isolate: false,
  },
};

export default defineConfig({
  plugins: [react()],
  test: {
    // expect.poll's ceiling (Vitest's default is 1 s): a poll waits for a state and returns as soon as it holds,
    // so a longer ceiling costs nothing; on a busy machine a list rendering its rows can take longer than 1 s.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One migrated SQLite file per run; each test app starts from a copy of it (tests/helpers/app.ts).
          globalSetup: ['tests/helpers/sqlite-setup.ts'],
          setupFiles: ['tests/helpers/api-setup.ts'],
          // A ceiling for a test stuck on what never comes, not a wait: on two cores shared with a CPU-bound
          // process, the longest journeys through the server take 20 s and more.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time (Vitest's default on two cores is one), in separate processes: the CPU-time
          // budgets (process.cpuUsage) and memory checks read their own process. The files of a process share
          // its modules (isolate: false): the server's imports load once per process, not once per file
          // (≈30 % less CPU). No api test mocks a module or changes process-wide state.
          maxWorkers: 2,
          isolate: false,
        },
      },
      ...(process.argv.some((arg) => arg.includes('api-pg')) ? [apiPg] : []),
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}', 'tests/helpers/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/ui-reset.ts', 'tests/helpers/ui-setup.ts'],
          // The same ceiling: a rich-text dialog's whole add takes ~7 s on an idle machine, over 20 s under load.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // As the api project (projects run side by side must agree). A worker runs its files one after another
          // in one window (isolate: false): React, MUI, react-admin and jsdom load once per worker, not once per
          // file (37 % less CPU on eight files: 88 -> 56 s); tests/helpers/ui-reset.ts gives each file the
          // project's own modules afresh and a clean window, as isolation did.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A ceiling for a journey stuck on what never comes, not a wait: on a slow day under a CPU-bound
          // neighbour the longest journeys took 76-84 s (clean-clone CI, stop 29), too near 90 s.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Three workers, each running its files one after another (no new process and module graph per
          // file) against a server and data of its own (tests/e2e/global-setup.ts). Side by side they share
          // Chromium, which runs in a process group of its own and so gets at most its group's share of the
          // cores: with a CPU-bound neighbour, four workers spent their time queueing for it (the files'
          // summed times 1,226-1,290 s, the run 339-366 s) where three took 912 s and 322 s; two took 571 s
          // when the journeys were longer. Each file still has its own module instance, browser connection and contexts.
          maxWorkers: 3,
          isolate: false,
        },
      },
    ],
  },
});
