import { OpsdeckError } from '@opsdeck/api';
import { describe, expect, it } from 'vitest';
import { FLOW_ERROR_MESSAGES, flowErrorAction, loginPath } from './loginFlowErrors';

const kratos = (status: number, id: string | undefined, extra: Record<string, unknown> = {}) =>
  new OpsdeckError({
    kind: status === 401 ? 'unauthorized' : 'http',
    status,
    message: 'failed',
    body: { error: { id, code: status, message: 'failed', reason: `reason of ${id ?? 'no id'}` }, ...extra },
  });

const ctx = { returnTo: '/settings/feature-flags?x=1' };

describe('flowErrorAction (spec 000 section 8, identity flow error ids)', () => {
  it('sends session_aal2_required to the given URL, or to the second-factor sign-in', () => {
    expect(flowErrorAction(kratos(403, 'session_aal2_required', { redirect_browser_to: '/x' }), ctx)).toEqual({ type: 'redirect', to: '/x' });
    expect(flowErrorAction(kratos(403, 'session_aal2_required'), ctx)).toEqual({
      type: 'redirect',
      to: '/login?aal=aal2&return_to=%2Fsettings%2Ffeature-flags%3Fx%3D1',
    });
  });

  it('goes on to return_to for session_already_available, and to / without one', () => {
    expect(flowErrorAction(kratos(400, 'session_already_available'), ctx)).toEqual({ type: 'redirect', to: ctx.returnTo });
    expect(flowErrorAction(kratos(400, 'session_already_available'), { returnTo: '' })).toEqual({ type: 'redirect', to: '/' });
  });

  it('asks to sign in again with refresh for session_refresh_required', () => {
    expect(flowErrorAction(kratos(403, 'session_refresh_required'), ctx)).toEqual({
      type: 'redirect',
      to: '/login?refresh=true&return_to=%2Fsettings%2Ffeature-flags%3Fx%3D1',
    });
  });

  it('shows the spec texts for a forbidden return_to, an expired flow and a CSRF violation', () => {
    expect(flowErrorAction(kratos(400, 'self_service_flow_return_to_forbidden'), ctx)).toEqual({
      type: 'message',
      message: 'The return_to address is not allowed.',
    });
    expect(flowErrorAction(kratos(410, 'self_service_flow_expired'), ctx)).toEqual({
      type: 'restart',
      message: 'Your interaction expired, please fill out the form again.',
    });
    expect(flowErrorAction(kratos(410, 'self_service_flow_expired', { use_flow_id: 'f2' }), ctx)).toEqual({
      type: 'useFlow',
      flowId: 'f2',
      message: FLOW_ERROR_MESSAGES.expired,
    });
    expect(flowErrorAction(kratos(403, 'security_csrf_violation'), ctx)).toEqual({
      type: 'restart',
      message: 'A security violation was detected, please fill out the form again.',
    });
  });

  it('resets the flow for an identity mismatch, an inactive session and any 410', () => {
    expect(flowErrorAction(kratos(403, 'security_identity_mismatch'), ctx)).toEqual({ type: 'restart' });
    expect(flowErrorAction(kratos(401, 'session_inactive'), ctx)).toEqual({ type: 'restart' });
    expect(flowErrorAction(kratos(410, undefined), ctx)).toEqual({ type: 'restart' });
    expect(flowErrorAction(new OpsdeckError({ kind: 'http', status: 410, message: 'Gone' }), ctx)).toEqual({ type: 'restart' });
  });

  it('follows browser_location_change_required', () => {
    expect(flowErrorAction(kratos(422, 'browser_location_change_required', { redirect_browser_to: 'https://id.example/x' }), ctx)).toEqual({
      type: 'redirect',
      to: 'https://id.example/x',
    });
  });

  it('puts a 400 that carries the flow back into the form', () => {
    const flow = { id: 'f1', ui: { action: '/x', method: 'POST', nodes: [] } };
    expect(flowErrorAction(new OpsdeckError({ kind: 'http', status: 400, message: 'bad', body: flow }), ctx)).toEqual({
      type: 'showFlow',
      flow,
    });
  });

  it("shows the service's reason for anything else, and the transport message for non-Kratos failures", () => {
    expect(flowErrorAction(kratos(429, undefined), ctx)).toEqual({ type: 'message', message: 'reason of no id' });
    expect(flowErrorAction(new OpsdeckError({ kind: 'network', message: 'Network Error. Please try again.' }), ctx)).toEqual({
      type: 'message',
      message: 'Network Error. Please try again.',
    });
    expect(flowErrorAction('weird', ctx)).toEqual({ type: 'message', message: 'Something went wrong' });
  });
});

describe('loginPath', () => {
  it('builds /login with only the parameters given, leaving out the default return_to', () => {
    expect(loginPath({})).toBe('/login');
    expect(loginPath({ returnTo: '/' })).toBe('/login');
    expect(loginPath({ returnTo: '/a?b=c&d=e' })).toBe('/login?return_to=%2Fa%3Fb%3Dc%26d%3De');
    expect(loginPath({ aal: 'aal2', refresh: true, returnTo: '/x' })).toBe('/login?aal=aal2&refresh=true&return_to=%2Fx');
  });
});
