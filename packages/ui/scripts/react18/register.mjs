// Loaded with `node --import`: every `react` / `react-dom` import or require in the process resolves to the React 18
// copies installed as react-18 / react-dom-18, so the built package is exercised exactly as a React 18 app would.
import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const packageRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const REACT = /^(react|react-dom)(\/.*)?$/;

// ES modules (our dist, Radix, TanStack ...): a resolve hook.
register('./hooks.mjs', import.meta.url, { data: { parentURL: pathToFileURL(path.join(packageRoot, 'package.json')).href } });

// CommonJS (react-dom itself, use-sync-external-store ...): Node's require resolution.
const original = Module._resolveFilename;
const fromPackage = { id: packageRoot, filename: path.join(packageRoot, 'index.js'), paths: Module._nodeModulePaths(packageRoot) };
Module._resolveFilename = function resolveReact18(request, parent, ...rest) {
  const match = REACT.exec(request);
  if (match) return original.call(this, `${match[1]}-18${match[2] ?? ''}`, fromPackage, ...rest);
  return original.call(this, request, parent, ...rest);
};
