import type pg from 'pg';
import type { IncidentLinkResult, ParsedIncidentLink } from '@opsdeck/api';
import { withTransaction } from '../db/database';
import type { Queryable } from '../db/queryable';
import { badRequest, notFound } from '../httpError';

type IncidentRow = IncidentLinkResult['incident'];
type HypothesisRow = IncidentLinkResult['hypothesis'];
type EvidenceRow = IncidentLinkResult['evidence'];

const INCIDENT_COLUMNS = 'id, incident_id, title, status, severity, type';
const HYPOTHESIS_COLUMNS = 'id, incident_id, title, type, status';

async function existingIncident(db: Queryable, id: string): Promise<IncidentRow> {
  // FOR SHARE: the incident cannot be deleted while its new evidence is written.
  const { rows } = await db.query<IncidentRow>(`SELECT ${INCIDENT_COLUMNS} FROM incidents WHERE id = $1 FOR SHARE`, [id]);
  if (!rows[0]) throw notFound(`incident ${id} was not found`);
  return rows[0];
}

async function createIncident(db: Queryable, personId: string, incident: Exclude<ParsedIncidentLink['incident'], { id: string }>): Promise<IncidentRow> {
  const { rows } = await db.query<IncidentRow>(
    `INSERT INTO incidents (title, severity, type, description, status, created_by, commander_id, communicator_id)
     VALUES ($1, $2, $3, $4, 'open', $5, $5, $5)
     RETURNING ${INCIDENT_COLUMNS}`,
    [incident.title, incident.severity, incident.type, incident.description, personId],
  );
  return rows[0]!;
}

async function existingHypothesis(db: Queryable, id: string, incidentId: string): Promise<HypothesisRow> {
  const { rows } = await db.query<HypothesisRow>(`SELECT ${HYPOTHESIS_COLUMNS} FROM hypotheses WHERE id = $1 FOR SHARE`, [id]);
  const hypothesis = rows[0];
  if (!hypothesis) throw notFound(`hypothesis ${id} was not found`);
  if (hypothesis.incident_id !== incidentId) throw badRequest(`hypothesis ${id} belongs to another incident than ${incidentId}`);
  return hypothesis;
}

/** A new hypothesis is a possible root one, titled after the incident when no title is given (contract 2(c)). */
async function createHypothesis(db: Queryable, personId: string, incident: IncidentRow, title: string): Promise<HypothesisRow> {
  const { rows } = await db.query<HypothesisRow>(
    `INSERT INTO hypotheses (incident_id, title, type, status, created_by) VALUES ($1, $2, 'root', 'possible', $3)
     RETURNING ${HYPOTHESIS_COLUMNS}`,
    [incident.id, title || incident.title, personId],
  );
  return rows[0]!;
}

const REFERENCE_COLUMNS = ['check_id', 'config_id', 'config_change_id', 'config_analysis_id', 'component_id'] as const;

async function createEvidence(db: Queryable, personId: string, hypothesisId: string, evidence: ParsedIncidentLink['evidence']): Promise<EvidenceRow> {
  try {
    const { rows } = await db.query<EvidenceRow>(
      `INSERT INTO evidences (hypothesis_id, type, description, check_id, config_id, config_change_id, config_analysis_id,
                              component_id, evidence, properties, definition_of_done, done, script, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, false), $12, $13, $14)
       RETURNING *`,
      [
        hypothesisId,
        evidence.type,
        evidence.description,
        ...REFERENCE_COLUMNS.map((column) => evidence[column] ?? null),
        evidence.evidence === undefined ? null : JSON.stringify(evidence.evidence),
        evidence.properties === undefined ? null : JSON.stringify(evidence.properties),
        evidence.definition_of_done ?? null,
        evidence.done ?? null,
        evidence.script ?? null,
        personId,
      ],
    );
    return rows[0]!;
  } catch (error) {
    // A reference to a row that does not exist: the caller's mistake, named (and the transaction rolls back).
    const pgError = error as { code?: string; constraint?: string };
    if (pgError.code === '23503') {
      const column = REFERENCE_COLUMNS.find((c) => pgError.constraint?.includes(c));
      if (column) throw badRequest(`evidence ${column} ${evidence[column]} does not exist`);
    }
    throw error;
  }
}

/**
 * Links evidence to an incident in one transaction: the incident (existing, or new with the caller as commander,
 * communicator and creator), the hypothesis (existing, or a new root one), then the evidence. Any failure rolls
 * everything back, so a new incident or hypothesis never stays without its evidence. History rows come from the
 * incident tables' triggers.
 */
export async function linkEvidence(pool: pg.Pool, personId: string, link: ParsedIncidentLink): Promise<IncidentLinkResult> {
  return withTransaction(pool, async (db) => {
    const newIncident = !('id' in link.incident);
    const incident = 'id' in link.incident ? await existingIncident(db, link.incident.id) : await createIncident(db, personId, link.incident);
    const newHypothesis = !link.hypothesis || !('id' in link.hypothesis);
    const hypothesis =
      link.hypothesis && 'id' in link.hypothesis
        ? await existingHypothesis(db, link.hypothesis.id, incident.id)
        : await createHypothesis(db, personId, incident, link.hypothesis?.title ?? '');
    const evidence = await createEvidence(db, personId, hypothesis.id, link.evidence);
    return { incident, hypothesis, evidence, created: { incident: newIncident, hypothesis: newHypothesis } };
  });
}
