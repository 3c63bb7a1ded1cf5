#!/usr/bin/env node
// After tsup: publish dist/styles.css (plain) and dist/styles.layer.css (the same rules inside `@layer opsdeck`, so a
// host's unlayered CSS always wins), then drop the throwaway JS of the CSS-only build.
import { transform } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const cssDir = path.join(root, '.css-build');
const source = fs.readFileSync(path.join(cssDir, 'styles.css'), 'utf8');
const css = (await transform(source, { loader: 'css', minify: true })).code.trim();
if (!css.includes('--od-color-bg')) throw new Error('buildCss: the theme variables are missing from the compiled CSS');
const foreign = css.match(/\.(?!od-)[a-zA-Z_][\w-]*\s*[{,:[]/g)?.filter((m) => !/^\.\d/.test(m));
if (foreign?.length) throw new Error(`buildCss: class names without the od- prefix: ${foreign.slice(0, 5).join(' ')}`);

fs.writeFileSync(path.join(dist, 'styles.css'), `${css}\n`);
fs.writeFileSync(path.join(dist, 'styles.layer.css'), `@layer opsdeck{${css}}\n`);
fs.rmSync(cssDir, { recursive: true, force: true });
console.log(`buildCss: styles.css ${Buffer.byteLength(css)} bytes`);
