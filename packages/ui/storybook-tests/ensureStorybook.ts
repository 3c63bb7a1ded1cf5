import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { packageRoot, storybookDir } from './storybookBrowser';

// Directories count too: deleting a story changes only its folder's mtime.
function newestMtime(dir: string): number {
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** Builds the static Storybook unless a build newer than every source file is already there. */
export function ensureStorybook(): void {
  const index = path.join(storybookDir, 'index.json');
  const sources = Math.max(newestMtime(path.join(packageRoot, 'src')), newestMtime(path.join(packageRoot, '.storybook')));
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs > sources) return;
  const result = spawnSync('pnpm', ['run', 'build-storybook'], { cwd: packageRoot, encoding: 'utf8', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
  if (result.status !== 0) throw new Error(`Storybook build failed:\n${result.stdout}\n${result.stderr}`);
}
