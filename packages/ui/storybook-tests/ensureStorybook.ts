import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { packageRoot, storybookDirOf } from './storybookBrowser';

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

/**
 * Builds a package's static Storybook unless a build newer than every source file is already there. `sources` are the
 * folders (relative to the package) whose changes the build depends on besides src/ and .storybook/, e.g. the sources
 * of the workspace packages its stories render.
 */
export function ensureStorybook(root: string = packageRoot, sources: readonly string[] = []): void {
  const index = path.join(storybookDirOf(root), 'index.json');
  const newest = Math.max(...['src', '.storybook', ...sources].map((dir) => newestMtime(path.join(root, dir))));
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs > newest) return;
  const result = spawnSync('pnpm', ['run', 'build-storybook'], { cwd: root, encoding: 'utf8', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
  if (result.status !== 0) throw new Error(`Storybook build failed:\n${result.stdout}\n${result.stderr}`);
}
