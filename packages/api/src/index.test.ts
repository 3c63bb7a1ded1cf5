import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import * as entry from './index';

// Every folder's public values must reach the package entry: a forgotten export is a broken promise to the SDK.
const here = new URL('.', import.meta.url);
const folders: Record<string, Record<string, unknown>> = {};
for (const dir of readdirSync(here, { withFileTypes: true })) {
  if (dir.isDirectory() && existsSync(new URL(`${dir.name}/index.ts`, here))) {
    folders[`./${dir.name}/`] = (await import(`./${dir.name}/index.ts`)) as Record<string, unknown>;
  }
}

describe('package entry', () => {
  it('re-exports every runtime export of every folder', () => {
    const missing: string[] = [];
    for (const [path, module] of Object.entries(folders)) {
      if (path.startsWith('./testing/')) continue;
      for (const name of Object.keys(module)) {
        if (!(name in entry) || (entry as Record<string, unknown>)[name] !== module[name]) missing.push(`${path}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(folders).length).toBeGreaterThan(15);
  });

  it('builds a working client and query from the entry alone', () => {
    const db = entry.createPostgrestClient(entry.createOpsdeckClient({ baseUrl: 'https://ops.example' }));
    expect(db.from('checks').select('id').eq('status', 'healthy').toRequest().path).toBe(
      '/db/checks?select=id&status=eq.healthy',
    );
  });
});
