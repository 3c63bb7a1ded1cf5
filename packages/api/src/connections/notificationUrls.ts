import type { ConnectionFormValues, NotificationUrlCodec } from './connectionFields';

/**
 * Channel URLs of the notification connections (shoutrrr style, contract 2(d)), with the original's bugs fixed:
 * - every value is URL-encoded (hosts are validated instead, so that `host:port` stays a host);
 * - a value stored in a masked column (username, password) is never written into the URL: it is the placeholder
 *   `$(username)` / `$(password)` that the server resolves from the connection itself. Reads answer those columns as
 *   '***', so a URL built from read-back values would otherwise change on every edit;
 * - Zulip's bot mail is the form's bot mail field (the original read a missing `email` key: 'undefined');
 * - Generic Webhook sends to its URL field (the original used a missing `username` key).
 */

export const USERNAME_PLACEHOLDER = '$(username)';
const USERNAME = USERNAME_PLACEHOLDER;
export const PASSWORD_PLACEHOLDER = '$(password)';
const PASSWORD = PASSWORD_PLACEHOLDER;

const enc = encodeURIComponent;
const dec = (s: string | undefined) => (s === undefined ? '' : decodeURIComponent(s));
const str = (form: ConnectionFormValues, key: string) => {
  const v = form[key];
  return typeof v === 'string' ? v : '';
};
const flag = (form: ConnectionFormValues, key: string) => form[key] === true;

function query(pairs: readonly [string, string][]): string {
  return pairs.map(([k, v]) => `${k}=${enc(v)}`).join('&');
}

function queryOf(url: string): Record<string, string> {
  const at = url.indexOf('?');
  const out: Record<string, string> = {};
  if (at < 0) return out;
  for (const pair of url.slice(at + 1).split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0) out[pair.slice(0, eq)] = dec(pair.slice(eq + 1));
  }
  return out;
}

function match(url: string, pattern: RegExp): string[] {
  const m = pattern.exec(url);
  if (!m) throw new Error(`not a URL of this channel: ${url}`);
  return m.slice(1);
}

const P = '\\$\\(password\\)';
const U = '\\$\\(username\\)';

