/** The rules of `POST /api/incident/link` (incidentLink.ts), as zod schemas with messages that name the problem. */
import { z } from 'zod';
import { IdSchema, JsonObjectSchema } from '../common/commonSchemas';
import { EVIDENCE_REFERENCE_OF_TYPE, EVIDENCE_TYPE_OF_SOURCE, type LinkEvidenceType } from './incidentLink';
import { IncidentTypeSchema } from './incidentSchemas';
import { IncidentSeveritySchema } from './incidentSeverity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UuidSchema = IdSchema.regex(UUID, 'must be a uuid');

export const LINK_EVIDENCE_TYPES = Object.values(EVIDENCE_TYPE_OF_SOURCE) as LinkEvidenceType[];

const ExistingSchema = z.strictObject({ id: UuidSchema });

export const NewIncidentSchema = z.strictObject({
  title: z.string().trim().min(1, 'a new incident needs a title'),
  severity: IncidentSeveritySchema,
  type: IncidentTypeSchema,
  description: z.string().default(''),
});

export const NewHypothesisSchema = z.strictObject({ title: z.string().trim().default('') });

export const LinkEvidenceSchema = z
  .strictObject({
    type: z.enum(LINK_EVIDENCE_TYPES as [LinkEvidenceType, ...LinkEvidenceType[]]),
    check_id: UuidSchema.optional(),
    config_id: UuidSchema.optional(),
    config_change_id: UuidSchema.optional(),
    config_analysis_id: UuidSchema.optional(),
    component_id: UuidSchema.optional(),
    evidence: JsonObjectSchema.optional(),
    description: z.string().default(''),
    properties: JsonObjectSchema.optional(),
    definition_of_done: z.boolean().optional(),
    done: z.boolean().optional(),
    script: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const column = EVIDENCE_REFERENCE_OF_TYPE[value.type];
    if (!value[column]) ctx.addIssue({ code: 'custom', path: [column], message: `evidence of type ${value.type} needs ${column}` });
  });

export type ParsedIncidentLink = {
  incident: { id: string } | z.output<typeof NewIncidentSchema>;
  hypothesis: { id: string } | z.output<typeof NewHypothesisSchema> | undefined;
  evidence: z.output<typeof LinkEvidenceSchema>;
};

export type IncidentLinkParse = { ok: true; value: ParsedIncidentLink } | { ok: false; message: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problem(where: string, error: z.ZodError): string {
  const issue = error.issues[0]!;
  const path = [where, ...issue.path.map(String)].join('.');
  if (issue.code === 'unrecognized_keys') return `${where}: unknown field(s) ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_value' && 'values' in issue) return `${path} must be one of ${issue.values.join(', ')}`;
  if (issue.code === 'invalid_type') return `${path} is missing or of the wrong type (${issue.expected} expected)`;
  return `${path}: ${issue.message}`;
}

function parsePart<T>(where: string, schema: z.ZodType<T>, value: unknown): { ok: true; value: T } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: problem(where, result.error) };
}

/**
 * Reads a link request: an existing incident ({id}) or a new one ({title, severity, type}); with an existing one a
 * hypothesis ({id} or {title}) is required; the evidence's type must come with its reference. The first problem
 * found is the message.
 */
export function parseIncidentLinkRequest(body: unknown): IncidentLinkParse {
  if (!isObject(body)) return { ok: false, message: 'the body must be a JSON object with incident, hypothesis and evidence' };
  const unknown = Object.keys(body).filter((key) => !['incident', 'hypothesis', 'evidence'].includes(key));
  if (unknown.length) return { ok: false, message: `unknown field(s) ${unknown.join(', ')}: send incident, hypothesis and evidence` };
  const { incident, hypothesis, evidence } = body;
  if (!isObject(incident)) return { ok: false, message: 'incident is required: {id} of an existing incident, or {title, severity, type} of a new one' };
  const existingIncident = 'id' in incident;
  const parsedIncident = existingIncident ? parsePart('incident', ExistingSchema, incident) : parsePart('incident', NewIncidentSchema, incident);
  if (!parsedIncident.ok) return parsedIncident;

  let parsedHypothesis: ParsedIncidentLink['hypothesis'];
  if (hypothesis === undefined || hypothesis === null) {
    if (existingIncident) return { ok: false, message: 'hypothesis is required with an existing incident: {id} of one of its hypotheses, or {title} of a new one' };
  } else {
    if (!isObject(hypothesis)) return { ok: false, message: 'hypothesis must be {id} or {title}' };
    if ('id' in hypothesis && !existingIncident) return { ok: false, message: 'a new incident has no hypotheses yet: give hypothesis {title}, or none for a root hypothesis named after the incident' };
    const part = 'id' in hypothesis ? parsePart('hypothesis', ExistingSchema, hypothesis) : parsePart('hypothesis', NewHypothesisSchema, hypothesis);
    if (!part.ok) return part;
    parsedHypothesis = part.value;
  }

  if (!isObject(evidence)) return { ok: false, message: `evidence is required: {type, <reference>} with type one of ${LINK_EVIDENCE_TYPES.join(', ')}` };
  const parsedEvidence = parsePart('evidence', LinkEvidenceSchema, evidence);
  if (!parsedEvidence.ok) return parsedEvidence;
  return { ok: true, value: { incident: parsedIncident.value, hypothesis: parsedHypothesis, evidence: parsedEvidence.value } };
}
