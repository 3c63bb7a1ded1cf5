import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTION_CATALOG, connectionTypeDef, visibleConnectionTypes } from './connectionCatalog';
import { formatSecretValue, parseSecretValue, type ConnectionFieldDef, type ConnectionFormValues } from './connectionFields';
import { connectionFormProblems } from './connectionFormRules';
import { connectionFormSchema } from './connectionFormSchema';
import { connectionFormToPayload, connectionPayloadToForm, defaultConnectionValues, isFieldActive } from './connectionPayload';
import { resolveConnectionUrl } from './notificationUrls';

const k8sName = fc.stringMatching(/^[a-z0-9]([-a-z0-9.]{0,10}[a-z0-9])?$/);
const k8sKey = fc.stringMatching(/^[-._a-zA-Z0-9]{1,12}$/);
const someText = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && !/^(secret|configmap):\/\//.test(s));
const host = fc.tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })).map(([d, p]) => (p ? `${d}:${p}` : d));

function valueOf(field: ConnectionFieldDef): fc.Arbitrary<string | boolean> {
  const optional = (a: fc.Arbitrary<string>) => (field.required ? a : fc.oneof(a, fc.constant('')));
  switch (field.kind) {
    case 'switch':
      return fc.boolean();
    case 'number':
      return optional(fc.nat(65535).map(String));
    case 'select':
      return fc.constantFrom(...field.options!.map((o) => o.value));
    case 'secret':
    case 'certificate':
      return optional(
        fc.oneof(
          someText,
          fc.constant('***'),
          fc.record({ from: fc.constantFrom('secret' as const, 'configmap' as const), name: k8sName, key: k8sKey }).map(formatSecretValue),
        ),
      );
    default:
      if (field.host) return optional(host);
      if (field.to === 'properties.url') return fc.webUrl({ withQueryParameters: true }).filter((u) => !u.includes('#') && !u.includes('ContentType='));
      return optional(someText);
  }
}

/** Valid forms of a type: every active field valid, inactive ones (Git's other authentication) empty. */
function formOf(type: string) {
  const def = connectionTypeDef(type)!;
  return fc
    .record({
      name: someText.map((s) => s.trim()),
      namespace: someText.map((s) => s.trim()),
      values: fc.record(Object.fromEntries(def.fields.map((f) => [f.key, valueOf(f)])) as Record<string, fc.Arbitrary<string | boolean>>),
    })
    .map((form) => {
      const values: ConnectionFormValues = { ...form.values };
      for (const f of def.fields) if (!isFieldActive(f, values)) values[f.key] = f.kind === 'switch' ? false : '';
      return { ...form, values };
    });
}

