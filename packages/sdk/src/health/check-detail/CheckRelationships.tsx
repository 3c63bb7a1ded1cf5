import { EmptyState } from '@opsdeck/ui/empty-state';
import { OpsdeckLink } from '../../navigation/OpsdeckLink';
import type { CheckDetailMessages } from '../checkDetailMessages';
import type { CheckRelationship, CheckRelationshipHref } from '../checkDetailRules';
import * as styles from './checkDetailTabs.css';

export interface CheckRelationshipsProps {
  relationships: readonly CheckRelationship[];
  relationshipHref?: CheckRelationshipHref;
  messages: CheckDetailMessages;
}

/** The components and configs linked to the check: components open /topology/{id}, configs /catalog/{id}. */
export function CheckRelationships({ relationships, relationshipHref, messages }: CheckRelationshipsProps) {
  if (relationships.length === 0) return <EmptyState title={messages.noData} />;
  return (
    <ul className={styles.relationships} aria-label={messages.relationshipsLabel}>
      {relationships.map((item) => {
        const to = relationshipHref === null ? null : relationshipHref ? relationshipHref({ kind: item.kind, id: item.id }) : item.to;
        return (
        <li key={`${item.kind}:${item.id}`} className={styles.relationship}>
          {to ? (
            <OpsdeckLink to={to} className={styles.relationshipLink} data-icon={item.kind === 'component' ? item.detail : undefined}>
              {item.name}
            </OpsdeckLink>
          ) : (
            <span className={styles.relationshipName}>{item.name}</span>
          )}
          <span className={styles.relationshipType}>
            {item.kind === 'component' ? messages.relationshipComponent : messages.relationshipConfig}
            {item.kind === 'config' && item.detail ? ` · ${item.detail}` : ''}
          </span>
        </li>
        );
      })}
    </ul>
  );
}
