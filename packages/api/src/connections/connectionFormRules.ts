import { connectionTypeDef } from './connectionCatalog';
import { HOST_PATTERN, isSecretCapable, secretValueProblem, type ConnectionFieldDef, type ConnectionFormValues } from './connectionFields';
import { isFieldActive, type ConnectionForm } from './connectionPayload';

/**
 * The validation rules of a connection form, from the catalogue: what the zod schema (connectionFormSchema) checks,
 * also usable without zod (the ConnectionForm widget, whose size budget has no room for it).
 */

export interface ConnectionValidationMessages {
  required: string;
  number: string;
  host: string;
  url: string;
  option: string;
}

export const defaultConnectionValidationMessages: ConnectionValidationMessages = {
  required: 'This field is required',
  number: 'This field must be a number',
  host: 'Enter a host name or address, optionally with :port',
  url: 'Enter an http:// or https:// URL',
  option: 'Choose one of the options',
};

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s#]*$/;

function problemOf(field: ConnectionFieldDef, value: unknown, m: ConnectionValidationMessages): string | undefined {
  if (field.kind === 'switch') return typeof value === 'boolean' ? undefined : m.required;
  const text = typeof value === 'string' ? value : '';
  if (text.trim() === '') return field.required ? m.required : undefined;
  if (field.kind === 'number' && !/^\d+$/.test(text.trim())) return m.number;
  if (field.kind === 'select' && !field.options?.some((o) => o.value === text)) return m.option;
  if (field.host && !HOST_PATTERN.test(text)) return m.host;
  // A webhook URL is written into the channel URL as it is: it has to be a plain http(s) URL.
  if (field.to === 'properties.url' && !HTTP_URL.test(text)) return m.url;
  if (isSecretCapable(field)) return secretValueProblem(text);
  return undefined;
}

export interface ConnectionFormProblem {
  path: string[];
  message: string;
}

/** Every problem of a form of this type, in field order (name, namespace, then the type's fields). */
export function connectionFormProblems(type: string, form: ConnectionForm, messages: Partial<ConnectionValidationMessages> = {}): ConnectionFormProblem[] {
  const def = connectionTypeDef(type);
  if (!def) throw new Error(`unknown connection type '${type}'`);
  const m = { ...defaultConnectionValidationMessages, ...messages };
  const out: ConnectionFormProblem[] = [];
  for (const key of ['name', 'namespace'] as const) {
    if (typeof form[key] !== 'string' || form[key].trim() === '') out.push({ path: [key], message: m.required });
  }
  out.push(...valueProblems(def.fields, form.values ?? {}, m));
  return out;
}

export function valueProblems(fields: readonly ConnectionFieldDef[], values: ConnectionFormValues, m: ConnectionValidationMessages): ConnectionFormProblem[] {
  const out: ConnectionFormProblem[] = [];
  for (const field of fields) {
    if (!isFieldActive(field, values)) continue;
    const message = problemOf(field, values[field.key], m);
    if (message) out.push({ path: ['values', field.key], message });
  }
  return out;
}
