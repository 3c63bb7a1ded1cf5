import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { odIdentifier } from './config/identifiers.ts';

export default defineProject({
  plugins: [vanillaExtractPlugin({ identifiers: odIdentifier })],
  resolve: { conditions: ['@opsdeck/source'] },
  test: {
    name: 'ui',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'storybook-tests/**/*.test.ts'],
    // The browser suite builds Storybook once (about 10 s) before its first test.
    hookTimeout: 180_000,
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
