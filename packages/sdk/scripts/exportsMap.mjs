#!/usr/bin/env node
// package.json `exports` from config/entries.ts, so that adding a widget is one line there (the way tshy manages
// exports). `--write` updates package.json (run by `build`); `--check` fails when it is out of date (lint:package).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pkgFile = path.join(root, 'package.json');
const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));

// The entries file is TypeScript; its list is plain data, read here without a TypeScript loader.
const source = fs.readFileSync(path.join(root, 'config/entries.ts'), 'utf8');
const list = source.slice(source.indexOf('sdkEntries'));
const entries = [...list.matchAll(/\{\s*name:\s*'([a-z0-9-]+)',\s*source:\s*'([^']+)'\s*\}/g)].map(([, name, src]) => ({ name, src }));
for (const { name, src } of entries) {
  if (!fs.existsSync(path.join(root, src))) throw new Error(`config/entries.ts: ${name} -> ${src} does not exist`);
}

const entry = (src, out) => ({ '@opsdeck/source': `./${src}`, types: `./dist/${out}.d.ts`, import: `./dist/${out}.js` });
const exportsMap = {
  '.': entry('src/index.ts', 'index'),
  ...Object.fromEntries(entries.map(({ name, src }) => [`./${name}`, entry(src, `${name}/index`)])),
  // The widgets' static CSS (hosts load it once, after @opsdeck/ui/styles.css) and the same inside @layer opsdeck.
  './styles.css': './dist/styles.css',
  './styles.layer.css': './dist/styles.layer.css',
  './package.json': './package.json',
};

const mode = process.argv[2];
const same = JSON.stringify(pkg.exports) === JSON.stringify(exportsMap);
if (mode === '--check') {
  if (!same) {
    console.error('package.json exports differ from config/entries.ts: run `pnpm --filter @opsdeck/sdk run build`.');
    process.exit(1);
  }
  console.log(`exports: ${entries.length} subpath entries match config/entries.ts`);
} else if (mode === '--write') {
  if (!same) {
    pkg.exports = exportsMap;
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    console.log('exports: package.json updated from config/entries.ts');
  }
} else {
  console.error('usage: exportsMap.mjs --write | --check');
  process.exit(2);
}
