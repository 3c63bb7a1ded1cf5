import { filterChecks, formatLatency, groupChecks, uptimeRatio, type CheckSummary } from '@opsdeck/api';
import { useMemo } from 'react';

/**
 * The baseline of the bench: the naive dashboard, every filtered check as a plain <tr> (no virtualization), the same
 * filtering and grouping rules as the widget, so the difference is what the widget does about rendering.
 */
export function PlainTable({ checks, params }: { checks: readonly CheckSummary[]; params: URLSearchParams }) {
  const query = params.get('query') ?? '';
  const groupBy = params.get('groupBy') ?? 'no-group';
  const rows = useMemo((): ({ kind: 'group'; group: string } | { kind: 'check'; check: CheckSummary })[] => {
    const filtered = filterChecks(checks, { query, hidePassing: params.get('hidePassing') === 'true' });
    const checkRow = (check: CheckSummary) => ({ kind: 'check' as const, check });
    if (groupBy === 'no-group') return filtered.map(checkRow);
    // A header row per group, then its checks: what a naive grouped table renders.
    return groupChecks(filtered, groupBy).flatMap((group) => [{ kind: 'group' as const, group: group.name }, ...group.checks.map(checkRow)]);
  }, [checks, query, groupBy, params]);
  return (
    <div style={{ height: 'calc(100vh - 10rem)', overflow: 'auto' }}>
      <table>
        <thead>
          <tr>
            <th>Checks</th>
            <th>Health</th>
            <th>Uptime</th>
            <th>Latency</th>
            <th>Transition</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            if (row.kind === 'group') {
              return (
                <tr key={`group:${row.group}`}>
                  <th colSpan={5}>{row.group}</th>
                </tr>
              );
            }
            const { check } = row;
            const ratio = uptimeRatio(check.uptime);
            return (
              <tr key={check.id}>
                <td>{check.name}</td>
                <td>{check.status}</td>
                <td>{ratio === null ? '-' : `${(ratio * 100).toFixed(1)}%`}</td>
                <td>{formatLatency(check.latency?.p95 ?? check.latency?.rolling1h)}</td>
                <td>{check.last_transition_time ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
