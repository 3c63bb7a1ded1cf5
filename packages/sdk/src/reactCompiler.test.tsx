import { transformAsync } from '@babel/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { CanProps } from './auth/Can';
import type { OpsdeckLinkProps } from './navigation/OpsdeckLink';
import type { OpsdeckProviderProps } from './provider/OpsdeckProvider';

// React 19 hosts may run the React Compiler over their dependencies. The provider reads its callbacks and token from
// a ref at request time so that they can change after mount: that must survive automatic memoisation. This compiles
// our real sources with babel-plugin-react-compiler (any rule it cannot accept fails the build: 'all_errors') and
// checks prop changes after mount against the reference server.
const here = path.dirname(new URL(import.meta.url).pathname);
const compiledFiles = [
  'provider/OpsdeckProvider.tsx',
  'auth/Can.tsx',
  'auth/useAuthorizer.ts',
  'auth/useWhoami.ts',
  'feature-flags/useFeatureFlags.ts',
  'navigation/OpsdeckLink.tsx',
  'navigation/useOpsdeckNavigate.ts',
];
// Inside the package (git-ignored) so vite serves it like any source file.
const outDir = path.resolve(here, '../.react-compiler-out');
const output: Record<string, string> = {};
const outName = (file: string) => file.replace(/\//g, '_').replace(/\.tsx?$/, '.jsx');

async function compile(file: string) {
  const filename = path.join(here, file);
  const result = await transformAsync(fs.readFileSync(filename, 'utf8'), {
    filename,
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
    plugins: [['babel-plugin-react-compiler', { target: '19', panicThreshold: 'all_errors' }]],
  });
  // Imports of other compiled files point at their compiled copy; everything else at the real source.
  const code = (result?.code ?? '').replace(/from '(\.\.?\/[^']+)'/g, (_match, spec: string) => {
    const target = path.relative(here, path.resolve(path.dirname(filename), spec));
    const compiled = compiledFiles.find((f) => f.replace(/\.tsx?$/, '') === target);
    return compiled ? `from './${outName(compiled)}'` : `from '${path.resolve(path.dirname(filename), spec)}'`;
  });
  output[file] = code;
  fs.writeFileSync(path.join(outDir, outName(file)), code);
}

const server = inject('referenceServer');
let Provider: ComponentType<OpsdeckProviderProps>;
let CompiledCan: ComponentType<CanProps>;
let Link: ComponentType<OpsdeckLinkProps>;
let useFlags: () => { isDisabled(feature: string): boolean };

beforeAll(async () => {
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of compiledFiles) await compile(file);
  const load = (file: string) => import(/* @vite-ignore */ path.join(outDir, outName(file)));
  Provider = (await load('provider/OpsdeckProvider.tsx')).OpsdeckProvider;
  CompiledCan = (await load('auth/Can.tsx')).Can;
  Link = (await load('navigation/OpsdeckLink.tsx')).OpsdeckLink;
  useFlags = (await load('feature-flags/useFeatureFlags.ts')).useFeatureFlags;
});

describe('the provider under the React Compiler', () => {
  it('compiles with no rule broken, and really is memoised', () => {
    for (const file of compiledFiles) expect(output[file], file).toContain('react/compiler-runtime');
  });

  it('follows a new token after mount (the gate closes for a viewer)', async () => {
    const gate = (
      <CompiledCan resource="connections" action="write" fallback="read only">
        may edit
      </CompiledCan>
    );
    const { rerender } = render(
      <Provider baseUrl={server.baseUrl} token={server.tokens.admin}>
        {gate}
      </Provider>,
    );
    expect(await screen.findByText('may edit')).toBeInTheDocument();
    rerender(
      <Provider baseUrl={server.baseUrl} token={server.tokens.viewer}>
        {gate}
      </Provider>,
    );
    expect(await screen.findByText('read only')).toBeInTheDocument();
  });

  it('uses the newest navigate and onError given after mount', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const firstError = vi.fn();
    const secondError = vi.fn();
    const tree = (navigate: () => void, onError: () => void, token: string) => (
      <Provider baseUrl={server.baseUrl} token={token} navigate={navigate} onError={onError}>
        <Link to="/health">Health</Link>
        <CompiledCan resource="canaries" action="read" fallback="no">
          yes
        </CompiledCan>
      </Provider>
    );
    const { rerender } = render(tree(first, firstError, server.tokens.admin));
    await screen.findByText('yes');
    rerender(tree(second, secondError, 'revoked'));
    fireEvent.click(screen.getByRole('link', { name: 'Health' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('/health', undefined);
    // The new token is refused: the report goes to the handler given with it.
    await screen.findByText('no');
    await waitFor(() => expect(secondError).toHaveBeenCalledTimes(1));
    expect(firstError).not.toHaveBeenCalled();
  });

  it("follows the host's feature switches changed after mount", () => {
    function Topology() {
      return <p>{useFlags().isDisabled('topology') ? 'topology off' : 'topology on'}</p>;
    }
    const { rerender } = render(
      <Provider baseUrl={server.baseUrl} mode="public" features={{ topology: true }}>
        <Topology />
      </Provider>,
    );
    expect(screen.getByText('topology on')).toBeInTheDocument();
    rerender(
      <Provider baseUrl={server.baseUrl} mode="public" features={{ topology: false }}>
        <Topology />
      </Provider>,
    );
    expect(screen.getByText('topology off')).toBeInTheDocument();
  });
});
