import { useId, useState } from 'react';
import { visibleConnectionTypes, type ConnectionTypeDef } from '@opsdeck/api';
import { checkTypeGlyph } from '../health/checkTypeGlyphs';
import type { ConnectionFormMessages } from './connectionFormMessages';
import * as styles from './ConnectionForm.css';

type Filter = 'all' | 'connections' | 'notifications';

export interface ConnectionTypeGridProps {
  messages: ConnectionFormMessages;
  onSelect: (type: ConnectionTypeDef) => void;
}

/** The type's glyph when there is one, else a two-letter monogram of its title. */
export function ConnectionTypeIcon({ def }: { def: ConnectionTypeDef }) {
  const glyph = checkTypeGlyph(def.icon);
  return (
    <span className={styles.icon} aria-hidden="true">
      {glyph ? (
        <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round">
          {glyph}
        </svg>
      ) : (
        def.title.replace(/[^A-Za-z0-9]/g, '').slice(0, 2)
      )}
    </span>
  );
}

/** 'Select Connection Type': a searchable grid of every visible type, sorted by title, filterable to notifications. */
export function ConnectionTypeGrid({ messages, onSelect }: ConnectionTypeGridProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const searchId = useId();
  const types = visibleConnectionTypes({ search, ...(filter === 'all' ? {} : { notification: filter === 'notifications' }) });
  const filters: [Filter, string][] = [
    ['all', messages.filterAll],
    ['connections', messages.filterConnections],
    ['notifications', messages.filterNotifications],
  ];
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>{messages.selectType}</h2>
      <div className={styles.toolbar}>
        <div className={`${styles.field} ${styles.grow}`}>
          <label htmlFor={searchId} className={styles.label}>
            {messages.search}
          </label>
          <input id={searchId} type="search" className={styles.control} value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </div>
        <div role="group" aria-label={messages.filterLabel} className={styles.segmented}>
          {filters.map(([value, label]) => (
            <button key={value} type="button" className={styles.segment} aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {label}
            </button>
          ))}
        </div>
      </div>
      {types.length ? (
        <ul className={styles.grid}>
          {types.map((def) => (
            <li key={def.type}>
              <button type="button" className={styles.typeButton} onClick={() => onSelect(def)} data-type={def.type}>
                <ConnectionTypeIcon def={def} />
                <span>{def.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint} role="status">
          {messages.noTypes}
        </p>
      )}
    </div>
  );
}
