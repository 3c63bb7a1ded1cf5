import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { csrfViolation } from './kratosErrors';
import { sha256 } from './secrets';

/**
 * Double-submit CSRF token of the identity flows, as Kratos does it: an HttpOnly cookie holds a random secret, and
 * each flow carries a masked copy of it in its csrf_token node (a fresh random pad XOR the secret, so the value in
 * the page differs per flow). A submission is accepted only when the token it carries unmasks to the secret in the
 * cookie; a page on another origin can neither read the cookie nor the flow, so it cannot forge one.
 */
const SECRET_BYTES = 32;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Kratos names the cookie csrf_token_<sha256 of its public URL>; ours is keyed the same way on the origin. */
export function csrfCookieName(origin: string): string {
  return `csrf_token_${sha256(`${origin}/api/.ory`)}`;
}

function readSecret(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const secret = Buffer.from(value, 'base64url');
  return secret.length === SECRET_BYTES ? secret : undefined;
}

/** The browser's csrf secret, set as a cookie when it has none (or a malformed one). */
export function ensureCsrfSecret(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  config: ServerConfig,
): Buffer {
  const name = csrfCookieName(origin);
  const existing = readSecret(request.cookies[name]);
  if (existing) return existing;
  const secret = crypto.randomBytes(SECRET_BYTES);
  reply.setCookie(name, secret.toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: ONE_YEAR_SECONDS,
  });
  return secret;
}

/** A token for one flow: pad || (pad XOR secret), base64. */
export function maskCsrfSecret(secret: Buffer): string {
  const pad = crypto.randomBytes(SECRET_BYTES);
  const masked = Buffer.alloc(SECRET_BYTES);
  for (let i = 0; i < SECRET_BYTES; i++) masked[i] = pad[i]! ^ secret[i]!;
  return Buffer.concat([pad, masked]).toString('base64');
}

function unmask(token: string): Buffer | undefined {
  const raw = Buffer.from(token, 'base64');
  if (raw.length !== SECRET_BYTES * 2) return undefined;
  const out = Buffer.alloc(SECRET_BYTES);
  for (let i = 0; i < SECRET_BYTES; i++) out[i] = raw[i]! ^ raw[i + SECRET_BYTES]!;
  return out;
}

/** Throws security_csrf_violation unless `token` is a masking of the secret in this browser's csrf cookie. */
export function verifyCsrfToken(request: FastifyRequest, origin: string, token: string | undefined): void {
  if (!request.headers.cookie) throw csrfViolation('The HTTP Cookie Header is empty or not set.');
  const secret = readSecret(request.cookies[csrfCookieName(origin)]);
  if (!secret) throw csrfViolation('The HTTP Cookie Header was set but did not include the anti-CSRF cookie.');
  if (!token) {
    throw csrfViolation('The anti-CSRF cookie was found but the CSRF token was not included in the HTTP request body.');
  }
  const submitted = unmask(token);
  if (!submitted || !crypto.timingSafeEqual(submitted, secret)) {
    throw csrfViolation('The HTTP Cookie Header was set and a CSRF token was sent but they do not match.');
  }
}
