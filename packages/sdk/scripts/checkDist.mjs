#!/usr/bin/env node
// Checks of the built package that publint and attw do not make: every module starts with "use client" (so a React
// Server Components host treats each entry as a client boundary), every exported file exists, and every entry
// imports in plain Node with no DOM at all (nothing touches window or document at import time). Run after a build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const failures = [];
const fail = (message) => failures.push(message);

const jsFiles = fs.readdirSync(path.join(root, 'dist'), { recursive: true }).filter((f) => String(f).endsWith('.js'));
for (const file of jsFiles) {
  const text = fs.readFileSync(path.join(root, 'dist', file), 'utf8');
  if (!text.startsWith('"use client";')) fail(`dist/${file} does not start with "use client"`);
}

if (typeof globalThis.window !== 'undefined' || typeof globalThis.document !== 'undefined') {
  fail('this check must run without a DOM');
}
for (const [key, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object') {
    if (!fs.existsSync(path.join(root, target))) fail(`${key}: ${target} is missing`);
    continue;
  }
  for (const condition of ['types', 'import']) {
    if (!fs.existsSync(path.join(root, target[condition]))) fail(`${key}: ${condition} ${target[condition]} is missing`);
  }
  try {
    const mod = await import(pathToFileURL(path.join(root, target.import)).href);
    if (Object.keys(mod).length === 0) fail(`${key}: the entry exports nothing`);
  } catch (error) {
    fail(`${key}: importing without a DOM failed: ${error?.message ?? error}`);
  }
}

if (failures.length) {
  for (const message of failures) console.error(`checkDist: FAIL ${message}`);
  process.exit(1);
}
console.log(`checkDist: ${jsFiles.length} modules start with "use client"; ${Object.keys(pkg.exports).length - 1} entries import without a DOM`);
