import { connectionTypeDef } from './connectionCatalog';
import type { ConnectionFieldDef, ConnectionFormValues, ConnectionPayload, ConnectionTypeDef } from './connectionFields';

/**
 * The two pure conversions of a connection form (contract 2(d) convertData / convertToFormSpecificValue), derived
 * from the catalogue. Unlike the original, the namespace is always kept.
 */

export interface ConnectionForm {
  name: string;
  namespace: string;
  values: ConnectionFormValues;
}

export const DEFAULT_NAMESPACE = 'default';

function requireDef(type: string): ConnectionTypeDef {
  const def = connectionTypeDef(type);
  if (!def) throw new Error(`unknown connection type '${type}'`);
  return def;
}

/** Whether a field is shown (and sent) with these values: Git shows username/password or the SSH key, not both. */
export function isFieldActive(field: ConnectionFieldDef, values: ConnectionFormValues): boolean {
  return !field.when || values[field.when.key] === field.when.equals;
}

function emptyValue(field: ConnectionFieldDef): string | boolean {
  return field.kind === 'switch' ? false : '';
}

/** The values of a new form of this type: each field's default, else empty. */
export function defaultConnectionValues(type: string): ConnectionFormValues {
  const out: ConnectionFormValues = {};
  for (const field of requireDef(type).fields) out[field.key] = field.default ?? emptyValue(field);
  return out;
}

/** Form -> the body of POST/PATCH /api/db/connections (without id and created_by). */
export function connectionFormToPayload(type: string, form: ConnectionForm): ConnectionPayload {
  const def = requireDef(type);
  const payload: ConnectionPayload = { name: form.name.trim(), namespace: form.namespace.trim(), type };
  const properties: Record<string, string> = {};
  const hidden: Array<'username' | 'password' | 'certificate'> = [];
  for (const field of def.fields) {
    if (!isFieldActive(field, form.values)) {
      if (field.to === 'username' || field.to === 'password' || field.to === 'certificate') hidden.push(field.to);
      continue;
    }
    const value = form.values[field.key] ?? emptyValue(field);
    if (field.to.startsWith('properties.')) {
      // Property values are strings (the original stringifies them); empty ones are left out.
      if (value !== '') properties[field.to.slice('properties.'.length)] = String(value);
    } else if (field.to === 'insecure_tls') {
      payload.insecure_tls = value === true;
    } else {
      payload[field.to as 'url' | 'username' | 'password' | 'certificate'] = value === '' ? null : String(value);
    }
  }
  // The column of a hidden field is cleared (unless a shown field fills it), so switching Git from SSH to basic
  // authentication leaves no stale key stored.
  for (const column of hidden) if (payload[column] === undefined) payload[column] = null;
  payload.properties = properties;
  if (def.notification) payload.url = def.notification.compose(form.values);
  return payload;
}

/** A stored connection (as /api/db answers it, secrets masked) -> the form to edit it. */
export function connectionPayloadToForm(payload: ConnectionPayload): ConnectionForm {
  const def = requireDef(payload.type);
  const values: ConnectionFormValues = {};
  for (const field of def.fields) {
    const raw = field.to.startsWith('properties.')
      ? payload.properties?.[field.to.slice('properties.'.length)]
      : (payload as unknown as Record<string, unknown>)[field.to];
    if (field.kind === 'switch') values[field.key] = raw === true || raw === 'true';
    else if (raw === undefined || raw === null) values[field.key] = '';
    else values[field.key] = String(raw);
  }
  return { name: payload.name, namespace: payload.namespace || DEFAULT_NAMESPACE, values };
}
