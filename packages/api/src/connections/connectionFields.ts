/**
 * The vocabulary of the connection catalogue: what a form field is, where its value is stored in a connection
 * payload, and the secret-reference codec (spec 001 section 3.3, contract 2(d)). No React, no zod.
 */

export type FieldKind = 'text' | 'secret' | 'number' | 'switch' | 'select' | 'textarea' | 'certificate';

/** Where a field's value lives in the connection row: a column, or a key of `properties`. */
export type FieldTarget = 'url' | 'username' | 'password' | 'certificate' | 'insecure_tls' | `properties.${string}`;

export interface FieldOption {
  label: string;
  value: string;
}

export interface ConnectionFieldDef {
  /** The form key (unique within the type's form). */
  key: string;
  label: string;
  kind: FieldKind;
  to: FieldTarget;
  /** Form value when a new connection is created. */
  default?: string | boolean;
  required?: boolean;
  hint?: string;
  /** Fields of one group render together under this heading (e.g. Email's 'Host' and 'From'). */
  group?: string;
  options?: readonly FieldOption[];
  /** A bare host (or host:port) that is written into a URL as it is: validated instead of encoded. */
  host?: boolean;
  /** Shown (and sent) only while another field of the form has this value (Git: basic or SSH authentication). */
  when?: { key: string; equals: string };
}

/** Values of a connection form: strings (numbers are typed as digits), booleans for switches. */
export type ConnectionFormValues = Record<string, string | boolean>;

/** What a connection form turns into, and what a stored connection is read back from (contract 2(d)). */
export interface ConnectionPayload {
  name: string;
  namespace: string;
  type: string;
  url?: string | null;
  username?: string | null;
  password?: string | null;
  certificate?: string | null;
  insecure_tls?: boolean | null;
  properties?: Record<string, string> | null;
}

export interface NotificationUrlCodec {
  /** The channel URL (shoutrrr style), `$(username)`/`$(password)` standing for the connection's own secrets. */
  compose(form: ConnectionFormValues): string;
  /** The form values written literally into the URL, read back from it. */
  parse(url: string): ConnectionFormValues;
}

export interface ConnectionTypeDef {
  type: string;
  title: string;
  /** An icon name a host can map to its own artwork; the SDK draws a glyph or a monogram for it. */
  icon: string;
  fields: readonly ConnectionFieldDef[];
  /** A notification channel (spec 001: forNotification): its `url` is composed from the form. */
  notification?: NotificationUrlCodec;
  /** Not offered in the type grid (JMeter). */
  hidden?: boolean;
}

// Secret-capable values ------------------------------------------------------------------------------------------

export type SecretSource =
  | { from: 'static'; value: string }
  | { from: 'secret' | 'configmap'; name: string; key: string };

const REFERENCE = /^(secret|configmap):\/\/([^/]*)\/(.*)$/s;
/** A Kubernetes object name (DNS-1123 subdomain) and a ConfigMap/Secret data key. */
export const K8S_NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
export const K8S_KEY = /^[-._a-zA-Z0-9]+$/;

/** Reads `secret://name/key`, `configmap://name/key` or a static value. */
export function parseSecretValue(value: string): SecretSource {
  const match = REFERENCE.exec(value);
  if (!match) return { from: 'static', value };
  return { from: match[1] as 'secret' | 'configmap', name: match[2]!, key: match[3]! };
}

export function formatSecretValue(source: SecretSource): string {
  return source.from === 'static' ? source.value : `${source.from}://${source.name}/${source.key}`;
}

/** Why a secret-capable value is not valid, or undefined when it is. */
export function secretValueProblem(value: string): string | undefined {
  const source = parseSecretValue(value);
  if (source.from === 'static') return undefined;
  const kind = source.from === 'secret' ? 'Secret' : 'ConfigMap';
  if (!K8S_NAME.test(source.name)) return `${kind} name must be lowercase letters, digits, '-' or '.'`;
  if (!K8S_KEY.test(source.key)) return `${kind} key must be letters, digits, '-', '_' or '.'`;
  return undefined;
}

export const isSecretCapable = (field: ConnectionFieldDef) => field.kind === 'secret' || field.kind === 'certificate';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: safe to write into a URL without encoding. */
export const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
