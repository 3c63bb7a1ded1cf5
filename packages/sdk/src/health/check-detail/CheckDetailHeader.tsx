import type { ReactNode } from 'react';
import { Skeleton } from '@opsdeck/ui/skeleton';
import { TagList, type TagListItem } from '@opsdeck/ui/tag';
import type { Check } from '@opsdeck/api';
import type { CheckDetailMessages } from '../checkDetailMessages';
import * as styles from '../CheckDetail.css';
import { PulseIcon } from './checkDetailIcons';
import { checkTypeGlyph } from '../checkTypeGlyphs';

export interface CheckDetailHeaderProps {
  check: Check | undefined;
  messages: CheckDetailMessages;
  /** The dialog shows the name as its title: the header then leaves it out. */
  withName: boolean;
  renderIcon?: (icon: string, check: Check) => ReactNode;
  /** Labels shown before '+N more' (default 4). */
  maxLabels?: number;
}

/** Icon, name, namespace, endpoint and agent, then the labels row with its '+N more'. */
export function CheckDetailHeader({ check, messages, withName, renderIcon, maxLabels = 4 }: CheckDetailHeaderProps) {
  if (!check) {
    return (
      <div className={styles.header} aria-hidden="true">
        <Skeleton width={36} height={36} />
        <div className={styles.headerText} style={{ flex: 1 }}>
          {withName ? <Skeleton width="40%" height={20} /> : null}
          <Skeleton width="60%" />
        </div>
      </div>
    );
  }
  const iconName = check.icon || check.type || '';
  const custom = iconName && renderIcon ? renderIcon(iconName, check) : null;
  const agentName = check.agents?.name;
  const meta: [string, string][] = [];
  if (check.namespace) meta.push([messages.namespace, check.namespace]);
  if (check.endpoint) meta.push([messages.endpoint, check.endpoint]);
  if (agentName) meta.push([messages.agent, agentName]);
  const labels: TagListItem[] = Object.entries(check.labels ?? {}).map(([key, value]) => ({
    id: `${key}=${value}`,
    labelKey: key,
    label: value,
  }));

  return (
    <>
      <div className={styles.header}>
        <span className={styles.headerIcon} data-icon={iconName || undefined} aria-hidden="true">
          {custom ??
            (checkTypeGlyph(iconName) ? (
              <svg width={20} height={20} style={{ width: 20, height: 20 }} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.4} strokeLinecap="round" strokeLinejoin="round" focusable="false">
                {checkTypeGlyph(iconName)}
              </svg>
            ) : (
              <PulseIcon width={20} height={20} />
            ))}
        </span>
        <div className={styles.headerText}>
          {withName ? <h2 className={styles.name}>{check.name}</h2> : null}
          {meta.length ? (
            <dl className={styles.meta}>
              {meta.map(([term, value]) => (
                <div key={term} className={styles.metaItem}>
                  <dt className={styles.metaTerm}>{term}</dt>
                  <dd className={styles.metaValue}>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {labels.length ? <TagList items={labels} max={maxLabels} role="group" aria-label={messages.labels} /> : null}
    </>
  );
}
