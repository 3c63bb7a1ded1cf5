import { HYPOTHESIS_STATUSES, INCIDENT_SEVERITIES, INCIDENT_STATUSES, INCIDENT_TYPES } from '@opsdeck/api';
import type { SelectOption, TagTone } from '@opsdeck/ui';

/** The words of the incident pages: the enums of spec 000 section 3 and 001 section 3.2 as people read them. */

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const STATUS_LABELS: Record<string, string> = Object.fromEntries(INCIDENT_STATUSES.map((s) => [s, capitalize(s)]));

/** Ordered by weight, as the spec's numeric scale 0..4 orders them. */
export const SEVERITY_ORDER = ['low', 'medium', 'high', 'blocker', 'critical'] as const;
export const SEVERITY_LABELS: Record<string, string> = Object.fromEntries(INCIDENT_SEVERITIES.map((s) => [s, capitalize(s)]));

export const TYPE_LABELS: Record<string, string> = Object.fromEntries(
  INCIDENT_TYPES.map((t) => [t, t === 'technicalDebt' ? 'Technical Debt' : capitalize(t)]),
);

export const HYPOTHESIS_STATUS_LABELS: Record<string, string> = Object.fromEntries(HYPOTHESIS_STATUSES.map((s) => [s, capitalize(s)]));

export const HYPOTHESIS_TYPE_LABELS: Record<string, string> = { root: 'Root cause', factor: 'Factor', solution: 'Solution' };

/** What a hypothesis of each type may have under it: root, then factor, then solution. */
export const CHILD_TYPE: Record<string, string | undefined> = { root: 'factor', factor: 'solution' };

const options = (labels: Record<string, string>, order: readonly string[]): SelectOption[] =>
  order.map((value) => ({ value, label: labels[value] ?? value }));

export const STATUS_OPTIONS = options(STATUS_LABELS, INCIDENT_STATUSES);
export const SEVERITY_OPTIONS = options(SEVERITY_LABELS, SEVERITY_ORDER);
export const TYPE_OPTIONS = options(TYPE_LABELS, INCIDENT_TYPES);
export const HYPOTHESIS_STATUS_OPTIONS = options(HYPOTHESIS_STATUS_LABELS, HYPOTHESIS_STATUSES);

export function severityTone(severity: string): TagTone {
  if (severity === 'critical' || severity === 'blocker') return 'danger';
  if (severity === 'high') return 'warning';
  if (severity === 'medium') return 'accent';
  return 'neutral';
}

export function statusTone(status: string): TagTone {
  if (status === 'resolved' || status === 'closed') return 'success';
  if (status === 'mitigated') return 'accent';
  if (status === 'new' || status === 'open') return 'danger';
  return 'warning';
}

export function hypothesisStatusTone(status: string): TagTone {
  if (status === 'proven') return 'success';
  if (status === 'likely') return 'warning';
  if (status === 'disproven' || status === 'improbable') return 'neutral';
  return 'accent';
}

/** What each history row (migration 0008) says happened. */
export const HISTORY_LABELS: Record<string, string> = {
  'incident.created': 'created the incident',
  'incident.status_updated': 'changed the status',
  'incident.severity_updated': 'changed the severity',
  'incident.type_updated': 'changed the type',
  'incident.title_updated': 'renamed the incident',
  'incident.description_updated': 'changed the description',
  'incident.commander_updated': 'changed the commander',
  'incident.communicator_updated': 'changed the communicator',
  'hypothesis.created': 'added a hypothesis',
  'hypothesis.status_updated': 'changed a hypothesis status',
  'hypothesis.title_updated': 'renamed a hypothesis',
  'hypothesis.deleted': 'deleted a hypothesis',
  'evidence.created': 'added evidence',
  'evidence.done_updated': 'marked evidence',
  'evidence.definition_of_done_updated': 'changed the definition of done',
  'comment.created': 'commented',
  'responder.created': 'added a responder',
  'responder.removed': 'removed a responder',
};

export const historyLabel = (type: string) => HISTORY_LABELS[type] ?? type;
