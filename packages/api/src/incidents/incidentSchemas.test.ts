import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EvidenceCreateSchema, EvidenceLinkSchema } from './evidenceSchemas';
import {
  HypothesisCreateSchema,
  IncidentCreateSchema,
  IncidentSchema,
  IncidentUpdateSchema,
  incidentCreatePayload,
} from './incidentSchemas';
import { INCIDENT_SEVERITIES, IncidentSeveritySchema, normalizeIncidentSeverity } from './incidentSeverity';

describe('incident severity', () => {
  it('maps the numbers 0..4 to low, medium, high, blocker, critical', () => {
    expect([0, 1, 2, 3, 4].map(normalizeIncidentSeverity)).toEqual(['low', 'medium', 'high', 'blocker', 'critical']);
    expect(normalizeIncidentSeverity('3')).toBe('blocker');
    expect(normalizeIncidentSeverity(5)).toBeNull();
    expect(normalizeIncidentSeverity(1.5)).toBeNull();
  });

  it("normalises the original's 'Medium' (capital M) to 'medium'", () => {
    expect(normalizeIncidentSeverity('Medium')).toBe('medium');
    expect(IncidentSeveritySchema.parse('Medium')).toBe('medium');
    expect(IncidentSeveritySchema.parse(' HIGH ')).toBe('high');
  });

  it('refuses unknown severities in payloads with a message listing the valid ones', () => {
    const result = IncidentSeveritySchema.safeParse('info');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Unknown incident severity "info": use one of low, medium/);
  });

  it('keeps an unknown severity of a row read from elsewhere as it is', () => {
    expect(IncidentSchema.parse({ id: 'i', title: 't', severity: 'info' }).severity).toBe('info');
    expect(IncidentSchema.parse({ id: 'i', title: 't', severity: 2 }).severity).toBe('high');
  });

  it('is idempotent on every known name, whatever the case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INCIDENT_SEVERITIES), fc.boolean(), (name, upper) => {
        expect(normalizeIncidentSeverity(upper ? name.toUpperCase() : name)).toBe(name);
      }),
    );
  });
});

describe('incident payloads', () => {
  it('defaults a new incident to open and makes the creator commander and communicator', () => {
    expect(incidentCreatePayload({ title: ' Checkout down ', severity: 'Medium', type: 'availability', created_by: 'u1' })).toEqual({
      title: 'Checkout down',
      severity: 'medium',
      type: 'availability',
      description: '',
      status: 'open',
      created_by: 'u1',
      commander_id: 'u1',
      communicator_id: 'u1',
    });
  });

  it('refuses unknown fields, types and statuses, naming them', () => {
    const extra = IncidentCreateSchema.safeParse({ title: 't', severity: 0, type: 'cost', created_by: 'u', x: 1 });
    expect(extra.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(IncidentCreateSchema.safeParse({ title: 't', severity: 0, type: 'outage', created_by: 'u' }).success).toBe(false);
    expect(IncidentUpdateSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(IncidentUpdateSchema.parse({ status: 'mitigated' })).toEqual({ status: 'mitigated' });
    expect(IncidentCreateSchema.safeParse({ title: ' ', severity: 0, type: 'cost', created_by: 'u' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
  });

  it('defaults a new hypothesis to a possible root with an empty title', () => {
    expect(HypothesisCreateSchema.parse({ incident_id: 'i', created_by: 'u' })).toEqual({
      incident_id: 'i',
      created_by: 'u',
      title: '',
      type: 'root',
      status: 'possible',
    });
  });

  it('checks evidence types and the link dialog payload', () => {
    expect(EvidenceCreateSchema.parse({ hypothesis_id: 'h', type: 'check', check_id: 'c', created_by: 'u' })).toMatchObject({
      description: '',
    });
    expect(EvidenceCreateSchema.safeParse({ hypothesis_id: 'h', type: 'metric', created_by: 'u' }).success).toBe(false);
    expect(
      EvidenceLinkSchema.parse({ user: { id: 'u' }, hypothesisId: 'h', type: 'config_change', config_change_id: 'x' }),
    ).toMatchObject({ hypothesisId: 'h' });
  });
});
