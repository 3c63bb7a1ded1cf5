#!/usr/bin/env node
// After tsup: publish dist/styles.css (the widgets' rules) and dist/styles.layer.css (the same inside
// `@layer opsdeck`), then drop the throwaway JS of the CSS-only build. Every class must carry the od- prefix.
import { transform } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const cssDir = path.join(root, '.css-build');
const cssFile = path.join(cssDir, 'styles.css');
const source = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '';
const css = (await transform(source, { loader: 'css', minify: true })).code.trim();
// src/styles.ts imports every widget stylesheet: an empty result means the CSS build went wrong, not "no styles".
if (!css && /^import /m.test(fs.readFileSync(path.join(root, 'src/styles.ts'), 'utf8'))) {
  throw new Error('buildCss: the CSS build produced no rules although src/styles.ts imports stylesheets');
}
const foreign = css.match(/\.(?!od-)[a-zA-Z_][\w-]*\s*[{,:[]/g)?.filter((m) => !/^\.\d/.test(m));
if (foreign?.length) throw new Error(`buildCss: class names without the od- prefix: ${foreign.slice(0, 5).join(' ')}`);
if (/(^|[},])\s*(html|body|\*|:root)\s*[{,]/.test(css)) throw new Error('buildCss: a global rule would restyle the host page');

fs.writeFileSync(path.join(dist, 'styles.css'), `${css}\n`);
fs.writeFileSync(path.join(dist, 'styles.layer.css'), css ? `@layer opsdeck{${css}}\n` : '');
fs.rmSync(cssDir, { recursive: true, force: true });
console.log(`buildCss: styles.css ${Buffer.byteLength(css)} bytes`);
