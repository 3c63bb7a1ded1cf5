#!/usr/bin/env node
// `pnpm bench:size`: gzip bytes of every entry of @opsdeck/ui and @opsdeck/sdk (see bundleSizes.mjs for how they are
// measured), printed as JSON and checked against size-budgets.json at the repository root. Exits 1 when an entry is
// over its budget or a budgeted entry no longer exists. `--only <package>` measures one package and checks nothing.
import fs from 'node:fs';
import path from 'node:path';
import { measurePackage } from './bundleSizes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PACKAGES = { '@opsdeck/ui': 'packages/ui', '@opsdeck/sdk': 'packages/sdk' };

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
if (only && !PACKAGES[only]) throw new Error(`--only: unknown package ${only} (one of ${Object.keys(PACKAGES).join(', ')})`);

const measured = { excluded: {}, entries: {}, css: {} };
for (const [name, dir] of Object.entries(PACKAGES)) {
  if (only && name !== only) continue;
  const report = await measurePackage(path.join(root, dir));
  measured.excluded[name] = report.excluded;
  Object.assign(measured.entries, report.entries);
  Object.assign(measured.css, report.css);
}

const output = {
  unit: 'bytes, gzip -9 of minified ESM',
  excluded: measured.excluded,
  entries: measured.entries,
  css: measured.css,
};

if (!only) {
  const budgets = JSON.parse(fs.readFileSync(path.join(root, 'size-budgets.json'), 'utf8'));
  const checks = [];
  for (const [name, budget] of Object.entries(budgets.entries)) {
    const figures = measured.entries[name];
    const actual = figures?.[budgets.counts];
    checks.push({ name, budget, actual: actual ?? null, ok: actual !== undefined && actual <= budget });
  }
  for (const [group, budget] of Object.entries(budgets.css)) {
    const files = Object.entries(measured.css).filter(([name]) => name.startsWith(`${group}/`) && !name.includes('.layer.'));
    const actual = files.length ? files.reduce((sum, [, figures]) => sum + figures.gzip, 0) : undefined;
    checks.push({ name: `${group} CSS`, budget, actual: actual ?? null, ok: actual !== undefined && actual <= budget });
  }
  const over = checks.filter((check) => !check.ok);
  output.budget = {
    counts: budgets.counts,
    checked: checks.length,
    over: Object.fromEntries(over.map(({ name, budget, actual }) => [name, { budget, actual }])),
  };
  console.log(JSON.stringify(output, null, 2));
  if (over.length) {
    console.error(`bench:size: ${over.length} of ${checks.length} budgets exceeded: ${over.map((c) => c.name).join(', ')}`);
    process.exit(1);
  }
  console.error(`bench:size: all ${checks.length} budgets met`);
} else {
  console.log(JSON.stringify(output, null, 2));
}
