export {
  EVIDENCE_TYPES,
  EvidenceCreateSchema,
  EvidenceLinkSchema,
  EvidenceSchema,
  EvidenceTypeSchema,
  EvidenceUpdateSchema,
  IncidentCommentCreateSchema,
  IncidentCommentSchema,
  IncidentHistorySchema,
  ResponderSchema,
} from './evidenceSchemas';
export type {
  Evidence,
  EvidenceCreate,
  EvidenceLink,
  EvidenceType,
  EvidenceUpdate,
  IncidentComment,
  IncidentCommentCreate,
  IncidentHistory,
  Responder,
} from './evidenceSchemas';
export {
  HYPOTHESIS_STATUSES,
  HYPOTHESIS_TYPES,
  HypothesisCreateSchema,
  HypothesisSchema,
  HypothesisStatusSchema,
  HypothesisTypeSchema,
  HypothesisUpdateSchema,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  IncidentCreateSchema,
  IncidentSchema,
  IncidentStatusSchema,
  IncidentTypeSchema,
  IncidentUpdateSchema,
  incidentCreatePayload,
} from './incidentSchemas';
export type {
  Hypothesis,
  HypothesisCreate,
  HypothesisStatus,
  HypothesisType,
  HypothesisUpdate,
  Incident,
  IncidentCreate,
  IncidentStatus,
  IncidentType,
  IncidentUpdate,
} from './incidentSchemas';
export {
  INCIDENT_SEVERITIES,
  IncidentSeverityOutputSchema,
  IncidentSeveritySchema,
  NUMERIC_INCIDENT_SEVERITIES,
  normalizeIncidentSeverity,
} from './incidentSeverity';
export type { IncidentSeverity } from './incidentSeverity';
export {
  EVIDENCE_REFERENCE_OF_TYPE,
  EVIDENCE_SOURCE_KINDS,
  EVIDENCE_TYPE_OF_SOURCE,
  INCIDENT_LINK_PATH,
  containsPattern,
  evidenceOfSource,
} from './incidentLink';
export type {
  EvidenceReference,
  EvidenceSource,
  EvidenceSourceKind,
  HypothesisLinkTarget,
  IncidentLinkRequest,
  IncidentLinkResult,
  IncidentLinkTarget,
  LinkEvidence,
  LinkEvidenceType,
} from './incidentLink';
export { LINK_EVIDENCE_TYPES, LinkEvidenceSchema, NewHypothesisSchema, NewIncidentSchema, parseIncidentLinkRequest } from './incidentLinkSchemas';
export type { IncidentLinkParse, ParsedIncidentLink } from './incidentLinkSchemas';
