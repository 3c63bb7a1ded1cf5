/** Evidence, comments, responders and incident history (spec 000 section 3, contract 2(c)). */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, JsonObjectSchema, TimestampSchema } from '../common/commonSchemas';

export const EVIDENCE_TYPES = [
  'log',
  'config',
  'topology',
  'check',
  'config_analysis',
  'config_change',
  'comment',
] as const;
export const EvidenceTypeSchema = z.enum(EVIDENCE_TYPES);
export type EvidenceType = z.infer<typeof EvidenceTypeSchema>;

const evidenceTargets = {
  config_id: IdSchema.nullish(),
  config_analysis_id: IdSchema.nullish(),
  config_change_id: IdSchema.nullish(),
  component_id: IdSchema.nullish(),
  check_id: IdSchema.nullish(),
};

export const EvidenceSchema = z.looseObject({
  id: IdSchema,
  hypothesis_id: IdSchema.nullish(),
  ...evidenceTargets,
  type: z.string().nullish(),
  description: z.string().nullish(),
  evidence: z.unknown().optional(),
  properties: JsonObjectSchema.nullish(),
  definition_of_done: z.boolean().nullish(),
  done: z.boolean().nullish(),
  factor: z.boolean().nullish(),
  mitigator: z.boolean().nullish(),
  script: z.string().nullish(),
  script_result: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** `POST /api/db/evidences`. */
export const EvidenceCreateSchema = z.strictObject({
  hypothesis_id: IdSchema,
  ...evidenceTargets,
  type: EvidenceTypeSchema,
  description: z.string().default(''),
  evidence: z.unknown().optional(),
  properties: JsonObjectSchema.optional(),
  definition_of_done: z.boolean().optional(),
  done: z.boolean().optional(),
  script: z.string().optional(),
  created_by: IdSchema,
});
export type EvidenceCreate = z.input<typeof EvidenceCreateSchema>;

export const EvidenceUpdateSchema = EvidenceCreateSchema.omit({ hypothesis_id: true, created_by: true }).partial();
export type EvidenceUpdate = z.input<typeof EvidenceUpdateSchema>;

/** What the Link to Incident dialog hands over (spec 001 section 3.2). */
export const EvidenceLinkSchema = z.strictObject({
  user: z.looseObject({ id: IdSchema }),
  hypothesisId: IdSchema,
  ...evidenceTargets,
  evidence: z.unknown().optional(),
  type: EvidenceTypeSchema,
  description: z.string().default(''),
});
export type EvidenceLink = z.input<typeof EvidenceLinkSchema>;

export const IncidentCommentSchema = z.looseObject({
  id: IdSchema,
  incident_id: IdSchema.nullish(),
  hypothesis_id: IdSchema.nullish(),
  responder_id: z.unknown().optional(),
  comment: z.string(),
  external_id: z.string().nullish(),
  external_created_by: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type IncidentComment = z.infer<typeof IncidentCommentSchema>;

export const IncidentCommentCreateSchema = z.strictObject({
  incident_id: IdSchema,
  hypothesis_id: IdSchema.optional(),
  comment: z.string().trim().min(1, 'Comment is required'),
  created_by: IdSchema,
});
export type IncidentCommentCreate = z.input<typeof IncidentCommentCreateSchema>;

/** A responder is a person or a team. */
export const ResponderSchema = z.looseObject({
  id: IdSchema,
  incident_id: IdSchema.nullish(),
  type: z.string().nullish(),
  person_id: z.unknown().optional(),
  team_id: z.unknown().optional(),
  properties: JsonObjectSchema.nullish(),
  acknowledged: TimestampSchema,
  resolved: TimestampSchema,
  closed: TimestampSchema,
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type Responder = z.infer<typeof ResponderSchema>;

export const IncidentHistorySchema = z.looseObject({
  id: IdSchema,
  incident_id: IdSchema.nullish(),
  type: z.string(),
  description: z.string().nullish(),
  hypothesis_id: z.unknown().optional(),
  evidence_id: z.unknown().optional(),
  responder_id: z.unknown().optional(),
  comment_id: z.unknown().optional(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
});
export type IncidentHistory = z.infer<typeof IncidentHistorySchema>;
