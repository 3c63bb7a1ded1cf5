import { IconButton, Select, Tag, type SelectOption } from '@opsdeck/ui';
import type { ResponderRow, TeamRef } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import * as styles from './IncidentDetail.css';

export interface RespondersPanelProps {
  responders: readonly ResponderRow[];
  people: readonly SelectOption[];
  teams: readonly TeamRef[];
  personName: (id: string | null | undefined) => string;
  canWrite: boolean;
  onAdd: (kind: 'person' | 'team', id: string) => void;
  onRemove: (responder: ResponderRow) => void;
}

/** Responders: people or teams (spec 000 section 3), added and removed by commanders and responders. */
export function RespondersPanel({ responders, people, teams, personName, canWrite, onAdd, onRemove }: RespondersPanelProps) {
  const teamName = (id: string | null) => teams.find((t) => t.id === id)?.name ?? m.detail.team;
  const nameOf = (r: ResponderRow) => (r.team_id ? teamName(r.team_id) : personName(r.person_id));
  const taken = new Set(responders.map((r) => r.person_id ?? r.team_id));
  // One list for both: the value says which kind it is.
  const options: SelectOption[] = [
    ...people.filter((p) => !taken.has(p.value)).map((p) => ({ value: `person:${p.value}`, label: p.label, description: m.detail.person })),
    ...teams.filter((t) => !taken.has(t.id)).map((t) => ({ value: `team:${t.id}`, label: t.name, description: m.detail.team })),
  ];
  return (
    <section className={styles.panel} aria-labelledby="incident-responders">
      <h2 id="incident-responders" className={styles.panelTitle}>
        {m.detail.responders}
      </h2>
      {responders.length ? (
        <ul className={styles.responderList}>
          {responders.map((r) => (
            <li key={r.id} className={styles.responder}>
              <span className={styles.responderName}>{nameOf(r)}</span>
              <Tag tone="neutral">{r.team_id ? m.detail.team : m.detail.person}</Tag>
              {canWrite ? (
                <IconButton size="sm" label={m.detail.removeResponder(nameOf(r))} onClick={() => onRemove(r)}>
                  ×
                </IconButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{m.detail.noResponders}</p>
      )}
      {canWrite ? (
        <Select
          label={m.detail.addResponder}
          placeholder={m.detail.responderPlaceholder}
          options={options}
          searchable
          value={null}
          onValueChange={(value) => {
            if (!value) return;
            const [kind, id] = value.split(':') as ['person' | 'team', string];
            onAdd(kind, id);
          }}
        />
      ) : null}
    </section>
  );
}
