import { defineConfig } from 'vitest/config';

// One runner, four projects. `npm test` runs them all; `vitest run --project api` runs one.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
