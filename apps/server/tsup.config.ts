import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', app: 'src/app.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { app: 'src/app.ts' } },
  sourcemap: true,
  clean: true,
  // Dependencies stay external: the workspace packages resolve to their built dist at run time.
  skipNodeModulesBundle: true,
});
