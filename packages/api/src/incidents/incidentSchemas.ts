/** Incidents and hypotheses (spec 000 sections 3-4, spec 001 section 3.2, contract 2(c)). */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, PersonRefSchema, TimestampSchema } from '../common/commonSchemas';
import { IncidentSeverityOutputSchema, IncidentSeveritySchema } from './incidentSeverity';

export const INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
export const IncidentStatusSchema = z.enum(INCIDENT_STATUSES);
export type IncidentStatus = z.infer<typeof IncidentStatusSchema>;

export const INCIDENT_TYPES = [
  'cost',
  'availability',
  'performance',
  'security',
  'integration',
  'compliance',
  'technicalDebt',
  'reliability',
] as const;
export const IncidentTypeSchema = z.enum(INCIDENT_TYPES);
export type IncidentType = z.infer<typeof IncidentTypeSchema>;

export const HYPOTHESIS_STATUSES = ['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven'] as const;
export const HypothesisStatusSchema = z.enum(HYPOTHESIS_STATUSES);
export type HypothesisStatus = z.infer<typeof HypothesisStatusSchema>;

/** Hypotheses chain root, then factor, then solution. */
export const HYPOTHESIS_TYPES = ['root', 'factor', 'solution'] as const;
export const HypothesisTypeSchema = z.enum(HYPOTHESIS_TYPES);
export type HypothesisType = z.infer<typeof HypothesisTypeSchema>;

export const HypothesisSchema = z.looseObject({
  id: IdSchema,
  incident_id: IdSchema.nullish(),
  parent_id: z.string().nullish(),
  title: z.string().nullish(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  owner: z.string().nullish(),
  team_id: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  evidences: z.array(z.looseObject({ id: IdSchema })).nullish(),
  comments: z.array(z.looseObject({ id: IdSchema })).nullish(),
});
export type Hypothesis = z.infer<typeof HypothesisSchema>;

export const IncidentSchema = z.looseObject({
  id: IdSchema,
  incident_id: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  severity: IncidentSeverityOutputSchema.nullish(),
  commander_id: z.union([IdSchema, PersonRefSchema]).nullish(),
  communicator_id: z.union([IdSchema, PersonRefSchema]).nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  acknowledged: TimestampSchema,
  resolved: TimestampSchema,
  closed: TimestampSchema,
  hypotheses: z.array(HypothesisSchema).nullish(),
  responders: z.array(z.looseObject({})).nullish(),
});
export type Incident = z.infer<typeof IncidentSchema>;

/**
 * `POST /api/db/incidents`. A new incident defaults to status open; the creator becomes commander and communicator
 * as well (spec 000 section 3), which `incidentCreatePayload` fills in.
 */
export const IncidentCreateSchema = z.strictObject({
  id: IdSchema.optional(),
  title: z.string().trim().min(1, 'Title is required'),
  severity: IncidentSeveritySchema,
  type: IncidentTypeSchema,
  description: z.string().default(''),
  status: IncidentStatusSchema.default('open'),
  created_by: IdSchema,
  commander_id: IdSchema.optional(),
  communicator_id: IdSchema.optional(),
});
export type IncidentCreate = z.input<typeof IncidentCreateSchema>;

/** The create payload with the creator in every role the spec gives them. */
export function incidentCreatePayload(input: IncidentCreate): z.output<typeof IncidentCreateSchema> {
  const parsed = IncidentCreateSchema.parse(input);
  return {
    ...parsed,
    commander_id: parsed.commander_id ?? parsed.created_by,
    communicator_id: parsed.communicator_id ?? parsed.created_by,
  };
}

/** `PATCH /api/db/incidents?id=eq.<id>`: transitions are unrestricted. */
export const IncidentUpdateSchema = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').optional(),
  severity: IncidentSeveritySchema.optional(),
  type: IncidentTypeSchema.optional(),
  description: z.string().optional(),
  status: IncidentStatusSchema.optional(),
  commander_id: IdSchema.nullish(),
  communicator_id: IdSchema.nullish(),
});
export type IncidentUpdate = z.input<typeof IncidentUpdateSchema>;

/** A new hypothesis defaults to type root, an empty title and status possible. */
export const HypothesisCreateSchema = z.strictObject({
  id: IdSchema.optional(),
  incident_id: IdSchema,
  title: z.string().default(''),
  type: HypothesisTypeSchema.default('root'),
  status: HypothesisStatusSchema.default('possible'),
  parent_id: IdSchema.optional(),
  created_by: IdSchema,
});
export type HypothesisCreate = z.input<typeof HypothesisCreateSchema>;

export const HypothesisUpdateSchema = z.strictObject({
  title: z.string().optional(),
  type: HypothesisTypeSchema.optional(),
  status: HypothesisStatusSchema.optional(),
  parent_id: IdSchema.nullish(),
  owner: IdSchema.nullish(),
  team_id: IdSchema.nullish(),
});
export type HypothesisUpdate = z.input<typeof HypothesisUpdateSchema>;