export const NOTIFICATION_URLS: Readonly<Record<string, NotificationUrlCodec>> = {
  discord: {
    compose: () => `discord://${PASSWORD}@${USERNAME}`,
    parse: () => ({}),
  },
  email: {
    compose: (f) => {
      const enc_ = str(f, 'encryptionMethod');
      const pairs: [string, string][] = [
        ['UseStartTLS', String(enc_ === 'ExplicitTLS')],
        ['SkipTLSVerify', String(flag(f, 'insecure_tls'))],
        ['Encryption', enc_],
        ['Auth', str(f, 'authMethod')],
        ['from', str(f, 'from')],
        ['fromName', str(f, 'fromName')],
      ];
      if (str(f, 'to')) pairs.push(['to', str(f, 'to')]);
      return `smtp://${USERNAME}:${PASSWORD}@${str(f, 'host')}:${enc(str(f, 'port'))}/?${query(pairs)}`;
    },
    parse: (url) => {
      const [host, port] = match(url, new RegExp(`^smtp://${U}:${P}@([^/]*):([^/:]*)/\\?`));
      const q = queryOf(url);
      return {
        host: host!, port: dec(port), insecure_tls: q.SkipTLSVerify === 'true', encryptionMethod: q.Encryption ?? '',
        authMethod: q.Auth ?? '', from: q.from ?? '', fromName: q.fromName ?? '', to: q.to ?? '',
      };
    },
  },
  google_chat: {
    compose: (f) => `googlechat://chat.googleapis.com/v1/spaces/${enc(str(f, 'webhook'))}/messages?key=${USERNAME}&token=${PASSWORD}`,
    parse: (url) => ({ webhook: dec(match(url, /^googlechat:\/\/chat\.googleapis\.com\/v1\/spaces\/([^/]*)\/messages\?/)[0]) }),
  },
  ifttt: {
    compose: () => `ifttt://${USERNAME}`,
    parse: () => ({}),
  },
  mattermost: {
    compose: (f) => `mattermost://${str(f, 'username') ? `${USERNAME}@` : ''}${str(f, 'host')}/${PASSWORD}/${enc(str(f, 'channel'))}`,
    parse: (url) => {
      const [host, channel] = match(url, new RegExp(`^mattermost://(?:${U}@)?([^/]*)/${P}/(.*)$`));
      return { host: host!, channel: dec(channel) };
    },
  },
  matrix: {
    compose: (f) => `matrix://${USERNAME}:${PASSWORD}@${str(f, 'host')}/?DisableTLS=${flag(f, 'insecure_tls')}`,
    parse: (url) => ({ host: match(url, new RegExp(`^matrix://${U}:${P}@([^/]*)/\\?`))[0]!, insecure_tls: queryOf(url).DisableTLS === 'true' }),
  },
  ntfy: {
    compose: (f) => `ntfy://${USERNAME}:${PASSWORD}@${str(f, 'host')}/${enc(str(f, 'topic'))}?Scheme=${flag(f, 'insecure_tls') ? 'http' : 'https'}`,
    parse: (url) => {
      const [host, topic] = match(url, new RegExp(`^ntfy://${U}:${P}@([^/]*)/([^?]*)\\?`));
      return { host: host!, topic: dec(topic), insecure_tls: queryOf(url).Scheme === 'http' };
    },
  },
  opsgenie: {
    compose: (f) => `opsgenie://${str(f, 'host')}:${enc(str(f, 'port'))}/${PASSWORD}`,
    parse: (url) => {
      const [host, port] = match(url, new RegExp(`^opsgenie://([^/]*):([^/:]*)/${P}$`));
      return { host: host!, port: dec(port) };
    },
  },
  pushbullet: {
    compose: (f) => `pushbullet://${PASSWORD}/${enc(str(f, 'targets'))}`,
    parse: (url) => ({ targets: dec(match(url, new RegExp(`^pushbullet://${P}/(.*)$`))[0]) }),
  },
  pushover: {
    compose: () => `pushover://:${PASSWORD}@${USERNAME}/`,
    parse: () => ({}),
  },
  rocketchat: {
    compose: (f) =>
      `rocketchat://${enc(str(f, 'user'))}@${str(f, 'host')}:${enc(str(f, 'port'))}/${USERNAME}/${PASSWORD}/${enc(str(f, 'channel'))}`,
    parse: (url) => {
      const [user, host, port, channel] = match(url, new RegExp(`^rocketchat://([^@]*)@([^/]*):([^/:]*)/${U}/${P}/(.*)$`));
      return { user: dec(user), host: host!, port: dec(port), channel: dec(channel) };
    },
  },
  slack: {
    compose: () => `slack://${PASSWORD}@${USERNAME}`,
    parse: () => ({}),
  },
  teams: {
    compose: (f) =>
      `teams://${enc(str(f, 'group'))}@${enc(str(f, 'tenant'))}/${enc(str(f, 'altID'))}/${enc(str(f, 'groupOwner'))}?host=${enc(str(f, 'host'))}`,
    parse: (url) => {
      const [group, tenant, altID, groupOwner] = match(url, /^teams:\/\/([^@]*)@([^/]*)\/([^/]*)\/([^?]*)\?/);
      return { group: dec(group), tenant: dec(tenant), altID: dec(altID), groupOwner: dec(groupOwner), host: queryOf(url).host ?? '' };
    },
  },
  telegram: {
    compose: () => `telegram://${PASSWORD}@telegram/?Chats=${USERNAME}`,
    parse: () => ({}),
  },
  zulip_chat: {
    compose: (f) => `zulip://${USERNAME}:${PASSWORD}@${str(f, 'host')}/`,
    parse: (url) => ({ host: match(url, new RegExp(`^zulip://${U}:${P}@([^/]*)/$`))[0]! }),
  },
  generic_webhook: {
    // The webhook's own URL comes first, as it is (it is validated as an http(s) URL); our parameters follow it.
    compose: (f) => {
      const target = str(f, 'url');
      const pairs: [string, string][] = [
        ['ContentType', str(f, 'contentType')],
        ['MessageKey', str(f, 'key')],
        ['TitleKey', str(f, 'titleKey')],
        ['RequestMethod', str(f, 'requestMethod')],
        ['DisableTLS', String(flag(f, 'insecure_tls'))],
      ];
      return `generic+${target}${target.includes('?') ? '&' : '?'}${query(pairs)}`;
    },
    parse: (url) => {
      const at = url.lastIndexOf('ContentType=');
      if (!url.startsWith('generic+') || at < 0) throw new Error(`not a generic webhook URL: ${url}`);
      const q = queryOf(`?${url.slice(at)}`);
      return {
        url: url.slice('generic+'.length, at - 1),
        contentType: q.ContentType ?? '', key: q.MessageKey ?? '', titleKey: q.TitleKey ?? '',
        requestMethod: q.RequestMethod ?? '', insecure_tls: q.DisableTLS === 'true',
      };
    },
  },
};

/** The URL with `$(username)` and `$(password)` replaced by the connection's values, encoded (done by the server). */
export function resolveConnectionUrl(url: string, values: { username?: string | null; password?: string | null }): string {
  // A function replacement: a '$&' in a password must stay literal.
  return url.replaceAll(USERNAME, () => enc(values.username ?? '')).replaceAll(PASSWORD, () => enc(values.password ?? ''));
}
