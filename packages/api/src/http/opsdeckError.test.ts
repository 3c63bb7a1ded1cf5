import { describe, expect, it } from 'vitest';
import { messageFromResponseBody, OpsdeckError, isAbortedError, isOpsdeckError } from './opsdeckError';

describe('messageFromResponseBody', () => {
  it('prefers error, then message, then the status line', () => {
    expect(messageFromResponseBody(400, 'Bad Request', { error: 'bad', message: 'detail' })).toBe('bad');
    expect(messageFromResponseBody(400, 'Bad Request', { error: '  ', message: 'detail' })).toBe('detail');
    expect(messageFromResponseBody(400, 'Bad Request', { error: 42 })).toBe('HTTP 400: Bad Request');
    expect(messageFromResponseBody(503, '', null)).toBe('HTTP 503: error');
  });

  it('shortens a long text body', () => {
    const message = messageFromResponseBody(500, 'x', '<html>'.repeat(100));
    expect(message.length).toBeLessThan(230);
    expect(message.startsWith('HTTP 500: <html>')).toBe(true);
  });
});

describe('OpsdeckError', () => {
  it('carries kind, status and cause, and is recognisable', () => {
    const cause = new TypeError('fetch failed');
    const error = new OpsdeckError({ kind: 'network', message: 'Network Error. Please try again.', cause });
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('OpsdeckError');
    expect(isOpsdeckError(error)).toBe(true);
    expect(isAbortedError(error)).toBe(false);
    expect(isAbortedError(new OpsdeckError({ kind: 'aborted', message: 'x' }))).toBe(true);
    expect(isOpsdeckError(new Error('x'))).toBe(false);
  });
});
