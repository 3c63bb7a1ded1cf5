import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { sdkEntries } from './config/entries.ts';
import { odIdentifier } from './config/identifiers.ts';

export default defineConfig([
  {
    entry: Object.fromEntries([
      ['index', 'src/index.ts'],
      ...sdkEntries.map(({ name, source }) => [`${name}/index`, source]),
    ]),
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    // Shared code lands in chunks that every entry imports: one React context per page however many entries are used.
    splitting: true,
    target: 'es2022',
    // Dependencies and peers stay imports (tsup's default); the host's bundler dedupes them.
    banner: { js: '"use client";' },
    // The widgets' .css.ts evaluate to class names here; the rules go to dist/styles.css (the second build).
    esbuildPlugins: [vanillaExtractPlugin({ outputCss: false, identifiers: odIdentifier })],
  },
  {
    // The CSS: one entry importing every widget stylesheet; scripts/buildCss.mjs keeps only the .css. @opsdeck/ui
    // resolves to its build here, so its rules are not repeated: hosts load @opsdeck/ui/styles.css beside this one.
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
