import { ErrorView, SkeletonText } from '@opsdeck/ui';
import { historyLabel } from './incidentLabels';
import type { HistoryRow } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import * as styles from './IncidentDetail.css';

export interface IncidentHistoryProps {
  rows: readonly HistoryRow[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  personName: (id: string | null | undefined) => string;
  formatTime: (value: string) => string;
}

/** The incident's history, newest first: every change the server recorded (migration 0008), by whom and when. */
export function IncidentHistory({ rows, loading, error, onRetry, personName, formatTime }: IncidentHistoryProps) {
  let body;
  if (error) body = <ErrorView error={error} onRetry={onRetry} />;
  else if (loading || !rows) body = <SkeletonText lines={4} aria-label={m.detail.history} />;
  else if (!rows.length) body = <p className={styles.muted}>{m.detail.noHistory}</p>;
  else
    body = (
      <ol className={styles.historyList} tabIndex={0} aria-label={m.detail.history}>
        {rows.map((row) => (
          <li key={row.id} className={styles.historyItem} data-type={row.type}>
            <div>
              <span className={styles.commentAuthor}>{row.created_by ? personName(row.created_by) : m.detail.someone}</span>{' '}
              {historyLabel(row.type)}
            </div>
            {row.description ? <div className={styles.historyDetail}>{row.description}</div> : null}
            <time className={styles.historyTime} dateTime={row.created_at}>
              {formatTime(row.created_at)}
            </time>
          </li>
        ))}
      </ol>
    );
  return (
    <section className={styles.panel} aria-labelledby="incident-history">
      <h2 id="incident-history" className={styles.panelTitle}>
        {m.detail.history}
      </h2>
      {body}
    </section>
  );
}
