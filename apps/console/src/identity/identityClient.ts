import { createOpsdeckClient, type OpsdeckClient } from '@opsdeck/api';
import type { FlowError, LoginFlow } from './identityTypes';

/**
 * The Kratos-compatible self-service calls (spec 000 section 7, "identity-flow calls"). A client of its own, without
 * the app's 401 handler: a 401 here is an answer about the session (no session yet), not a reason to redirect.
 */
export interface IdentityClient {
  createLoginFlow(options: { returnTo?: string; refresh?: boolean; aal?: string }): Promise<LoginFlow>;
  getLoginFlow(id: string): Promise<LoginFlow>;
  submitLoginFlow(id: string, body: LoginSubmission): Promise<void>;
  getFlowError(id: string): Promise<FlowError>;
  /** Ends the session of this browser through the logout flow (a logout token, then the logout call). */
  signOut(returnTo?: string): Promise<void>;
}

export interface LoginSubmission {
  method: 'password';
  identifier: string;
  password: string;
  csrf_token: string;
}

export function createIdentityClient(http: OpsdeckClient = createOpsdeckClient({ baseUrl: '/api' })): IdentityClient {
  return {
    async createLoginFlow({ returnTo, refresh, aal }) {
      const query: Record<string, string> = {};
      if (returnTo) query.return_to = returnTo;
      if (refresh) query.refresh = 'true';
      if (aal) query.aal = aal;
      return (await http.get<LoginFlow>('/.ory/self-service/login/browser', { query })).data;
    },
    async getLoginFlow(id) {
      return (await http.get<LoginFlow>('/.ory/self-service/login/flows', { query: { id } })).data;
    },
    async submitLoginFlow(id, body) {
      await http.post('/.ory/self-service/login', body, { query: { flow: id } });
    },
    async getFlowError(id) {
      return (await http.get<FlowError>('/.ory/self-service/errors', { query: { id } })).data;
    },
    async signOut(returnTo) {
      const { data } = await http.get<{ logout_token: string }>('/.ory/self-service/logout/browser', {
        query: returnTo ? { return_to: returnTo } : {},
      });
      await http.get('/.ory/self-service/logout', { query: { token: data.logout_token } });
    },
  };
}

export const identityClient = createIdentityClient();
