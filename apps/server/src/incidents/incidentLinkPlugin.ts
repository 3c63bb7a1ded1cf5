import type { FastifyPluginAsync } from 'fastify';
import { parseIncidentLinkRequest, type LinkEvidenceType, type Resource } from '@opsdeck/api';
import { badRequest } from '../httpError';
import { linkEvidence } from './incidentLinkRepository';

/** Where each kind of evidence lives: linking it needs read there (no probing for what one may not see). */
const SOURCE_AREA: Record<LinkEvidenceType, Resource> = {
  check: 'canaries',
  config: 'catalog',
  config_change: 'catalog',
  config_analysis: 'catalog',
  topology: 'topologies',
};

/**
 * Under /api/incident: `POST /link` links a check, config, config change, config analysis or component to an
 * incident as evidence, in one transaction (see incidentLinkRepository). The Link to Incident dialog calls it; the
 * original chained three /api/db writes, which left a new incident or hypothesis behind when a later one failed.
 *
 * Body: {incident: {id} | {title, severity, type, description?}, hypothesis?: {id} | {title}, evidence: {type,
 * check_id | config_id | config_change_id | config_analysis_id | component_id, evidence?, description?, ...}}.
 * Answers 201 {incident, hypothesis, evidence, created: {incident, hypothesis}}; 400 naming the problem; 401; 403
 * without write on evidences (and on incident when one is created); 404 for an unknown incident or hypothesis.
 */
export const incidentLinkPlugin: FastifyPluginAsync = async (app) => {
  app.post('/link', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    // Who may not write evidence learns nothing more, whatever the body.
    await request.authorize('evidences', 'write');
    const parsed = parseIncidentLinkRequest(request.body);
    if (!parsed.ok) throw badRequest(parsed.message);
    const link = parsed.value;
    const creates = !('id' in link.incident) || !link.hypothesis || !('id' in link.hypothesis);
    if (creates) await request.authorize('incident', 'write');
    const principal = await request.authorize(SOURCE_AREA[link.evidence.type], 'read');
    const result = await linkEvidence(app.db.pool, principal.person.id, link);
    return reply.status(201).send(result);
  });
};
