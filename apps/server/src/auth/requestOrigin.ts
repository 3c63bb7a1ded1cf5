import type { FastifyRequest } from 'fastify';

/** This server's origin as the caller addressed it (Host, or X-Forwarded-Proto/Host behind a trusted proxy). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The origin of an absolute URL, or undefined when it is not one. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? 'null' : parsed.origin;
  } catch {
    return undefined;
  }
}
