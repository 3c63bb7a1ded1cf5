import { Button, Dialog, DialogContent, Select, Tag } from '@opsdeck/ui';
import { useState } from 'react';
import { EvidenceList } from './EvidenceList';
import { CHILD_TYPE, HYPOTHESIS_STATUS_LABELS, HYPOTHESIS_STATUS_OPTIONS, HYPOTHESIS_TYPE_LABELS, hypothesisStatusTone } from './incidentLabels';
import type { EvidenceRow, HypothesisRow } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import { InlineTextEdit } from './InlineTextEdit';
import * as styles from './IncidentDetail.css';

export interface HypothesisActions {
  add: (type: string, parentId?: string) => void;
  patch: (hypothesis: HypothesisRow, patch: Partial<HypothesisRow>) => void;
  remove: (hypothesis: HypothesisRow) => void;
  addEvidence: (hypothesis: HypothesisRow, description: string, definitionOfDone: boolean) => Promise<unknown>;
  patchEvidence: (evidence: EvidenceRow, patch: Partial<EvidenceRow>) => void;
  deleteEvidence: (evidence: EvidenceRow) => void;
}

export interface HypothesisTreeProps {
  hypotheses: readonly HypothesisRow[];
  canWrite: boolean;
  actions: HypothesisActions;
}

/** Children by parent id; hypotheses whose parent is gone (or that have none) are roots of the tree. */
function childrenByParent(hypotheses: readonly HypothesisRow[]) {
  const ids = new Set(hypotheses.map((h) => h.id));
  const map = new Map<string | null, HypothesisRow[]>();
  for (const h of hypotheses) {
    const parent = h.parent_id && ids.has(h.parent_id) ? h.parent_id : null;
    map.set(parent, [...(map.get(parent) ?? []), h]);
  }
  return map;
}

/**
 * The hypothesis tree: root causes, the factors under them, the solutions under those (spec 000 section 3), each with
 * its status from proven to disproven and its evidence. A new hypothesis is a root with an empty title, status possible.
 */
export function HypothesisTree({ hypotheses, canWrite, actions }: HypothesisTreeProps) {
  const children = childrenByParent(hypotheses);
  const [deleting, setDeleting] = useState<HypothesisRow | null>(null);
  const roots = children.get(null) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="incident-hypotheses">
      <div className={styles.panelHeader}>
        <h2 id="incident-hypotheses" className={styles.panelTitle}>
          {m.detail.hypotheses}
        </h2>
        {canWrite ? (
          <Button size="sm" variant="secondary" onClick={() => actions.add('root')}>
            {m.detail.addHypothesis}
          </Button>
        ) : null}
      </div>
      {roots.length ? (
        <ul className={styles.tree}>
          {roots.map((h) => (
            <HypothesisNode key={h.id} hypothesis={h} childrenOf={children} canWrite={canWrite} actions={actions} onDelete={setDeleting} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{m.detail.noHypotheses}</p>
      )}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent
          size="very-small"
          title={m.detail.deleteHypothesis}
          description={m.detail.confirmDeleteHypothesis}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {m.cancel}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  if (deleting) actions.remove(deleting);
                  setDeleting(null);
                }}
              >
                {m.detail.confirmDelete}
              </Button>
            </>
          }
        >
          {deleting?.title ? <p className={styles.confirmTitle}>{deleting.title}</p> : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

interface HypothesisNodeProps {
  hypothesis: HypothesisRow;
  childrenOf: Map<string | null, HypothesisRow[]>;
  canWrite: boolean;
  actions: HypothesisActions;
  onDelete: (hypothesis: HypothesisRow) => void;
}

function HypothesisNode({ hypothesis: h, childrenOf, canWrite, actions, onDelete }: HypothesisNodeProps) {
  const kids = childrenOf.get(h.id) ?? [];
  const childType = CHILD_TYPE[h.type];
  const typeLabel = HYPOTHESIS_TYPE_LABELS[h.type] ?? h.type;
  const label = `${typeLabel}: ${h.title || m.detail.hypothesisTitlePlaceholder}`;
  return (
    <li className={styles.node} data-type={h.type} aria-label={label}>
      <div className={styles.nodeHeader}>
        <Tag tone="accent" className={styles.nodeType}>
          {typeLabel}
        </Tag>
        {canWrite ? (
          <InlineTextEdit
            className={styles.grow}
            label={`${typeLabel} ${m.detail.hypothesisTitle.toLowerCase()}`}
            hideLabel
            value={h.title}
            placeholder={m.detail.hypothesisTitlePlaceholder}
            autoFocus={!h.title}
            onSave={(title) => actions.patch(h, { title })}
          />
        ) : (
          <span className={styles.nodeTitle}>{h.title || m.detail.hypothesisTitlePlaceholder}</span>
        )}
        {canWrite ? null : (
          <Tag tone={hypothesisStatusTone(h.status)} shape="pill">
            {HYPOTHESIS_STATUS_LABELS[h.status] ?? h.status}
          </Tag>
        )}
      </div>
      {canWrite ? (
        <div className={styles.nodeActions}>
          <Select
            className={styles.nodeStatus}
            aria-label={`${typeLabel} ${m.detail.hypothesisStatus.toLowerCase()}`}
            options={HYPOTHESIS_STATUS_OPTIONS}
            value={h.status}
            onValueChange={(status) => status && status !== h.status && actions.patch(h, { status })}
          />
          {childType ? (
            <Button size="sm" variant="ghost" onClick={() => actions.add(childType, h.id)}>
              {m.detail.addChild(HYPOTHESIS_TYPE_LABELS[childType] ?? childType)}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" className={styles.pushRight} aria-label={`${m.detail.deleteHypothesis}: ${h.title || typeLabel}`} onClick={() => onDelete(h)}>
            {m.detail.confirmDelete}
          </Button>
        </div>
      ) : null}
      <EvidenceList
        evidences={h.evidences ?? []}
        canWrite={canWrite}
        onAdd={(description, dod) => actions.addEvidence(h, description, dod)}
        onPatch={actions.patchEvidence}
        onDelete={actions.deleteEvidence}
      />
      {kids.length ? (
        <ul className={styles.tree}>
          {kids.map((k) => (
            <HypothesisNode key={k.id} hypothesis={k} childrenOf={childrenOf} canWrite={canWrite} actions={actions} onDelete={onDelete} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
