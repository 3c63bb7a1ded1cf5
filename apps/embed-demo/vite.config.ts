import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A plain host app: no vanilla-extract, no '@opsdeck/source' condition. The packages resolve to their published
 * build (dist/ and the static stylesheets), exactly what an outside team installing them from npm gets.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    rollupOptions: { input: { portal: 'index.html', bench: 'bench.html' } },
    // Monaco (the check spec's code view) is one lazy chunk of about 2.7 MB, loaded only when a spec is shown.
    chunkSizeWarningLimit: 3000,
  },
  server: { port: Number(process.env.ACME_PORT ?? 5180) },
});
