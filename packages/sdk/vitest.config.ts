import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // @opsdeck/ui resolves to its sources in the workspace: its .css.ts files need compiling.
  plugins: [vanillaExtractPlugin()],
  resolve: {
    conditions: ['@opsdeck/source'],
    // The global setup runs outside the test environments, where vite ignores the '@opsdeck/source' condition and
    // would load the server's build (stale or missing while developing): point it at the source explicitly.
    alias: [{ find: /^@opsdeck\/server$/, replacement: fileURLToPath(new URL('../../apps/server/src/app.ts', import.meta.url)) }],
    // One React and one TanStack Query for the sdk and the ui sources it renders, as in a host's bundle.
    dedupe: ['react', 'react-dom', '@tanstack/react-query'],
  },
  ssr: { resolve: { conditions: ['@opsdeck/source'], externalConditions: ['@opsdeck/source'] } },
  test: {
    name: 'sdk',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'storybook-tests/**/*.test.ts'],
    // The reference server (@opsdeck/server on an in-memory PGlite) starts once for the whole project.
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
