// Loaded with `node --import`: every `react` / `react-dom` import or require in the process resolves to the React 18
// copies installed as react-18 / react-dom-18, so the built package runs exactly as in a React 18 host.
import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const packageRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const REACT = /^(react|react-dom)(\/.*)?$/;

// ES modules (our dist, TanStack Query, @opsdeck/ui): a resolve hook.
register('./hooks.mjs', import.meta.url, { data: { parentURL: pathToFileURL(path.join(packageRoot, 'package.json')).href } });

// CommonJS (react-dom itself and what it requires): Node's require resolution.
const original = Module._resolveFilename;
const fromPackage = { id: packageRoot, filename: path.join(packageRoot, 'index.js'), paths: Module._nodeModulePaths(packageRoot) };
Module._resolveFilename = function resolveReact18(request, parent, ...rest) {
  const match = REACT.exec(request);
  if (match) return original.call(this, `${match[1]}-18${match[2] ?? ''}`, fromPackage, ...rest);
  return original.call(this, request, parent, ...rest);
};
