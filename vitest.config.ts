import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Cheap argon2 costs for the many sign-ins of the suites (see api/src/shared/auth/password.ts);
// e2e servers inherit it from the worker's environment.
const FAST_HASH = { BINGO_TEST_FAST_HASH: '1' };

// type-graphql loads graphql's CommonJS build; vite would give our code the ESM build, and
// graphql refuses to mix the two ("another module or realm"). Point everyone at the CJS one.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// A test's timeout only catches a hang: the property and statistical tests do a fixed amount of
// work (core's reference checks take 4 s alone on this 2-core machine and ran past vitest's
// default 5 s beside the other suites in CI), so every project gets the same 30 s.
const TIMEOUT = { testTimeout: 30_000, hookTimeout: 60_000 };

// One runner, four projects. `npm test` runs them all; `vitest run --project api` runs one.
export default defineConfig({
  test: {
    // Most test time is waiting on a server, a database or a browser, not CPU: three files at a
    // time keep both cores busy (vitest's default here would be one).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          include: ['src/**/*.test.ts'],
          ...TIMEOUT,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'api',
          env: FAST_HASH,
          root: './api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/api-global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          // Each file still gets its own database and server; only the loaded modules (the app,
          // type-graphql, MikroORM, Apollo: a few CPU-seconds per file) are reused by the files
          // that run in the same worker.
          isolate: false,
          ...TIMEOUT,
        },
      },
      {
        test: {
          name: 'web',
          root: './web',
          // Component tests (*.test.tsx) say `// @vitest-environment happy-dom` on their first line.
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          ...TIMEOUT,
        },
      },
      {
        // Real browser against the real built app; `npm test` builds web/dist first.
        test: {
          name: 'e2e',
          env: FAST_HASH,
          root: './web',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          ...TIMEOUT,
          // expect.poll's default second is a timing assumption: a real browser waits on a real
          // server here, on a 2-core machine running other suites beside it.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
