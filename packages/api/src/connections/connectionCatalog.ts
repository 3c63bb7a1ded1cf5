import type { ConnectionFieldDef, ConnectionTypeDef, FieldOption, FieldTarget } from './connectionFields';
import { NOTIFICATION_URLS } from './notificationUrls';

/**
 * Every connection type of spec 001 section 3.3 (both tables, Folder and Git; JMeter hidden), declared once. The
 * form, its validation, the payload and the read-back are all derived from this list.
 */

type Extra = Omit<ConnectionFieldDef, 'key' | 'label' | 'kind' | 'to'>;
const field = (kind: ConnectionFieldDef['kind']) => (key: string, label: string, to: FieldTarget, extra: Extra = {}): ConnectionFieldDef => ({
  key, label, kind, to, ...extra,
});
const text = field('text');
const secret = field('secret');
const number = field('number');
const select = field('select');
const certificate = field('certificate');
const textarea = field('textarea');
const prop = (name: string): FieldTarget => `properties.${name}`;
const opts = (...values: string[]): FieldOption[] => values.map((value) => ({ label: value, value }));

const insecureTls = (label = 'Insecure TLS') => field('switch')('insecure_tls', label, 'insecure_tls', { default: false });
const url = (label = 'URL', extra: Extra = { required: true }) => text('url', label, 'url', extra);
const username = (label = 'Username', extra: Extra = {}) => secret('username', label, 'username', extra);
const password = (label = 'Password', extra: Extra = {}) => secret('password', label, 'password', extra);
const host = (label = 'Host', to: FieldTarget = prop('host'), extra: Extra = {}) => text('host', label, to, { required: true, host: true, ...extra });
const port = (def: string, to: FieldTarget = prop('port'), extra: Extra = {}) => number('port', 'Port', to, { default: def, required: true, ...extra });

const sql = (type: string, title: string, example: string): ConnectionTypeDef => ({
  type, title, icon: type,
  fields: [url('URL', { required: true, hint: `Connection string, e.g. ${example}` }), username(), password()],
});
const basicHttp = (type: string, title: string, icon = type): ConnectionTypeDef => ({
  type, title, icon, fields: [url(), username(), password(), insecureTls()],
});
const ai = (type: string, title: string, urlRequired = false): ConnectionTypeDef => ({
  type, title, icon: type,
  fields: [text('model', 'Model', prop('model')), url('URL', { required: urlRequired }), password('API Key')],
});
const awsFields = [
  text('region', 'Region', prop('region')),
  text('profile', 'Profile', prop('profile')),
  username('Access Key'),
  password('Secret Key'),
  url('Endpoint', { required: false }),
  insecureTls(),
];
const azureFields = [username('Client ID'), password('Client Secret'), text('tenant', 'Tenant ID', prop('tenant'))];
const token = (label = 'Personal Access Token') => password(label, { required: true });

const notification = (type: string, title: string, fields: ConnectionFieldDef[], icon = type): ConnectionTypeDef => ({
  type, title, icon, fields, notification: NOTIFICATION_URLS[type]!,
});

