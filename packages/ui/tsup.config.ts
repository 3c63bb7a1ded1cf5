import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { odIdentifier } from './config/identifiers.ts';
import { componentEntries } from './config/entries.ts';

const entry = Object.fromEntries([
  ['index', 'src/index.ts'],
  ...componentEntries.map((name) => [`${name}/index`, `src/${name}/index.ts`]),
]);

export default defineConfig([
  {
    // The JS: class names only (the .css.ts files evaluate to strings); no CSS import, consumers load styles.css once.
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    target: 'es2022',
    external: ['react', 'react-dom', /^monaco-editor/, '@monaco-editor/react'],
    banner: { js: '"use client";' },
    esbuildPlugins: [vanillaExtractPlugin({ outputCss: false, identifiers: odIdentifier })],
  },
  {
    // The CSS: one entry importing every stylesheet in cascade order; scripts/buildCss.mjs keeps only the .css.
    // Its own output folder: tsup runs both configs at once, and the first one's `clean` would race a write to dist/.
    entry: { styles: 'src/styles.ts' },
    outDir: '.css-build',
    format: ['esm'],
    clean: true,
    target: 'es2022',
    minify: true,
    esbuildPlugins: [vanillaExtractPlugin({ outputCss: true, identifiers: odIdentifier })],
  },
]);
