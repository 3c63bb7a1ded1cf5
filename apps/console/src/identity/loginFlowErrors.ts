import { isOpsdeckError } from '@opsdeck/api';
import { isKratosErrorBody, isLoginFlow, type LoginFlow } from './identityTypes';

/**
 * What the sign-in page does with a failed identity call: the flow error ids of spec 000 section 8, a 410 restarting
 * the flow, and a 400 carrying the flow back into the form. Pure, so every row of the table is unit-tested.
 */
export type FlowErrorAction =
  /** Leave the sign-in page (a client-side path, or a full URL the identity service named). */
  | { type: 'redirect'; to: string }
  /** Start a new flow, optionally telling the user why. */
  | { type: 'restart'; message?: string }
  /** Continue in the fresh flow the service already made. */
  | { type: 'useFlow'; flowId: string; message?: string }
  /** The flow came back with messages on its fields: show it. */
  | { type: 'showFlow'; flow: LoginFlow }
  /** Stay, and show this error. */
  | { type: 'message'; message: string };

export const FLOW_ERROR_MESSAGES = {
  returnToForbidden: 'The return_to address is not allowed.',
  expired: 'Your interaction expired, please fill out the form again.',
  csrf: 'A security violation was detected, please fill out the form again.',
  unknown: 'Something went wrong',
} as const;

export interface FlowErrorContext {
  /** Where to go once signed in (the return_to of the page, default '/'). */
  returnTo: string;
}

/** `/login?…` with only the parameters given. */
export function loginPath(params: { returnTo?: string; refresh?: boolean; aal?: string }): string {
  const query = new URLSearchParams();
  if (params.aal) query.set('aal', params.aal);
  if (params.refresh) query.set('refresh', 'true');
  if (params.returnTo && params.returnTo !== '/') query.set('return_to', params.returnTo);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}

export function flowErrorAction(error: unknown, { returnTo }: FlowErrorContext): FlowErrorAction {
  if (!isOpsdeckError(error)) return { type: 'message', message: error instanceof Error ? error.message : FLOW_ERROR_MESSAGES.unknown };
  const { status, body } = error;
  if (status === 400 && isLoginFlow(body)) return { type: 'showFlow', flow: body };
  if (!isKratosErrorBody(body)) {
    if (status === 410) return { type: 'restart' };
    return { type: 'message', message: error.message || FLOW_ERROR_MESSAGES.unknown };
  }
  const redirectTo = body.redirect_browser_to;
  switch (body.error.id) {
    case 'session_aal2_required':
      return { type: 'redirect', to: redirectTo || loginPath({ aal: 'aal2', returnTo }) };
    case 'session_already_available':
      // Already signed in: straight on to where the user was going (the spec's '/' when nothing was asked for).
      return { type: 'redirect', to: returnTo || '/' };
    case 'session_refresh_required':
      return { type: 'redirect', to: loginPath({ refresh: true, returnTo }) };
    case 'self_service_flow_return_to_forbidden':
      return { type: 'message', message: FLOW_ERROR_MESSAGES.returnToForbidden };
    case 'self_service_flow_expired':
      return body.use_flow_id
        ? { type: 'useFlow', flowId: body.use_flow_id, message: FLOW_ERROR_MESSAGES.expired }
        : { type: 'restart', message: FLOW_ERROR_MESSAGES.expired };
    case 'security_csrf_violation':
      return { type: 'restart', message: FLOW_ERROR_MESSAGES.csrf };
    case 'security_identity_mismatch':
      return { type: 'restart' };
    case 'browser_location_change_required':
      return redirectTo ? { type: 'redirect', to: redirectTo } : { type: 'restart' };
    case 'session_inactive':
      return { type: 'restart' };
  }
  if (status === 410 || status === 404) return { type: 'restart' };
  return { type: 'message', message: body.error.reason || body.error.message };
}
