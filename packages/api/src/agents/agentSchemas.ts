/** Agents (spec 000 section 3). The all-zero id is the local agent: "no agent". */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, JsonObjectSchema, NIL_UUID, TimestampSchema } from '../common/commonSchemas';

export const LOCAL_AGENT_ID = NIL_UUID;

export function isLocalAgent(agentId: string | null | undefined): boolean {
  return !agentId || agentId === LOCAL_AGENT_ID;
}

export const AgentSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  description: z.string().nullish(),
  hostname: z.string().nullish(),
  version: z.string().nullish(),
  properties: JsonObjectSchema.nullish(),
  cleanup: z.boolean().nullish(),
  last_seen: TimestampSchema,
  last_received: TimestampSchema,
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type Agent = z.infer<typeof AgentSchema>;

/** `POST /api/agent/generate`. */
export const AgentGenerateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  description: z.string().optional(),
  properties: z.record(z.string(), z.string()).optional(),
});
export type AgentGenerate = z.input<typeof AgentGenerateSchema>;
