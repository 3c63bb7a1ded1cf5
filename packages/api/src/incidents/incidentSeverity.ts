/**
 * Incident severities. The database knows five names; the original also sends numbers 0..4 (whose order puts
 * blocker before critical: spec 001 section 3.2) and a dropdown value 'Medium' with a capital M (contract 8.9).
 * Everything is normalised to the five names.
 */
import { z } from 'zod';

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'critical', 'blocker'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** The original's numeric severities, index = number. */
export const NUMERIC_INCIDENT_SEVERITIES: readonly IncidentSeverity[] = ['low', 'medium', 'high', 'blocker', 'critical'];

/** The five names, whatever the case, or a number 0..4 (also as text); null for anything else. */
export function normalizeIncidentSeverity(value: unknown): IncidentSeverity | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d+\s*$/.test(value))) {
    const index = Number(value);
    return Number.isInteger(index) ? (NUMERIC_INCIDENT_SEVERITIES[index] ?? null) : null;
  }
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  return (INCIDENT_SEVERITIES as readonly string[]).includes(name) ? (name as IncidentSeverity) : null;
}

/** For payloads we send: only a known severity passes, normalised. */
export const IncidentSeveritySchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const severity = normalizeIncidentSeverity(value);
  if (severity) return severity;
  ctx.issues.push({
    code: 'custom',
    input: value,
    message: `Unknown incident severity ${JSON.stringify(value)}: use one of ${INCIDENT_SEVERITIES.join(', ')} or 0-4`,
  });
  return z.NEVER;
});

/** For rows we read: known severities normalised, anything else (e.g. 'info' from elsewhere) kept as sent. */
export const IncidentSeverityOutputSchema = z
  .union([z.string(), z.number()])
  .transform((value): IncidentSeverity | (string & {}) => normalizeIncidentSeverity(value) ?? String(value));
