import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { ServerConfig } from '../config';

/**
 * CORS by allow-list (portals embedding widgets from another origin call with a token), and security headers:
 * a strict CSP for the console, nosniff everywhere, and configurable frame-ancestors for the public /view embeds.
 */
export const securityPlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    await app.register(cors, {
      origin: (origin, cb) => cb(null, !origin ? false : config.corsOrigins.includes(origin) ? origin : false),
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Prefer', 'Range', 'X-Requested-With'],
      exposedHeaders: ['Content-Range', 'Retry-After'],
      maxAge: 600,
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // No inline styles: the console's one runtime <style> (a dialog's scroll lock) carries the page's nonce,
          // which the console route adds to this list (consolePlugin); React's style props go through the CSSOM.
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // helmet adds upgrade-insecure-requests by default: only right when served over HTTPS.
          upgradeInsecureRequests: config.secureCookies ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      frameguard: false,
      hsts: config.secureCookies,
    });
    // Public embeds may be framed by the origins the operator lists.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/view/') || request.url === '/view') {
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        const ancestors = config.frameAncestors.join(' ');
        reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
      }
    });
  },
  { name: 'security' },
);
