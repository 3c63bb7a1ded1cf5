import { describe, expect, it } from 'vitest';
import { API_BASES, apiBaseUrl, resolveApiRoot, servicePath } from './apiBases';

describe('resolveApiRoot', () => {
  it('adds /api to an origin in proxy mode and keeps an /api root as it is', () => {
    expect(resolveApiRoot('')).toBe('/api');
    expect(resolveApiRoot('/api/')).toBe('/api');
    expect(resolveApiRoot('https://ops.example')).toBe('https://ops.example/api');
    expect(resolveApiRoot('https://ops.example/api')).toBe('https://ops.example/api');
    expect(resolveApiRoot('https://ops.example/tools/api//')).toBe('https://ops.example/tools/api');
    // 'rapi' is not 'api': only a whole segment counts.
    expect(resolveApiRoot('https://ops.example/rapi')).toBe('https://ops.example/rapi/api');
  });

  it('uses the backend root itself in direct mode', () => {
    expect(resolveApiRoot('https://backend.example/', 'direct')).toBe('https://backend.example');
  });
});

describe('sub-bases', () => {
  it('lists every service of spec 000 section 7 plus connection, properties and .ory', () => {
    expect(API_BASES).toEqual(
      expect.arrayContaining(['db', 'canary', 'config', 'catalog', 'snapshot', 'agent', 'logs', 'auth', 'people']),
    );
    expect(API_BASES).toEqual(
      expect.arrayContaining(['playbook', 'view', 'artifacts', 'rbac', 'notification', 'apm/search', '.ory']),
    );
  });

  it('puts each service under /api in proxy mode and at the root in direct mode', () => {
    expect(apiBaseUrl('', 'db')).toBe('/api/db');
    expect(apiBaseUrl('https://x/api', 'apm/search')).toBe('https://x/api/apm/search');
    expect(apiBaseUrl('https://b', 'db', 'direct')).toBe('https://b/db');
    expect(apiBaseUrl('https://b', 'canary', 'direct')).toBe('https://b/canary');
    expect(apiBaseUrl('https://b', '.ory', 'direct')).toBe('https://b/kratos');
    expect(apiBaseUrl('https://b', '.ory')).toBe('https://b/api/.ory');
  });

  it('renames only the first segment of a path', () => {
    expect(servicePath('/.ory/self-service/login/browser', 'direct')).toBe('/kratos/self-service/login/browser');
    expect(servicePath('db/.ory', 'direct')).toBe('/db/.ory');
    expect(servicePath('/.ory/x')).toBe('/.ory/x');
  });
});
