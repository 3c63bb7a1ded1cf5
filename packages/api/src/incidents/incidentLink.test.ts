import { describe, expect, it } from 'vitest';
import { containsPattern, evidenceOfSource, EVIDENCE_SOURCE_KINDS, EVIDENCE_REFERENCE_OF_TYPE } from './incidentLink';
import { parseIncidentLinkRequest } from './incidentLinkSchemas';

const ID = '0b5c1e4e-5d7a-4a59-9a0e-1f6a3d7c9b21';
const OTHER = '6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b';

describe('evidenceOfSource', () => {
  it('gives every source kind its evidence type, reference and payload (spec 001 section 3.2)', () => {
    expect(evidenceOfSource({ kind: 'check', id: ID, timeRange: '6h' }, 'why')).toEqual({
      type: 'check',
      check_id: ID,
      description: 'why',
      evidence: { check_id: ID, includeMessages: true, start: '6h' },
    });
    expect(evidenceOfSource({ kind: 'check', id: ID }).evidence).toMatchObject({ start: '1h' });
    expect(evidenceOfSource({ kind: 'config', id: ID, row: { name: 'api', type: 'Kubernetes::Pod' } })).toMatchObject({
      type: 'config',
      config_id: ID,
      evidence: { config_id: ID, name: 'api', config_type: 'Kubernetes::Pod' },
    });
    expect(evidenceOfSource({ kind: 'configChange', id: ID, row: { config_id: OTHER, change_type: 'diff' } })).toMatchObject({
      type: 'config_change',
      config_change_id: ID,
      config_id: OTHER,
      evidence: { config_change_id: ID, config_id: OTHER, change_type: 'diff' },
    });
    expect(evidenceOfSource({ kind: 'configAnalysis', id: ID })).toEqual({
      type: 'config_analysis',
      config_analysis_id: ID,
      description: '',
      evidence: { config_analysis_id: ID },
    });
    expect(evidenceOfSource({ kind: 'component', id: ID })).toMatchObject({ type: 'topology', component_id: ID });
    for (const kind of EVIDENCE_SOURCE_KINDS) {
      const evidence = evidenceOfSource({ kind, id: ID });
      expect(evidence[EVIDENCE_REFERENCE_OF_TYPE[evidence.type]]).toBe(ID);
    }
  });
});

describe('containsPattern', () => {
  it('matches the text literally anywhere: like wildcards are escaped, the text trimmed', () => {
    expect(containsPattern(' db pool ')).toBe('*db pool*');
    expect(containsPattern('100%_done\\')).toBe('*100\\%\\_done\\\\*');
  });
});

describe('parseIncidentLinkRequest', () => {
  const evidence = { type: 'check', check_id: ID };

  it('accepts a new incident without hypothesis, normalising the severity', () => {
    const result = parseIncidentLinkRequest({ incident: { title: ' Down ', severity: 'Medium', type: 'availability' }, evidence });
    expect(result).toEqual({
      ok: true,
      value: {
        incident: { title: 'Down', severity: 'medium', type: 'availability', description: '' },
        hypothesis: undefined,
        evidence: { type: 'check', check_id: ID, description: '' },
      },
    });
    const numeric = parseIncidentLinkRequest({ incident: { title: 'x', severity: 3, type: 'cost' }, evidence });
    expect(numeric.ok && numeric.value.incident).toMatchObject({ severity: 'blocker' });
  });

  it('requires a hypothesis with an existing incident, and refuses an existing hypothesis for a new incident', () => {
    expect(parseIncidentLinkRequest({ incident: { id: ID }, evidence })).toEqual({
      ok: false,
      message: expect.stringMatching(/^hypothesis is required with an existing incident/),
    });
    expect(parseIncidentLinkRequest({ incident: { id: ID }, hypothesis: { id: OTHER }, evidence }).ok).toBe(true);
    expect(parseIncidentLinkRequest({ incident: { id: ID }, hypothesis: { title: 'New' }, evidence }).ok).toBe(true);
    expect(parseIncidentLinkRequest({ incident: { title: 't', severity: 0, type: 'cost' }, hypothesis: { id: OTHER }, evidence })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/new incident has no hypotheses/),
    });
  });

  it('names the problem: severity, type, title, ids, references, unknown fields', () => {
    const message = (body: unknown) => {
      const result = parseIncidentLinkRequest(body);
      return result.ok ? 'ok' : result.message;
    };
    expect(message({ incident: { title: 't', severity: 'info', type: 'cost' }, evidence })).toMatch(/^incident\.severity: Unknown incident severity "info"/);
    expect(message({ incident: { title: 't', severity: 1, type: 'outage' }, evidence })).toMatch(/^incident\.type must be one of cost, availability/);
    expect(message({ incident: { title: '  ', severity: 1, type: 'cost' }, evidence })).toBe('incident.title: a new incident needs a title');
    expect(message({ incident: { id: 'nope' }, hypothesis: { id: ID }, evidence })).toBe('incident.id: must be a uuid');
    expect(message({ incident: { id: ID }, hypothesis: { id: ID }, evidence: { type: 'config' } })).toBe('evidence.config_id: evidence of type config needs config_id');
    expect(message({ incident: { id: ID }, hypothesis: { id: ID }, evidence: { type: 'log' } })).toMatch(/^evidence\.type must be one of check, config/);
    expect(message({ incident: { id: ID, x: 1 }, hypothesis: { id: ID }, evidence })).toBe('incident: unknown field(s) x');
    expect(message({ incident: { id: ID }, hypothesis: { id: ID }, evidence, user: 'me' })).toMatch(/^unknown field\(s\) user/);
    expect(message([])).toMatch(/JSON object/);
    expect(message({ evidence })).toMatch(/^incident is required/);
    expect(message({ incident: { id: ID }, hypothesis: { id: ID } })).toMatch(/^evidence is required/);
  });
});
