import type { FastifyCorsOptions } from '@fastify/cors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route-level @fastify/cors options, merged over the global ones (plugins/security.ts). */
    cors?: FastifyCorsOptions | false;
  }
}

/**
 * CORS of the public endpoints: any origin may read them, and never with credentials (`*` forbids them in browsers),
 * since they answer the same to everyone. Set per route, so the allow-list of every authenticated route stays as it is.
 * The preflight routes (publicHealthPlugin) use the same, for callers that add a header such as If-None-Match.
 */
export const PUBLIC_CORS: FastifyCorsOptions = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
  allowedHeaders: ['Accept', 'If-None-Match'],
  exposedHeaders: ['ETag'],
  maxAge: 600,
};

export const PUBLIC_ROUTE = { config: { cors: PUBLIC_CORS } };
