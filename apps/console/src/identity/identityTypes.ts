/**
 * The parts of Ory Kratos's self-service shapes the console reads. The server speaks them under /api/.ory, and so does
 * a real Kratos behind Mission Control, so nothing here is specific to our backend.
 */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

export interface UiNodeAttributes {
  name: string;
  type: string;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  node_type: string;
}

export interface UiNode {
  type: string;
  group: string;
  attributes: UiNodeAttributes;
  messages: UiText[];
  meta: { label?: UiText };
}

export interface LoginFlow {
  id: string;
  return_to?: string;
  refresh?: boolean;
  requested_aal?: string;
  expires_at?: string;
  ui: { action: string; method: string; nodes: UiNode[]; messages?: UiText[] };
}

export interface KratosErrorBody {
  error: {
    id?: string;
    code: number;
    status?: string;
    reason?: string;
    message: string;
    details?: Record<string, unknown>;
  };
  redirect_browser_to?: string;
  use_flow_id?: string;
}

export interface FlowError {
  id: string;
  error: unknown;
  created_at?: string;
}

export function isLoginFlow(value: unknown): value is LoginFlow {
  if (!value || typeof value !== 'object') return false;
  const flow = value as Partial<LoginFlow>;
  return typeof flow.id === 'string' && !!flow.ui && Array.isArray(flow.ui.nodes);
}

export function isKratosErrorBody(value: unknown): value is KratosErrorBody {
  if (!value || typeof value !== 'object') return false;
  const error = (value as { error?: unknown }).error;
  return !!error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string';
}
