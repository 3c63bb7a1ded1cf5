import { transformAsync } from '@babel/core';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// React 19 hosts may run the React Compiler over their dependencies: every part of the dashboard must compile with
// no rule broken, and the parts holding a TanStack Virtual instance must opt out ('use no memo'), since the
// compiler would memoise its mutable measurements stale.
const here = path.dirname(new URL(import.meta.url).pathname);
const files = fs.readdirSync(here).filter((file) => /^HealthDashboard[A-Za-z]*\.tsx$/.test(file));
const windowed = ['HealthDashboardTable.tsx', 'HealthDashboardCards.tsx', 'HealthDashboardPivot.tsx', 'HealthDashboardLabelFilter.tsx'];

async function compile(file: string): Promise<string> {
  const filename = path.join(here, file);
  const result = await transformAsync(fs.readFileSync(filename, 'utf8'), {
    filename,
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
    plugins: [['babel-plugin-react-compiler', { target: '19', panicThreshold: 'all_errors' }]],
  });
  return result?.code ?? '';
}

describe('HealthDashboard under the React Compiler', () => {
  it.each(files)('%s compiles with no rule broken', async (file) => {
    const code = await compile(file);
    expect(code.length).toBeGreaterThan(0);
  });

  it('opts the windowed views out of automatic memoisation', async () => {
    for (const file of windowed) {
      const source = fs.readFileSync(path.join(here, file), 'utf8');
      expect(source, file).toContain("'use no memo'");
    }
    // And the rest really is memoised by the compiler.
    expect(await compile('HealthDashboardSidebar.tsx')).toContain('react/compiler-runtime');
  });
});
