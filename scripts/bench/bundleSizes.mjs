// Bundle size of every entry of a workspace package as a consumer's bundler ships it: esbuild bundles the built entry
// (minified ESM, code splitting, the package's `sideEffects` honoured), and we gzip (level 9) what the page loads
// first, i.e. the entry and the chunks it imports statically; dynamic imports are reported apart as `lazyChunk`.
// Two figures per entry: `own`, every dependency external (the package's own code), and `withDeps`, only what the host
// already has external (what the page downloads for that one import). What the host already has: the list,
// plus the measured package's own peer dependencies, which by definition the host installs and bundles once for
// itself (react-hook-form for @opsdeck/ui's form bindings: the host called useForm before it could bind a field).
// Needs the packages built (dist/).
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What every host already has, counted by nobody: the list (react, react-dom, TanStack Query, jotai). */
export const HOST_PEERS = ['react', 'react-dom', '@tanstack/react-query', 'jotai'];
const patterns = (names) => names.flatMap((name) => [name, `${name}/*`]);

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

async function measureEntry(entryFile, external) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'od-size-'));
  try {
    const result = await build({
      entryPoints: { entry: entryFile },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: true,
      outdir,
      external,
      logLevel: 'silent',
      metafile: true,
      // Monaco's codicon font and CSS belong to its lazy chunk's assets, not to the JavaScript measured here.
      loader: { '.ttf': 'empty', '.css': 'empty' },
    });
    const outputs = result.metafile.outputs;
    const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'));
    // Dynamic imports are entry points of their own in the metafile: pick the output of the entry measured.
    const entry = jsFiles.find((file) => outputs[file].entryPoint && path.resolve(outputs[file].entryPoint) === path.resolve(entryFile));
    const initial = new Set([entry]);
    for (const file of initial) {
      for (const imp of outputs[file].imports) {
        if (imp.kind === 'import-statement' && !imp.external) initial.add(imp.path);
      }
    }
    const size = (files) => files.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.resolve(file))), 0);
    const lazy = jsFiles.filter((file) => !initial.has(file));
    return { gzip: size([...initial]), lazyGzip: size(lazy) };
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * `{ entries: { '<name>/<subpath>': { own, withDeps, lazyChunk? } }, css: { '<name>/<file>.css': { raw, gzip } } }`
 * for every non-wildcard entry of the package's `exports` (`./package.json` aside).
 */
export async function measurePackage(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const hostHas = [...new Set([...HOST_PEERS, ...Object.keys(pkg.peerDependencies ?? {})])];
  const peerPatterns = patterns(hostHas);
  const ownExternal = [...peerPatterns, ...patterns(Object.keys(pkg.dependencies ?? {}))];
  const report = { excluded: hostHas, entries: {}, css: {} };
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (key.includes('*') || key === './package.json') continue;
    const name = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    const file = typeof target === 'string' ? target : target.import;
    if (!file) continue;
    const absolute = path.join(packageDir, file);
    if (!fs.existsSync(absolute)) throw new Error(`${name}: ${file} is missing: build the package first`);
    if (file.endsWith('.css')) {
      const bytes = fs.readFileSync(absolute);
      report.css[name] = { raw: bytes.length, gzip: gzipSize(bytes) };
      continue;
    }
    const own = await measureEntry(absolute, ownExternal);
    const withDeps = await measureEntry(absolute, peerPatterns);
    report.entries[name] = {
      own: own.gzip,
      withDeps: withDeps.gzip,
      ...(withDeps.lazyGzip ? { lazyChunk: withDeps.lazyGzip } : {}),
    };
  }
  return report;
}
