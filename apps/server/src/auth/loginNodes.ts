/**
 * The `ui` of a login flow in Kratos's shape: input nodes (csrf_token, identifier, password, the submit button) and
 * messages with Kratos's own ids and texts (ory/kratos text/id.go and message_*.go), so UIs written for Kratos render
 * and translate them unchanged.
 */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

export interface UiNodeAttributes {
  name: string;
  type: 'hidden' | 'text' | 'password' | 'submit';
  value?: string;
  required?: boolean;
  disabled: boolean;
  node_type: 'input';
  autocomplete?: string;
}

export interface UiNode {
  type: 'input';
  group: 'default' | 'password';
  attributes: UiNodeAttributes;
  messages: UiText[];
  meta: { label?: UiText };
}

/** What a flow stores of its ui; the action URL is added when the flow is shown (it depends on the mount path). */
export interface StoredUi {
  nodes: UiNode[];
  messages?: UiText[];
}

export const MESSAGES = {
  signIn: (): UiText => ({ id: 1010001, text: 'Sign in', type: 'info' }),
  reauth: (): UiText => ({ id: 1010003, text: 'Please confirm this action by verifying that it is you.', type: 'info' }),
  passwordLabel: (): UiText => ({ id: 1070001, text: 'Password', type: 'info' }),
  // Kratos labels the identifier with the title of the identity-schema trait it comes from: ours is the e-mail.
  identifierLabel: (): UiText => ({ id: 1070002, text: 'E-Mail', type: 'info', context: { title: 'E-Mail' } }),
  required: (property: string): UiText => ({
    id: 4000002,
    text: `Property ${property} is missing.`,
    type: 'error',
    context: { property },
  }),
  invalidCredentials: (): UiText => ({
    id: 4000006,
    text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    type: 'error',
  }),
  flowExpired: (expiredAt: Date): UiText => ({
    id: 4010001,
    text: `The login flow expired ${((Date.now() - expiredAt.getTime()) / 60_000).toFixed(2)} minutes ago, please try again.`,
    type: 'error',
    context: { expired_at: expiredAt.toISOString(), expired_at_unix: Math.floor(expiredAt.getTime() / 1000) },
  }),
  noStrategy: (): UiText => ({
    id: 4010002,
    text: 'Could not find a strategy to log you in with. Did you fill out the form correctly?',
    type: 'error',
  }),
};

export interface LoginNodeOptions {
  csrfToken: string;
  identifier?: string;
  /** Re-authentication of a signed-in user: the identifier is known and not asked again. */
  refresh?: boolean;
}

export function loginNodes({ csrfToken, identifier = '', refresh = false }: LoginNodeOptions): UiNode[] {
  return [
    {
      type: 'input',
      group: 'default',
      attributes: { name: 'csrf_token', type: 'hidden', value: csrfToken, required: true, disabled: false, node_type: 'input' },
      messages: [],
      meta: {},
    },
    {
      type: 'input',
      group: 'default',
      attributes: {
        name: 'identifier',
        type: refresh ? 'hidden' : 'text',
        value: identifier,
        required: true,
        disabled: false,
        node_type: 'input',
        autocomplete: 'username',
      },
      messages: [],
      meta: { label: MESSAGES.identifierLabel() },
    },
    {
      type: 'input',
      group: 'password',
      attributes: {
        name: 'password',
        type: 'password',
        required: true,
        disabled: false,
        node_type: 'input',
        autocomplete: 'current-password',
      },
      messages: [],
      meta: { label: MESSAGES.passwordLabel() },
    },
    {
      type: 'input',
      group: 'password',
      attributes: { name: 'method', type: 'submit', value: 'password', disabled: false, node_type: 'input' },
      messages: [],
      meta: { label: MESSAGES.signIn() },
    },
  ];
}

/** The ui after a failed submission: the identifier kept, the password never echoed, messages where they belong. */
export function withMessages(
  ui: StoredUi,
  { identifier, flowMessages = [], nodeMessages = {} }: {
    identifier?: string;
    flowMessages?: UiText[];
    nodeMessages?: Record<string, UiText[]>;
  },
): StoredUi {
  const nodes = ui.nodes.map((node) => {
    const name = node.attributes.name;
    const attributes = { ...node.attributes };
    if (name === 'identifier' && identifier !== undefined) attributes.value = identifier;
    if (name === 'password') delete attributes.value;
    return { ...node, attributes, messages: nodeMessages[name] ?? [] };
  });
  return flowMessages.length ? { nodes, messages: flowMessages } : { nodes };
}
