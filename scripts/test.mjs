#!/usr/bin/env node
// Runs every suite of `pnpm test` in order and ends with one line: `N passed, N failed[, N skipped]`.
// Lint, typecheck and package checks count as one test each; vitest reports its own counts. The server's
// integration suite runs on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set. The console's Playwright
// journeys run last, against the built server, and report their own counts too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, '.test-results');
fs.mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return res.status === 0;
}

function step(name, cmd, args, env) {
  if (run(name, cmd, args, env)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function vitest(name, args, env) {
  const file = path.join(outDir, `${name}.json`);
  fs.rmSync(file, { force: true });
  const ok = run(name, 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args], env);
  if (!fs.existsSync(file)) {
    totals.failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that failed to load has no failed test but fails the run all the same.
  const broken = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.every((a) => a.status !== 'failed'));
  totals.failed += broken.length;
  if (!ok || report.numFailedTests || broken.length) failures.push(name);
}

step('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
step('typecheck', 'pnpm', ['-r', '--no-bail', 'run', 'typecheck']);
step('build', 'pnpm', ['run', 'build']);
for (const pkg of ['@opsdeck/api', '@opsdeck/ui', '@opsdeck/sdk']) step(`package ${pkg}`, 'pnpm', ['--filter', pkg, 'run', 'lint:package']);

const pgUrl = process.env.TEST_DATABASE_URL;
const projects = ['api', 'server', 'ui', 'console', 'sdk'];
vitest('unit-and-pglite', projects.flatMap((p) => ['--project', p]), { TEST_DATABASE_URL: '' });
if (pgUrl) vitest('server-postgresql', ['--project', 'server'], { TEST_DATABASE_URL: pgUrl });
else console.log('\nTEST_DATABASE_URL is not set: the server suite ran on PGlite only.');

// The console's journeys in Chromium against the built server (the build step above made it); Playwright's JSON
// report gives the counts.
function playwright(name, pkg) {
  const file = path.join(outDir, `${name}.json`);
  fs.rmSync(file, { force: true });
  const ok = run(name, 'pnpm', ['--filter', pkg, 'exec', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!fs.existsSync(file)) {
    totals.failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  // A global setup that failed (no server, no browser) runs no test but fails the step all the same.
  if (errors.length && !stats.unexpected) totals.failed += 1;
  if (!ok || stats.unexpected || errors.length) failures.push(name);
}
playwright('console-e2e', '@opsdeck/console');
// The Acme Portal: the built packages in a third-party app, cross-origin with a token, style isolation both ways.
playwright('embed-demo-e2e', '@opsdeck/embed-demo');

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
