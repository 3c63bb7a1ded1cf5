/**
 * Linking a resource to an incident as evidence (spec 001 sections 2.4 and 3.2, contract 2(c)): what the Link to
 * Incident dialog sends to `POST /api/incident/link`, and the evidence each kind of source becomes. No zod here: the
 * widget imports this module, and the schemas (incidentLinkSchemas.ts) are the server's.
 */

/** The endpoint, below the API root: one transaction for incident, hypothesis and evidence. */
export const INCIDENT_LINK_PATH = '/incident/link';

/** What can be linked: the sources the spec names. */
export const EVIDENCE_SOURCE_KINDS = ['check', 'config', 'configChange', 'configAnalysis', 'component'] as const;
export type EvidenceSourceKind = (typeof EVIDENCE_SOURCE_KINDS)[number];

/** The evidence types a link may create, one per source kind (a component is evidence of type topology). */
export const EVIDENCE_TYPE_OF_SOURCE = {
  check: 'check',
  config: 'config',
  configChange: 'config_change',
  configAnalysis: 'config_analysis',
  component: 'topology',
} as const satisfies Record<EvidenceSourceKind, string>;
export type LinkEvidenceType = (typeof EVIDENCE_TYPE_OF_SOURCE)[EvidenceSourceKind];

/** The column of evidences that references each kind of source. */
export const EVIDENCE_REFERENCE_OF_TYPE = {
  check: 'check_id',
  config: 'config_id',
  config_change: 'config_change_id',
  config_analysis: 'config_analysis_id',
  topology: 'component_id',
} as const satisfies Record<LinkEvidenceType, string>;
export type EvidenceReference = (typeof EVIDENCE_REFERENCE_OF_TYPE)[LinkEvidenceType];

/** The resource to link: its kind, its id, and (optional) its row, whose fields enrich the evidence. */
export interface EvidenceSource {
  kind: EvidenceSourceKind;
  id: string;
  row?: Readonly<Record<string, unknown>> | null;
  /** For a check: the time range of the status history the evidence shows ('1h' when not given). */
  timeRange?: string;
}

export interface LinkEvidence {
  type: LinkEvidenceType;
  check_id?: string;
  config_id?: string;
  config_change_id?: string;
  config_analysis_id?: string;
  component_id?: string;
  /** What the evidence shows, as the incident page renders it (jsonb). */
  evidence?: Record<string, unknown>;
  description?: string;
  properties?: Record<string, unknown>;
  definition_of_done?: boolean;
  done?: boolean;
  script?: string;
}

/** An existing incident, or a new one (the caller becomes its commander, communicator and creator; status open). */
export type IncidentLinkTarget =
  | { id: string }
  | { title: string; severity: string | number; type: string; description?: string };

/** An existing hypothesis of the incident, or a new root one (titled after the incident when no title is given). */
export type HypothesisLinkTarget = { id: string } | { title?: string };

export interface IncidentLinkRequest {
  incident: IncidentLinkTarget;
  /** Required with an existing incident; with a new one only a new hypothesis may be given. */
  hypothesis?: HypothesisLinkTarget;
  evidence: LinkEvidence;
}

export interface IncidentLinkResult {
  incident: { id: string; incident_id: string; title: string; status: string; severity: string; type: string };
  hypothesis: { id: string; incident_id: string; title: string; type: string; status: string };
  evidence: { id: string; hypothesis_id: string; type: string; description: string } & Record<string, unknown>;
  created: { incident: boolean; hypothesis: boolean };
}

function text(row: EvidenceSource['row'], field: string): string | undefined {
  const value = row?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The evidence a source becomes: its type, the reference column(s), and the payload the incident page shows. */
export function evidenceOfSource(source: EvidenceSource, description = ''): LinkEvidence {
  const { id, row } = source;
  switch (source.kind) {
    case 'check':
      // The original's payload for a check (contract 2(b) step 7): its history with messages over a time range.
      return { type: 'check', check_id: id, description, evidence: { check_id: id, includeMessages: true, start: source.timeRange ?? '1h' } };
    case 'config':
      return { type: 'config', config_id: id, description, evidence: compact({ config_id: id, name: text(row, 'name'), config_type: text(row, 'type') }) };
    case 'configChange': {
      const configId = text(row, 'config_id');
      return compact({
        type: 'config_change' as const,
        config_change_id: id,
        config_id: configId,
        description,
        evidence: compact({ config_change_id: id, config_id: configId, change_type: text(row, 'change_type'), summary: text(row, 'summary') }),
      });
    }
    case 'configAnalysis': {
      const configId = text(row, 'config_id');
      return compact({
        type: 'config_analysis' as const,
        config_analysis_id: id,
        config_id: configId,
        description,
        evidence: compact({ config_analysis_id: id, config_id: configId, analyzer: text(row, 'analyzer'), analysis_type: text(row, 'analysis_type') }),
      });
    }
    case 'component':
      return { type: 'topology', component_id: id, description, evidence: compact({ component_id: id, name: text(row, 'name'), includeHealth: true }) };
  }
}

/**
 * A text as an `ilike` pattern that matches it anywhere, literally: `%`, `_` and `\` are escaped (PostgREST turns
 * `*` into `%`, so the wildcards around it are stars). The value goes into a query parameter, which the client
 * URL-encodes.
 */
export function containsPattern(search: string): string {
  return `*${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}*`;
}
