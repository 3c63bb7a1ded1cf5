import * as z from 'zod/mini';
import { connectionTypeDef } from './connectionCatalog';
import { HOST_PATTERN, isSecretCapable, secretValueProblem, type ConnectionFieldDef, type ConnectionFormValues } from './connectionFields';
import { isFieldActive } from './connectionPayload';

/**
 * The zod schema of a connection form, derived from the catalogue (never written by hand). zod/mini keeps the
 * ConnectionForm widget small. Messages are overridable: a widget passes its own strings.
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

export const connectionFormSchema = (type: string, messages: Partial<ConnectionValidationMessages> = {}) => {
  const def = connectionTypeDef(type);
  if (!def) throw new Error(`unknown connection type '${type}'`);
  const m = { ...defaultConnectionValidationMessages, ...messages };
  const required = z.string().check(z.trim(), z.minLength(1, m.required));
  return z.object({
    name: required,
    namespace: required,
    values: z.record(z.string(), z.union([z.string(), z.boolean()])).check(
      z.superRefine((values: ConnectionFormValues, ctx) => {
        for (const field of def.fields) {
          if (!isFieldActive(field, values)) continue;
          const message = problemOf(field, values[field.key], m);
          if (message) ctx.issues.push({ code: 'custom', message, path: [field.key], input: values[field.key] });
        }
      }),
    ),
  });
};
