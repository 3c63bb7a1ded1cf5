#!/usr/bin/env node
// Serves the built Acme Portal (dist/) on ACME_PORT (default 5180) and its acme-config.json: the Opsdeck origin
// (OPSDECK_URL, default http://localhost:8080), a read-scoped token (OPSDECK_TOKEN), the Integrations page's token
// (OPSDECK_INTEGRATIONS_TOKEN: read and write connections, read permissions) and the namespace (ACME_NAMESPACE).
// A token not given is created by signing in as the demo users: demo convenience, never do this in a real portal.
// The Opsdeck server must allow this origin: OPSDECK_CORS_ORIGINS=http://localhost:5180.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createIntegrationsToken, createReadScopedToken } from './demoToken.mjs';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const port = Number(process.env.ACME_PORT ?? 5180);
const opsdeckUrl = (process.env.OPSDECK_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const token = process.env.OPSDECK_TOKEN ?? (await createReadScopedToken(opsdeckUrl));
const integrationsToken = process.env.OPSDECK_INTEGRATIONS_TOKEN ?? (await createIntegrationsToken(opsdeckUrl));
const config = JSON.stringify({ opsdeckUrl, token, integrationsToken, namespace: process.env.ACME_NAMESPACE ?? 'payments' });

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.map': 'application/json' };

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/acme-config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(config);
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const target = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()
      ? file
      : path.join(dist, url.pathname.startsWith('/bench') ? 'bench.html' : 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(res);
  })
  .listen(port, '127.0.0.1', () => console.log(`Acme Portal on http://localhost:${port} (Opsdeck at ${opsdeckUrl})`));
