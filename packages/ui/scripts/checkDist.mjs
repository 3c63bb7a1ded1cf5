#!/usr/bin/env node
// Checks what tsup and buildCss produced against the package's promises (run by lint:package after a build):
// every class the JS uses exists in styles.css, every class is od- prefixed, the CSS has no element selectors (no
// global reset), every module starts with "use client", Monaco is reachable only through a dynamic import, and every
// entry imports in plain Node (no window at import time).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const problems = [];
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const jsFiles = walk(dist).filter((f) => f.endsWith('.js'));
const css = fs.readFileSync(path.join(dist, 'styles.css'), 'utf8');
const layered = fs.readFileSync(path.join(dist, 'styles.layer.css'), 'utf8');

// Classes: used by JS vs defined in CSS.
const cssClasses = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
for (const cls of cssClasses) if (!cls.startsWith('od-')) problems.push(`CSS class without the od- prefix: .${cls}`);
for (const file of jsFiles) {
  for (const [, cls] of fs.readFileSync(file, 'utf8').matchAll(/["'`](od-[a-z0-9]+)["'`\s]/g)) {
    if (!cssClasses.has(cls)) problems.push(`${path.relative(dist, file)} uses .${cls}, which styles.css does not define`);
  }
}

/** A selector list split on its top-level commas (not those inside `:is(...)` or `:where(...)`). */
function splitSelectors(list) {
  const out = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

// Selectors: only our classes, the theme attribute, :root and keyframe stops. Anything else would style the host page.
const withoutBlocks = css.replace(/@(?:media|supports|layer)[^{]*\{/g, '');
for (const [, selectorList] of withoutBlocks.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
  for (const selector of splitSelectors(selectorList)) {
    if (!selector || /^(from|to|\d+(\.\d+)?%)$/.test(selector) || selector.startsWith('@')) continue;
    const ok =
      /^(\.od-|:root|\[data-od-color-scheme)/.test(selector) ||
      /^(tbody|tr|thead)\b.*\.od-/.test(selector) ||
      // The isolation rules: elements whose class list has an od- class (theme/isolation.css.ts), nothing else.
      /^:(is|where)\(\[class\^="?od-"?\],\s*\[class\*="? od-"?\]\)/.test(selector);
    if (!ok) problems.push(`selector that could touch the host page: ${selector}`);
  }
}
if (!layered.startsWith('@layer opsdeck{')) problems.push('styles.layer.css is not wrapped in @layer opsdeck');

// "use client" on every module, so React Server Components treat each entry as a client boundary.
for (const file of jsFiles) {
  if (!fs.readFileSync(file, 'utf8').startsWith('"use client";')) problems.push(`${path.relative(dist, file)} does not start with "use client"`);
}

// Monaco only behind import(): walk the static import graph from every entry.
const entries = Object.values(pkg.exports)
  .filter((v) => typeof v === 'object' && v.import && !v.import.includes('*'))
  .map((v) => path.join(root, v.import));
const staticImports = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm)].map((m) => m[1] ?? m[2]);
for (const entry of entries) {
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (/monaco/.test(spec)) problems.push(`${path.relative(root, entry)} statically reaches ${spec} (through ${path.relative(dist, file)})`);
      if (spec.startsWith('.')) stack.push(path.resolve(path.dirname(file), spec));
    }
  }
}

// Importing every entry in Node: nothing may touch window or document at import time.
for (const entry of entries) {
  try {
    await import(pathToFileURL(entry).href);
  } catch (error) {
    problems.push(`importing ${path.relative(root, entry)} in Node failed: ${error.message}`);
  }
}

if (problems.length) {
  console.error(`checkDist: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`checkDist: ${entries.length} entries, ${jsFiles.length} modules, ${cssClasses.size} classes: ok`);