export const CONNECTION_CATALOG: readonly ConnectionTypeDef[] = [
  ai('anthropic', 'Anthropic'),
  ai('openai', 'OpenAI'),
  { ...ai('gemini', 'Gemini'), fields: [text('model', 'Model', prop('model')), password('API Key')] },
  { ...ai('ollama', 'Ollama', true), fields: [text('model', 'Model', prop('model')), url('URL')] },
  sql('postgres', 'Postgres', 'postgres://host:5432/db?sslmode=disable'),
  sql('mysql', 'MySQL', 'mysql://host:3306/db'),
  sql('sql_server', 'SQL Server', 'sqlserver://host:1433?database=db'),
  basicHttp('http', 'HTTP'),
  basicHttp('prometheus', 'Prometheus'),
  basicHttp('loki', 'Loki'),
  basicHttp('elasticsearch', 'Elasticsearch'),
  basicHttp('mongo', 'Mongo', 'mongodb'),
  basicHttp('ldap', 'LDAP'),
  {
    type: 'opensearch', title: 'OpenSearch', icon: 'opensearch',
    fields: [
      textarea('url', 'URLs', 'url', { required: true, hint: 'One or more URLs, comma-separated' }),
      text('index', 'Index', prop('index')),
      username(), password(),
      field('switch')('ntlm', 'NTLM', prop('ntlm'), { default: false }),
      field('switch')('ntlmv2', 'NTLMv2', prop('ntlmv2'), { default: false }),
      field('switch')('digest', 'Digest', prop('digest'), { default: false }),
      insecureTls('Insecure Skip Verify'),
    ],
  },
  {
    type: 'redis', title: 'Redis', icon: 'redis',
    fields: [number('db', 'DB', prop('db'), { default: '0' }), url('URL', { required: true, hint: 'host:port or redis://host:port' }), username(), password(), insecureTls()],
  },
  { type: 'windows', title: 'Windows', icon: 'windows', fields: [username(), password(), text('domain', 'Domain', prop('domain'))] },
  { type: 'google_cloud', title: 'Google Cloud', icon: 'google-cloud', fields: [url('Endpoint', { required: false }), certificate('certificate', 'Credentials', 'certificate', { hint: 'Service account JSON' })] },
  {
    type: 'gcp_kms', title: 'GCP KMS', icon: 'google-cloud',
    fields: [url('Endpoint', { required: false }), certificate('certificate', 'Credentials', 'certificate'), text('keyID', 'Key ID', prop('keyID'), { required: true })],
  },
  { type: 'gcs', title: 'Google Cloud Storage', icon: 'gcs', fields: [url('Endpoint', { required: false }), certificate('certificate', 'Credentials', 'certificate')] },
  {
    type: 'sftp', title: 'SFTP', icon: 'sftp',
    fields: [host('Host', 'url'), username(), password(), port('22'), text('path', 'Path', prop('path'))],
  },
  { type: 'aws', title: 'AWS', icon: 'aws', fields: awsFields },
  { type: 'aws_kms', title: 'AWS KMS', icon: 'aws', fields: [...awsFields, text('keyID', 'Key ID', prop('keyID'), { required: true })] },
  { type: 's3', title: 'AWS S3', icon: 's3', fields: [text('bucket', 'Bucket', prop('bucket'), { required: true }), ...awsFields] },
  { type: 'kubernetes', title: 'Kubernetes', icon: 'kubernetes', fields: [certificate('certificate', 'Kubeconfig', 'certificate', { required: true })] },
  { type: 'azure_devops', title: 'Azure DevOps', icon: 'azure-devops', fields: [text('username', 'Organization', 'username', { required: true }), token()] },
  { type: 'azure', title: 'Azure', icon: 'azure', fields: azureFields },
  {
    type: 'azure_key_vault', title: 'Azure Key Vault', icon: 'azure',
    fields: [url('Vault URL'), ...azureFields, text('keyID', 'Key ID', prop('keyID'), { required: true })],
  },
  { type: 'github', title: 'GitHub', icon: 'github', fields: [url('URL', { required: false, hint: 'GitHub Enterprise only' }), token()] },
  { type: 'gitlab', title: 'GitLab', icon: 'gitlab', fields: [url('URL', { required: false, hint: 'Self-managed GitLab only' }), token()] },
  {
    type: 'restic', title: 'Restic', icon: 'restic',
    // Access and secret key are secrets, so they go to the masked, encrypted columns, never to properties.
    fields: [password('Password', { required: true }), url('Repository URL'), text('awsConnectionName', 'AWS Connection Name', prop('awsConnectionName')), username('Access Key'), secret('secretKey', 'Secret Key', 'certificate')],
  },
  {
    type: 'smb', title: 'SMB', icon: 'smb',
    fields: [host('Server', 'url'), port('445'), text('share', 'Share', prop('share')), username(), password()],
  },
  { type: 'jmeter', title: 'JMeter', icon: 'jmeter', hidden: true, fields: [host('Host', 'url'), port('1099')] },
  {
    type: 'dynatrace', title: 'Dynatrace', icon: 'dynatrace',
    fields: [host('Host', 'url'), password('API Key', { required: true }), select('scheme', 'Scheme', prop('scheme'), { options: opts('https', 'http'), default: 'https', required: true })],
  },
  { type: 'folder', title: 'Folder', icon: 'folder', fields: [text('path', 'Path', prop('path'), { required: true })] },
  {
    type: 'git', title: 'Git', icon: 'git',
    fields: [
      url('URL', { required: true, hint: 'https://github.com/org/repo.git or a local path' }),
      select('authentication', 'Authentication', prop('authentication'), {
        options: [{ label: 'Basic', value: 'basic' }, { label: 'SSH', value: 'ssh' }], default: 'basic', required: true,
      }),
      username('Username', { when: { key: 'authentication', equals: 'basic' } }),
      password('Password', { when: { key: 'authentication', equals: 'basic' } }),
      certificate('certificate', 'SSH Private Key', 'certificate', { when: { key: 'authentication', equals: 'ssh' } }),
      text('ref', 'Ref', prop('ref'), { default: 'main' }),
    ],
  },

  // Notification channels
  notification('discord', 'Discord', [text('username', 'Webhook ID', 'username', { required: true }), password('Token', { required: true })]),
  notification('email', 'Email', [
    host('Host', prop('host'), { group: 'Host' }),
    port('587', prop('port'), { group: 'Host' }),
    { ...insecureTls(), group: 'Host' },
    username(),
    password('Password', { hint: 'SMTP server password or hash (for OAuth2)' }),
    text('from', 'From Address', prop('from'), { group: 'From', required: true }),
    text('fromName', 'From Name', prop('fromName'), { group: 'From' }),
    text('to', 'To Address', prop('to')),
    select('encryptionMethod', 'Encryption method', prop('encryptionMethod'), {
      options: [{ label: 'None', value: 'None' }, { label: 'ExplicitTLS', value: 'ExplicitTLS' }, { label: 'ImplicitTLS', value: 'ImplicitTLS' }, { label: 'Auto (default)', value: 'Auto' }],
      default: 'Auto', required: true,
    }),
    select('authMethod', 'SMTP authentication method', prop('authMethod'), { options: opts('None', 'Plain', 'CRAMMD5', 'Unknown', 'OAuth2'), default: 'Unknown', required: true }),
  ], 'email'),
  notification('google_chat', 'Google Chat', [username('Key', { required: true }), password('Token', { required: true }), text('webhook', 'Webhook Name', prop('webhook'), { required: true })]),
  notification('ifttt', 'IFTTT', [text('username', 'Webhook ID', 'username', { required: true })]),
  notification('mattermost', 'Mattermost', [
    text('username', 'Username', 'username', { hint: 'Override webhook user' }),
    host('Host', prop('host'), { hint: 'host:port' }),
    password('Token', { required: true, hint: 'Webhook token' }),
    text('channel', 'Channel', prop('channel')),
  ]),
  notification('matrix', 'Matrix', [text('username', 'User', 'username', { required: true }), password('Password', { required: true, hint: 'Password or access token' }), host(), insecureTls()]),
  notification('ntfy', 'Ntfy', [
    text('username', 'Username', 'username'),
    password(),
    host('Host', prop('host'), { default: 'ntfy.sh', hint: 'Server hostname and port' }),
    text('topic', 'Topic', prop('topic'), { required: true, hint: 'Target topic name' }),
    insecureTls(),
  ]),
  notification('opsgenie', 'OpsGenie', [host('Host', prop('host'), { default: 'api.opsgenie.com' }), port('443'), password('API Key', { required: true })]),
  notification('pushbullet', 'Pushbullet', [password('Token', { required: true }), text('targets', 'Targets', prop('targets'), { required: true })]),
  notification('pushover', 'Pushover', [text('username', 'User', 'username', { required: true }), password('Token', { required: true })]),
  notification('rocketchat', 'Rocketchat', [
    text('user', 'Username', prop('user')),
    host(),
    port('443'),
    username('Token A', { required: true }),
    password('Token B', { required: true }),
    text('channel', 'Channel', prop('channel'), { required: true }),
  ]),
  notification('slack', 'Slack', [
    text('username', 'Channel', 'username', { required: true, hint: 'Channel to send messages to in Cxxxxxxxxxx format' }),
    password('Bot Token', { required: true }),
    text('fromName', 'Bot Name', prop('BotName')),
  ]),
  notification('teams', 'Teams', [
    text('group', 'Group', prop('group'), { required: true }),
    text('tenant', 'Tenant', prop('tenant'), { required: true }),
    text('altID', 'AltID', prop('altID'), { required: true }),
    text('groupOwner', 'GroupOwner', prop('groupOwner'), { required: true }),
    host('Host', prop('host'), { default: 'outlook.office.com' }),
  ]),
  notification('telegram', 'Telegram', [password('Token', { required: true }), text('username', 'Chats', 'username', { required: true })]),
  notification('zulip_chat', 'Zulip Chat', [text('username', 'BotMail', 'username', { required: true }), password('BotKey', { required: true }), host()], 'zulip'),
  notification('generic_webhook', 'Generic Webhook', [
    text('url', 'URL', prop('url'), { required: true }),
    text('contentType', 'ContentType', prop('contentType'), { default: 'application/json', required: true }),
    select('requestMethod', 'Request Method', prop('requestMethod'), { options: opts('POST', 'GET'), default: 'POST', required: true }),
    text('key', 'Message Key', prop('key'), { default: 'message', required: true }),
    text('titleKey', 'Title Key', prop('titleKey'), { default: 'title', required: true }),
    insecureTls(),
  ], 'webhook'),
];

const BY_TYPE = new Map(CONNECTION_CATALOG.map((def) => [def.type, def]));

export function connectionTypeDef(type: string): ConnectionTypeDef | undefined {
  return BY_TYPE.get(type);
}

/** The types offered in the 'Select Connection Type' grid: hidden ones left out, sorted by title. */
export function visibleConnectionTypes(filter: { notification?: boolean; search?: string } = {}): ConnectionTypeDef[] {
  const q = filter.search?.trim().toLowerCase() ?? '';
  return CONNECTION_CATALOG.filter((def) => !def.hidden)
    .filter((def) => filter.notification === undefined || Boolean(def.notification) === filter.notification)
    .filter((def) => !q || def.title.toLowerCase().includes(q) || def.type.includes(q))
    .sort((a, b) => a.title.localeCompare(b.title));
}
