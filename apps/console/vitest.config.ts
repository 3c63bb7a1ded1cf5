import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@opsdeck/source'] },
  define: { __OPSDECK_CONSOLE_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    name: 'console',
    environment: 'jsdom',
    // The browser journeys live in e2e/ and run under Playwright, not vitest.
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
