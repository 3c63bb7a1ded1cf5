/** Connections and notification channels (spec 001 section 3.3, contract 2(d)). */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, TimestampSchema } from '../common/commonSchemas';

/** The `type` values of the connection catalogue (contract 2(d)); notification types are flagged separately. */
export const CONNECTION_TYPES = [
  'anthropic', 'openai', 'gemini', 'ollama', 'postgres', 'mysql', 'sql_server', 'http', 'prometheus', 'loki',
  'elasticsearch', 'mongo', 'ldap', 'opensearch', 'redis', 'windows', 'google_cloud', 'gcp_kms', 'gcs', 'sftp',
  'aws', 'aws_kms', 's3', 'kubernetes', 'azure_devops', 'azure', 'azure_key_vault', 'github', 'gitlab', 'restic',
  'smb', 'jmeter', 'dynatrace', 'folder', 'git', 'slackwebhook', 'webhook',
  'discord', 'email', 'google_chat', 'ifttt', 'mattermost', 'matrix', 'ntfy', 'opsgenie', 'pushbullet', 'pushover',
  'rocketchat', 'slack', 'teams', 'telegram', 'zulip_chat', 'generic_webhook',
] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export const NOTIFICATION_CONNECTION_TYPES = [
  'discord', 'email', 'google_chat', 'ifttt', 'mattermost', 'matrix', 'ntfy', 'opsgenie', 'pushbullet', 'pushover',
  'rocketchat', 'slack', 'teams', 'telegram', 'zulip_chat', 'generic_webhook',
] as const satisfies readonly ConnectionType[];

export function isNotificationConnectionType(type: string): boolean {
  return (NOTIFICATION_CONNECTION_TYPES as readonly string[]).includes(type);
}

export const ConnectionSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  namespace: z.string().nullish(),
  type: z.string(),
  url: z.string().nullish(),
  username: z.string().nullish(),
  password: z.string().nullish(),
  certificate: z.string().nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  insecure_tls: z.boolean().nullish(),
  source: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type Connection = z.infer<typeof ConnectionSchema>;

/** Name and namespace are required on every connection; namespace defaults to 'default' (spec 001 s2.3). */
export const ConnectionCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  namespace: z.string().trim().min(1, 'Namespace is required').default('default'),
  type: z.enum(CONNECTION_TYPES),
  url: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  certificate: z.string().optional(),
  // The original stringifies every property value before sending (contract 2(d)).
  properties: z.record(z.string(), z.string()).optional(),
  insecure_tls: z.boolean().optional(),
  created_by: IdSchema.optional(),
});
export type ConnectionCreate = z.input<typeof ConnectionCreateSchema>;

export const ConnectionUpdateSchema = ConnectionCreateSchema.partial().extend({
  namespace: z.string().trim().min(1, 'Namespace is required').optional(),
});
export type ConnectionUpdate = z.input<typeof ConnectionUpdateSchema>;

/** `POST /api/connection/test/{id}` -> 200 `{message: 'ok', payload}`. */
export const ConnectionTestResultSchema = z.looseObject({
  message: z.string().nullish(),
  payload: z.unknown().optional(),
});
export type ConnectionTestResult = z.infer<typeof ConnectionTestResultSchema>;
