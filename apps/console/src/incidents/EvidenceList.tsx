import { Button, Checkbox, IconButton, TextInput } from '@opsdeck/ui';
import { useState } from 'react';
import type { EvidenceRow } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import * as styles from './IncidentDetail.css';

export interface EvidenceListProps {
  evidences: readonly EvidenceRow[];
  canWrite: boolean;
  onAdd: (description: string, definitionOfDone: boolean) => Promise<unknown>;
  onPatch: (evidence: EvidenceRow, patch: Partial<EvidenceRow>) => void;
  onDelete: (evidence: EvidenceRow) => void;
}

/**
 * The evidence under one hypothesis: what it is, whether it belongs to the definition of done, and whether it is done.
 * Evidence from checks, configs and components arrives through Link to Incident; here it can be typed in.
 */
export function EvidenceList({ evidences, canWrite, onAdd, onPatch, onDelete }: EvidenceListProps) {
  const [text, setText] = useState('');
  const [definitionOfDone, setDefinitionOfDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onAdd(text.trim(), definitionOfDone);
      setText('');
      setDefinitionOfDone(false);
    } catch {
      // The toast said why; the typed text stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.evidence}>
      <h4 className={styles.evidenceTitle}>{m.detail.evidence}</h4>
      {evidences.length ? (
        <ul className={styles.evidenceList}>
          {evidences.map((e) => (
            <li key={e.id} className={styles.evidenceItem} data-done={e.done ? '' : undefined}>
              <span className={styles.evidenceText}>
                {e.description || e.type}
                <span className={styles.evidenceType}>{e.type}</span>
              </span>
              <Checkbox
                label={m.detail.definitionOfDone}
                checked={Boolean(e.definition_of_done)}
                disabled={!canWrite}
                onCheckedChange={(checked) => onPatch(e, { definition_of_done: checked === true })}
              />
              <Checkbox
                label={m.detail.done}
                checked={Boolean(e.done)}
                disabled={!canWrite}
                onCheckedChange={(checked) => onPatch(e, { done: checked === true })}
              />
              {canWrite ? (
                <IconButton size="sm" label={`${m.detail.deleteEvidence}: ${e.description || e.type}`} onClick={() => onDelete(e)}>
                  <span aria-hidden="true">×</span>
                </IconButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{m.detail.noEvidence}</p>
      )}
      {canWrite ? (
        <form
          className={styles.inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextInput
            className={styles.grow}
            aria-label={m.detail.evidenceDescription}
            placeholder={m.detail.evidencePlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Checkbox label={m.detail.definitionOfDone} checked={definitionOfDone} onCheckedChange={(checked) => setDefinitionOfDone(checked === true)} />
          <Button type="submit" size="sm" variant="secondary" loading={busy} disabled={!text.trim()}>
            {m.detail.addEvidence}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
