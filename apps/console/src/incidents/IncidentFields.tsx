import { Select, Tag, type SelectOption } from '@opsdeck/ui';
import {
  SEVERITY_LABELS,
  SEVERITY_OPTIONS,
  STATUS_LABELS,
  STATUS_OPTIONS,
  TYPE_LABELS,
  TYPE_OPTIONS,
  severityTone,
  statusTone,
} from './incidentLabels';
import type { IncidentRow } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import * as styles from './IncidentDetail.css';

export interface IncidentFieldsProps {
  incident: IncidentRow;
  canWrite: boolean;
  people: readonly SelectOption[];
  personName: (id: string | null | undefined) => string;
  onChange: (patch: Partial<IncidentRow>) => void;
}

/**
 * Status (any transition: spec 000 section 4), severity, type, commander and communicator. Each change is one PATCH of
 * the incident; the server records it in the history. Viewers see the values only.
 */
export function IncidentFields({ incident, canWrite, people, personName, onChange }: IncidentFieldsProps) {
  if (!canWrite) {
    return (
      <dl className={styles.fieldList}>
        <dt>{m.columns.status}</dt>
        <dd>
          <Tag tone={statusTone(incident.status)} shape="pill">
            {STATUS_LABELS[incident.status] ?? incident.status}
          </Tag>
        </dd>
        <dt>{m.columns.severity}</dt>
        <dd>
          <Tag tone={severityTone(incident.severity)}>{SEVERITY_LABELS[incident.severity] ?? incident.severity}</Tag>
        </dd>
        <dt>{m.columns.type}</dt>
        <dd>{TYPE_LABELS[incident.type] ?? incident.type}</dd>
        <dt>{m.columns.commander}</dt>
        <dd>{incident.commander_id ? personName(incident.commander_id) : m.detail.unassigned}</dd>
        <dt>{m.columns.communicator}</dt>
        <dd>{incident.communicator_id ? personName(incident.communicator_id) : m.detail.unassigned}</dd>
      </dl>
    );
  }
  const change = <K extends keyof IncidentRow>(key: K, value: IncidentRow[K] | null) => {
    if (value !== null && value !== incident[key]) onChange({ [key]: value } as Partial<IncidentRow>);
  };
  return (
    <div className={styles.fieldGrid}>
      <Select label={m.columns.status} options={STATUS_OPTIONS} value={incident.status} onValueChange={(v) => change('status', v)} />
      <Select label={m.columns.severity} options={SEVERITY_OPTIONS} value={incident.severity} onValueChange={(v) => change('severity', v)} />
      <Select label={m.columns.type} options={TYPE_OPTIONS} value={incident.type} onValueChange={(v) => change('type', v)} />
      <Select
        label={m.columns.commander}
        options={people}
        searchable
        value={incident.commander_id}
        placeholder={m.detail.unassigned}
        onValueChange={(v) => change('commander_id', v)}
      />
      <Select
        label={m.columns.communicator}
        options={people}
        searchable
        value={incident.communicator_id}
        placeholder={m.detail.unassigned}
        onValueChange={(v) => change('communicator_id', v)}
      />
    </div>
  );
}
