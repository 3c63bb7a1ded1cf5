import type { PermissionSummary } from '@opsdeck/api';
import type { PermissionEditorMessages } from './permissionEditorMessages';
import { useFormatDateTime } from '../provider/useFormatDateTime';
import { createdByName, resourceOf, subjectOf } from './permissionDisplay';
import type { PermissionListQuery, PermissionSortColumn } from './permissionsApi';
import * as styles from './PermissionEditor.css';

export interface PermissionTableProps {
  rows: readonly PermissionSummary[];
  loading: boolean;
  sort: PermissionListQuery['sort'];
  onSort: (column: PermissionSortColumn) => void;
  onOpen: (row: PermissionSummary) => void;
  /** Fetch the dialog's code before it is needed (hover, focus). */
  onPreload?: () => void;
  messages: PermissionEditorMessages;
}

type ColumnTitle = 'columnSubject' | 'columnResource' | 'columnAction' | 'columnEffect' | 'columnDescription' | 'columnUntil' | 'columnCreatedBy' | 'columnUpdated';

const COLUMNS: readonly { title: ColumnTitle; sort?: PermissionSortColumn }[] = [
  { title: 'columnSubject', sort: 'subject' },
  { title: 'columnResource' },
  { title: 'columnAction', sort: 'action' },
  { title: 'columnEffect', sort: 'deny' },
  { title: 'columnDescription' },
  { title: 'columnUntil', sort: 'until' },
  { title: 'columnCreatedBy', sort: 'created_by' },
  { title: 'columnUpdated', sort: 'updated_at' },
];

/**
 * One server page of permissions. A plain table rather than the design system's DataTable: rows arrive sorted and
 * paged from the server, so TanStack Table would only add weight to a widget whose budget is 20 kB. Each row opens
 * its permission from the subject's button (keyboard) or a click anywhere on it.
 */
export function PermissionTable({ rows, loading, sort, onSort, onOpen, onPreload, messages }: PermissionTableProps) {
  const formatWhen = useFormatDateTime();
  let body;
  if (loading && rows.length === 0) {
    body = (
      <tr>
        <td className={`${styles.td} ${styles.muted}`} colSpan={COLUMNS.length} aria-busy="true">
          …
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td className={`${styles.td} ${styles.muted}`} colSpan={COLUMNS.length}>
          {messages.noData}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const subject = subjectOf(row, messages);
      const resource = resourceOf(row, messages);
      return (
        <tr key={row.id} className={styles.row} onClick={() => onOpen(row)}>
          <td className={styles.td}>
            <button
              type="button"
              className={styles.linkButton}
              onPointerEnter={onPreload}
              onFocus={onPreload}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(row);
              }}
            >
              {subject.name}
            </button>
            <span className={styles.kind}>{subject.kind}</span>
          </td>
          <td className={styles.td}>
            {resource.name}
            {resource.kind ? <span className={styles.kind}>{resource.kind}</span> : null}
          </td>
          <td className={styles.td}>{row.action}</td>
          <td className={styles.td}>
            <span className={row.deny ? styles.effectDeny : styles.effectAllow}>{row.deny ? messages.deny : messages.allow}</span>
          </td>
          <td className={styles.td}>{row.description}</td>
          <td className={styles.td}>{formatWhen(row.until)}</td>
          <td className={styles.td}>{createdByName(row)}</td>
          <td className={styles.td}>{formatWhen(row.updated_at ?? row.created_at)}</td>
        </tr>
      );
    });
  }

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={messages.tableLabel} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const title = messages[column.title];
              const direction = column.sort && sort?.column === column.sort ? (sort.desc ? 'descending' : 'ascending') : undefined;
              return (
                <th key={column.title} className={styles.th} scope="col" aria-sort={direction}>
                  {column.sort ? (
                    <button type="button" className={styles.sortButton} aria-label={messages.sortBy(title)} onClick={() => onSort(column.sort!)}>
                      {title}
                      <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
                    </button>
                  ) : (
                    title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