describe('the connection catalogue', () => {
  it('holds every type of both tables, Folder and Git, with JMeter hidden', () => {
    const types = CONNECTION_CATALOG.map((d) => d.type);
    for (const t of ['anthropic', 'openai', 'ollama', 'postgres', 'mysql', 'sql_server', 'http', 'prometheus', 'elasticsearch', 'mongo', 'ldap', 'redis', 'windows', 'google_cloud', 'gcs', 'sftp', 'aws', 's3', 'kubernetes', 'azure_devops', 'azure', 'github', 'gitlab', 'restic', 'smb', 'jmeter', 'dynatrace', 'folder', 'git']) {
      expect(types).toContain(t);
    }
    const notifications = CONNECTION_CATALOG.filter((d) => d.notification).map((d) => d.type).sort();
    expect(notifications).toEqual([...new Set(['discord', 'email', 'generic_webhook', 'google_chat', 'ifttt', 'mattermost', 'matrix', 'ntfy', 'opsgenie', 'pushbullet', 'pushover', 'rocketchat', 'slack', 'teams', 'telegram', 'zulip_chat'])].sort());
    expect(visibleConnectionTypes().map((d) => d.type)).not.toContain('jmeter');
    const titles = visibleConnectionTypes().map((d) => d.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(visibleConnectionTypes({ notification: true }).every((d) => d.notification)).toBe(true);
    expect(visibleConnectionTypes({ search: 'post' }).map((d) => d.type)).toEqual(['postgres']);
    for (const def of CONNECTION_CATALOG) expect(new Set(def.fields.map((f) => f.key)).size).toBe(def.fields.length);
  });

  it('has the defaults of spec 001 section 3.3', () => {
    expect(defaultConnectionValues('sftp').port).toBe('22');
    expect(defaultConnectionValues('smb').port).toBe('445');
    expect(defaultConnectionValues('email')).toMatchObject({ port: '587', encryptionMethod: 'Auto', authMethod: 'Unknown' });
    expect(defaultConnectionValues('generic_webhook')).toMatchObject({ contentType: 'application/json', requestMethod: 'POST', key: 'message', titleKey: 'title' });
    expect(defaultConnectionValues('opsgenie')).toMatchObject({ host: 'api.opsgenie.com', port: '443' });
    expect(defaultConnectionValues('git').ref).toBe('main');
    expect(connectionTypeDef('email')!.fields.find((f) => f.key === 'authMethod')!.options!.map((o) => o.value)).toEqual(['None', 'Plain', 'CRAMMD5', 'Unknown', 'OAuth2']);
  });

  it.each(CONNECTION_CATALOG.map((d) => d.type))('%s: form -> payload -> form is the identity on valid input', (type) => {
    const schema = connectionFormSchema(type);
    fc.assert(
      fc.property(formOf(type), (form) => {
        expect(schema.safeParse(form).error?.issues).toBeUndefined();
        expect(connectionFormProblems(type, form)).toEqual([]);
        const payload = connectionFormToPayload(type, form);
        expect(payload.type).toBe(type);
        expect(connectionPayloadToForm(payload)).toEqual(form);
        // Through JSON, as the server stores and answers it.
        expect(connectionPayloadToForm(JSON.parse(JSON.stringify(payload)))).toEqual(form);
      }),
      { numRuns: 60 },
    );
  });

  it.each(CONNECTION_CATALOG.filter((d) => d.notification).map((d) => d.type))('%s: the composed URL parses back to its fields', (type) => {
    const def = connectionTypeDef(type)!;
    fc.assert(
      fc.property(formOf(type), (form) => {
        const url = connectionFormToPayload(type, form).url!;
        const parsed = def.notification!.parse(url);
        for (const [key, value] of Object.entries(parsed)) expect(value).toEqual(form.values[key]);
        // A URL never holds a value of a masked column (placeholders instead): editing with '***' keeps it.
        const masked = { ...form.values };
        for (const f of def.fields) if ((f.to === 'username' || f.to === 'password') && masked[f.key] !== '') masked[f.key] = '***';
        expect(connectionFormToPayload(type, { ...form, values: masked }).url).toBe(url);
      }),
      { numRuns: 60 },
    );
  });
});

describe("fixes of the original's converters (contract 2(d), quirk 11)", () => {
  const form = (values: ConnectionFormValues) => ({ name: 'n', namespace: 'team-a', values });

  it('keeps the namespace for every type (the original dropped it for notifications and most cloud types)', () => {
    for (const def of CONNECTION_CATALOG) {
      expect(connectionFormToPayload(def.type, form(defaultConnectionValues(def.type))).namespace).toBe('team-a');
    }
  });

  it("Zulip uses the bot mail field (the original wrote 'undefined')", () => {
    const payload = connectionFormToPayload('zulip_chat', form({ username: 'bot@example.com', password: 'k', host: 'chat.example.com' }));
    expect(payload.url).not.toContain('undefined');
    expect(payload.username).toBe('bot@example.com');
    expect(resolveConnectionUrl(payload.url!, payload)).toBe('zulip://bot%40example.com:k@chat.example.com/');
  });

  it('Generic Webhook sends to its URL field (the original used a missing username key)', () => {
    const payload = connectionFormToPayload('generic_webhook', form({ ...defaultConnectionValues('generic_webhook'), url: 'https://hooks.example.com/x?team=a' }));
    expect(payload.url).toBe('generic+https://hooks.example.com/x?team=a&ContentType=application%2Fjson&MessageKey=message&TitleKey=title&RequestMethod=POST&DisableTLS=false');
    expect(payload.properties).toMatchObject({ url: 'https://hooks.example.com/x?team=a', contentType: 'application/json' });
  });

  it("Slack's bot name goes to properties.BotName", () => {
    const payload = connectionFormToPayload('slack', form({ username: 'C0123456789', password: 'xoxb-1', fromName: 'Opsdeck' }));
    expect(payload).toMatchObject({ username: 'C0123456789', password: 'xoxb-1', properties: { BotName: 'Opsdeck' }, url: 'slack://$(password)@$(username)' });
    expect(resolveConnectionUrl(payload.url!, payload)).toBe('slack://xoxb-1@C0123456789');
  });

  it('encodes every value written into a URL', () => {
    const email = connectionFormToPayload('email', form({
      ...defaultConnectionValues('email'), host: 'smtp.example.com', from: 'ops&alerts@example.com', fromName: 'Ops Team / EU', to: 'a@b.c?x=1',
    }));
    expect(email.url).toBe(
      'smtp://$(username):$(password)@smtp.example.com:587/?UseStartTLS=false&SkipTLSVerify=false&Encryption=Auto&Auth=Unknown' +
        '&from=ops%26alerts%40example.com&fromName=Ops%20Team%20%2F%20EU&to=a%40b.c%3Fx%3D1',
    );
    const mm = connectionFormToPayload('mattermost', form({ username: '', host: 'mm.example.com:8065', password: 't', channel: 'ops/alerts #1' }));
    expect(mm.url).toBe('mattermost://mm.example.com:8065/$(password)/ops%2Falerts%20%231');
    expect(resolveConnectionUrl('x://$(username):$(password)@h', { username: 'a@b', password: 'p/$&:' })).toBe('x://a%40b:p%2F%24%26%3A@h');
  });

  it('rejects a host that would need encoding and names the problem', () => {
    const result = connectionFormSchema('matrix').safeParse(form({ username: 'u', password: 'p', host: 'bad host/x', insecure_tls: false }));
    expect(result.error?.issues[0]).toMatchObject({ path: ['values', 'host'], message: 'Enter a host name or address, optionally with :port' });
  });
});

describe('secret-capable fields', () => {
  it('store a static value, a ConfigMap or a Secret reference', () => {
    expect(parseSecretValue('s3cr3t')).toEqual({ from: 'static', value: 's3cr3t' });
    expect(parseSecretValue('secret://db-creds/password')).toEqual({ from: 'secret', name: 'db-creds', key: 'password' });
    expect(formatSecretValue({ from: 'configmap', name: 'smtp', key: 'user' })).toBe('configmap://smtp/user');
    const payload = connectionFormToPayload('postgres', { name: 'pg', namespace: 'default', values: { url: 'postgres://h/db', username: 'configmap://pg/user', password: 'secret://pg/password' } });
    expect(payload).toMatchObject({ username: 'configmap://pg/user', password: 'secret://pg/password' });
  });

  it("clear the columns of fields the form hides: Git switched from SSH to basic sends no key, and the stored one goes", () => {
    const values = { ...defaultConnectionValues('git'), url: 'https://example.com/r.git', username: 'u', password: 'p', certificate: '***' };
    expect(connectionFormToPayload('git', { name: 'g', namespace: 'default', values: { ...values, authentication: 'basic' } })).toMatchObject({
      username: 'u',
      password: 'p',
      certificate: null,
    });
    expect(connectionFormToPayload('git', { name: 'g', namespace: 'default', values: { ...values, authentication: 'ssh' } })).toMatchObject({
      username: null,
      password: null,
      certificate: '***',
    });
  });

  it('refuse a malformed reference with a message naming the problem', () => {
    const result = connectionFormSchema('postgres').safeParse({ name: 'pg', namespace: 'default', values: { url: 'u', username: '', password: 'secret://Bad_Name/key' } });
    expect(result.error?.issues[0]?.message).toBe("Secret name must be lowercase letters, digits, '-' or '.'");
  });

  it("require name and namespace with 'This field is required'", () => {
    const result = connectionFormSchema('folder').safeParse({ name: ' ', namespace: '', values: { path: '' } });
    const expected = [
      ['name', 'This field is required'],
      ['namespace', 'This field is required'],
      ['values.path', 'This field is required'],
    ];
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(expected);
    // The zod-free rules the widget runs say the same.
    expect(connectionFormProblems('folder', { name: ' ', namespace: '', values: { path: '' } }).map((p) => [p.path.join('.'), p.message])).toEqual(expected);
  });
});
