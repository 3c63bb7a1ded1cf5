import { transformAsync } from '@babel/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataTableProps } from './DataTable';

// Hosts on React 19 may run the React Compiler over their dependencies too. TanStack Table v8 goes stale when its
// component is memoised (TanStack/table#5567), so DataTable opts out with "use no memo". This compiles our real
// source with babel-plugin-react-compiler and checks that the table still sorts and pages.
const here = path.dirname(new URL(import.meta.url).pathname);
const compiledFiles = ['DataTable.tsx', 'DataTablePagination.tsx'];
// Inside the package (git-ignored) so vite serves it like any source file.
const outDir = path.resolve(here, '../../.react-compiler-out');
fs.mkdirSync(outDir, { recursive: true });
const output: Record<string, string> = {};

async function compile(file: string) {
  const source = fs.readFileSync(path.join(here, file), 'utf8');
  const result = await transformAsync(source, {
    filename: path.join(here, file),
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
    plugins: [['babel-plugin-react-compiler', { target: '19', panicThreshold: 'all_errors' }]],
  });
  // Imports of the other compiled file stay relative; everything else points back at the real source.
  const code = (result?.code ?? '').replace(/from '(\.\.?\/[^']+)'/g, (match, spec: string) => {
    const base = path.basename(spec);
    if (compiledFiles.includes(`${base}.tsx`)) return `from './${base}.jsx'`;
    return `from '${path.resolve(here, spec)}'`;
  });
  output[file] = code;
  fs.writeFileSync(path.join(outDir, file.replace(/\.tsx$/, '.jsx')), code);
}

interface Row {
  id: string;
  name: string;
  size: number;
}

let CompiledTable: ComponentType<DataTableProps<Row>>;

beforeAll(async () => {
  for (const file of compiledFiles) await compile(file);
  CompiledTable = (await import(/* @vite-ignore */ path.join(outDir, 'DataTable.jsx'))).DataTable;
});

describe('DataTable under the React Compiler', () => {
  it('leaves the table components unmemoised and compiles the rest', () => {
    expect(output['DataTable.tsx']).toContain("'use no memo'");
    expect(output['DataTable.tsx']).not.toMatch(/function DataTable\(props\) \{\s*const \$ = _c\(/);
    // The pagination bar has no directive: the compiler did memoise it, so the compiler really ran.
    expect(output['DataTablePagination.tsx']).toContain('react/compiler-runtime');
  });

  it('still sorts and pages', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}`, name: `row-${String(i).padStart(2, '0')}`, size: (i * 7) % 30 }));
    render(
      <CompiledTable
        data={rows}
        columns={[
          { accessorKey: 'name', header: 'Name' },
          { accessorKey: 'size', header: 'Size' },
        ]}
        defaultPageSize={10}
      />,
    );
    const firstCell = () => within(within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')[0]!).getAllByRole('cell')[1]!.textContent;
    const sizeSort = within(screen.getByRole('columnheader', { name: /Size/ })).getByRole('button');
    await userEvent.click(sizeSort);
    expect(firstCell()).toBe('0');
    await userEvent.click(sizeSort);
    expect(firstCell()).toBe('29');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(firstCell()).toBe('19');
  });
});
