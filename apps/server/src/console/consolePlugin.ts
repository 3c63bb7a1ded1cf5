import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { wantsHtml } from '../requestValues';

/**
 * Serves the built console (apps/console/dist) at / on the API's origin, so the session cookie and the CSRF rule work
 * without CORS. Files are served as they are, hashed assets cached for a year; any other GET that asks for HTML (a
 * deep link, /login, /error, /view/...) gets index.html, uncached, so the console's router takes over. /api is never
 * answered with the app: an unknown API path stays a JSON 404.
 */
export interface ConsolePluginOptions {
  /** The console's build output: index.html and assets/. */
  dir: string;
}

/** Vite's `html.cspNonce` placeholder in index.html (apps/console/vite.config.ts). */
export const CSP_NONCE_PLACEHOLDER = '__OPSDECK_CSP_NONCE__';

const ASSET_CACHE = 'public, max-age=31536000, immutable';
const FILE_CACHE = 'public, max-age=3600';

/** The console build beside this server package (apps/console/dist), when there is one. */
export function defaultConsoleDir(from: string = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  // From src/console/ (tsx, vitest) or dist/ (the built server): walk up to the server package, whichever it is.
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      const candidate = path.resolve(dir, '..', 'console', 'dist');
      return fs.existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export const consolePlugin: FastifyPluginAsync<ConsolePluginOptions> = async (app, { dir }) => {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`The console directory ${root} has no index.html: build the console (pnpm build) or unset OPSDECK_CONSOLE_DIR`);
  }
  // sendFile only: the one route below decides what is a file, what is the app and what is a 404.
  await app.register(fastifyStatic, { root, serve: false, index: false });

  let index: { mtimeMs: number; html: string } | undefined;
  const indexHtml = async (): Promise<string> => {
    const file = path.join(root, 'index.html');
    const { mtimeMs } = await fs.promises.stat(file);
    // Re-read after a rebuild, without a restart.
    if (!index || index.mtimeMs !== mtimeMs) index = { mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    return index.html;
  };

  /** A regular file under root named by the URL path, or undefined (never anything outside root). */
  const fileFor = async (pathname: string): Promise<string | undefined> => {
    const relative = path.normalize(pathname).replace(/^[/\\]+/, '');
    if (!relative || relative === 'index.html') return undefined;
    const absolute = path.resolve(root, relative);
    if (!absolute.startsWith(root + path.sep)) return undefined;
    const stat = await fs.promises.stat(absolute).catch(() => undefined);
    return stat?.isFile() ? relative : undefined;
  };

  const sendApp = async (reply: FastifyReply) => {
    // A fresh nonce per page: the CSP of this response allows exactly the <style> elements that carry it (Radix's
    // scroll lock inserts one; the console reads the nonce from the meta tag Vite writes).
    const nonce = reply.cspNonce?.style ?? '';
    const html = (await indexHtml()).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/*', { helmet: { enableCSPNonces: true } }, async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]!);
    } catch {
      return reply.callNotFound();
    }
    if (isApiPath(pathname)) return reply.callNotFound();
    const file = await fileFor(pathname);
    if (file) {
      const hashed = file.startsWith(`assets${path.sep}`) || file.startsWith('assets/');
      return reply.header('cache-control', hashed ? ASSET_CACHE : FILE_CACHE).sendFile(file, { cacheControl: false });
    }
    if (wantsHtml(request)) return sendApp(reply);
    return reply.callNotFound();
  });
};
