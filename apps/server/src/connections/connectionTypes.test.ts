import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_CATALOG,
  connectionFormProblems,
  connectionFormToPayload,
  connectionPayloadToForm,
  defaultConnectionValues,
  isFieldActive,
  isSecretCapable,
  type ConnectionFieldDef,
  type ConnectionForm,
  type ConnectionPayload,
  type Role,
} from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { ENCRYPTED_PREFIX } from './secretBox';

// A key of our own, so the suite never writes a generated one into the repository's .data.
process.env.OPSDECK_SECRET_KEY = crypto.randomBytes(32).toString('base64');

/** A valid value of one field, as a person would type it, distinct per field so a mix-up shows. */
function sampleValue(field: ConnectionFieldDef, round: number): string | boolean {
  if (field.kind === 'switch') return round % 2 === 0;
  if (field.kind === 'number') return String(1000 + round);
  if (field.kind === 'select') return field.options![round % field.options!.length]!.value;
  if (field.host) return `${field.key.toLowerCase()}-${round}.example.com:${8000 + round}`;
  if (field.to === 'properties.url' || field.key === 'url') return `https://${field.key.toLowerCase()}-${round}.example.com/path`;
  if (isSecretCapable(field)) return `s3cret ${field.key} ${round} /&?`;
  return `${field.label} ${round}`;
}

function sampleForm(type: string, round: number): ConnectionForm {
  const def = CONNECTION_CATALOG.find((d) => d.type === type)!;
  const values = defaultConnectionValues(type);
  for (const field of def.fields) values[field.key] = sampleValue(field, round);
  return { name: `every-${type.replace(/_/g, '-')}-${round}`, namespace: `ns-${round}`, values };
}

/** The columns the server masks, whatever the type (contract 2(d): `mask_sensitive` of the original). */
const MASKED_COLUMNS = new Set(['username', 'password', 'certificate']);
const storedMasked = (field: ConnectionFieldDef) => MASKED_COLUMNS.has(field.to);

/**
 * The form as the server answers it: a field shown by these values and stored in a masked column reads back as
 * '***' (a Slack channel too: it lives in `username`, which the original masks as well); a hidden one is not sent.
 */
function masked(form: ConnectionForm, type: string): ConnectionForm {
  const def = CONNECTION_CATALOG.find((d) => d.type === type)!;
  const values = { ...form.values };
  for (const field of def.fields) {
    if (!isFieldActive(field, form.values)) values[field.key] = field.kind === 'switch' ? false : '';
    else if (storedMasked(field) && values[field.key] !== '') values[field.key] = '***';
  }
  return { ...form, values };
}

describe('every connection type of the catalogue through /api/db/connections', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const api = (method: string, url: string, body?: unknown) =>
    fetch(`${ctx.baseUrl}${url}`, {
      method,
      headers: { authorization: admin.authorization, 'content-type': 'application/json', prefer: 'return=representation' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const readBack = async (id: string) => {
    const response = await api('GET', `/api/db/connections?id=eq.${id}&select=*`);
    expect(response.status).toBe(200);
    return ((await response.json()) as ConnectionPayload[])[0]!;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    admin = (await createUsers(ctx.db) as Record<Role, TestUser>).admin;
  });
  afterAll(() => ctx?.close());

  for (const def of CONNECTION_CATALOG) {
    it(`${def.title} (${def.type}): added, read back as its form with secrets masked, updated keeping them, deleted`, async () => {
      const form = sampleForm(def.type, 1);
      expect(connectionFormProblems(def.type, form), 'the sample form is valid').toEqual([]);

      const created = await api('POST', '/api/db/connections', connectionFormToPayload(def.type, form));
      expect(created.status, await created.clone().text()).toBe(201);
      const id = ((await created.json()) as Array<{ id: string }>)[0]!.id;
      expect(connectionPayloadToForm(await readBack(id))).toEqual(masked(form, def.type));

      // What the database holds: no secret the person typed, in any column.
      const raw = JSON.stringify((await ctx.db.pool.query('SELECT * FROM connections WHERE id = $1', [id])).rows[0]);
      for (const field of def.fields.filter((f) => storedMasked(f) && isFieldActive(f, form.values))) {
        expect(raw, field.key).not.toContain(String(form.values[field.key]));
      }
      if (def.fields.some((f) => f.to === 'password')) expect(raw).toContain(ENCRYPTED_PREFIX);

      // An edit types new values over every field and leaves the masked secrets as '***': the stored ones stay.
      const shown = connectionPayloadToForm(await readBack(id));
      const columnsBefore = (await ctx.db.pool.query<Record<string, string | null>>('SELECT username, password, certificate FROM connections WHERE id = $1', [id])).rows[0]!;
      const next = sampleForm(def.type, 2);
      const kept = def.fields.filter((f) => storedMasked(f) && shown.values[f.key] === '***' && isFieldActive(f, next.values));
      const edited: ConnectionForm = { ...form, values: { ...next.values, ...Object.fromEntries(kept.map((f) => [f.key, '***'])) } };
      const { name: _name, namespace: _namespace, ...changes } = connectionFormToPayload(def.type, edited);
      const updated = await api('PATCH', `/api/db/connections?id=eq.${id}`, changes);
      expect(updated.status, await updated.clone().text()).toBe(200);
      expect(connectionPayloadToForm(await readBack(id))).toEqual(masked(edited, def.type));
      const columnsAfter = (await ctx.db.pool.query<Record<string, string | null>>('SELECT username, password, certificate FROM connections WHERE id = $1', [id])).rows[0]!;
      for (const field of kept) expect(columnsAfter[field.to], `${field.key} kept`).toBe(columnsBefore[field.to]);
      for (const value of Object.values(columnsAfter)) expect(value ?? '').not.toBe('***');

      const removed = await api('DELETE', `/api/db/connections?id=eq.${id}`);
      expect(removed.status).toBeLessThan(300);
      const listed = await api('GET', `/api/db/connections?id=eq.${id}&deleted_at=is.null&select=id`);
      expect(await listed.json()).toEqual([]);
    });
  }
});
