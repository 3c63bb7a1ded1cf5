import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source module (not one bundle), so that with `sideEffects: false` a consumer's bundler drops
  // every module it does not use: importing the client must not pull in all the entity schemas.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/testing/**'],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
