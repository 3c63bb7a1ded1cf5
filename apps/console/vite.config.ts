import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Where `pnpm dev` sends /api: the server started by `pnpm --filter @opsdeck/server dev` (PORT, default 8080). */
const apiTarget = process.env.OPSDECK_API_URL ?? `http://localhost:${process.env.OPSDECK_API_PORT ?? 8080}`;

// The placeholder the server swaps for a fresh nonce in every index.html it serves (see the server's consolePlugin);
// Vite puts it on the tags it emits and in a <meta property="csp-nonce"> the app reads for Radix's scroll lock.
export const CSP_NONCE_PLACEHOLDER = '__OPSDECK_CSP_NONCE__';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: process.env.NODE_ENV === 'production' ? 'short' : 'debug' })],
  define: {
    __OPSDECK_CONSOLE_VERSION__: JSON.stringify(pkg.version),
  },
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Hashed file names under assets/: the server caches them for a year and index.html not at all.
    assetsDir: 'assets',
  },
  server: {
    port: Number(process.env.CONSOLE_PORT ?? 5173),
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // The server refuses cookie-authenticated writes whose Origin is not its own (CSRF guard); behind this proxy
        // the browser's Origin is the dev server's, so it is rewritten to the server's.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', new URL(apiTarget).origin);
            const referer = proxyReq.getHeader('referer');
            if (typeof referer === 'string') {
              const url = new URL(referer);
              proxyReq.setHeader('referer', new URL(url.pathname + url.search, apiTarget).href);
            }
          });
        },
      },
    },
  },
});
