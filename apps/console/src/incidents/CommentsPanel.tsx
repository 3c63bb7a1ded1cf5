import { Button, Textarea } from '@opsdeck/ui';
import { useState } from 'react';
import type { CommentRow } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import * as styles from './IncidentDetail.css';

export interface CommentsPanelProps {
  comments: readonly CommentRow[];
  canWrite: boolean;
  personName: (id: string | null | undefined) => string;
  formatTime: (value: string) => string;
  onAdd: (comment: string) => Promise<unknown>;
}

/** The incident's comments, oldest first, and a box to add one (commanders and responders write comments). */
export function CommentsPanel({ comments, canWrite, personName, formatTime, onAdd }: CommentsPanelProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onAdd(text.trim());
      setText('');
    } catch {
      // The toast said why; the comment stays in the box.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="incident-comments">
      <h2 id="incident-comments" className={styles.panelTitle}>
        {m.detail.comments}
      </h2>
      {comments.length ? (
        <ol className={styles.commentList}>
          {comments.map((c) => (
            <li key={c.id} className={styles.comment}>
              <div className={styles.commentMeta}>
                <span className={styles.commentAuthor}>{personName(c.created_by)}</span>
                <time dateTime={c.created_at}>{formatTime(c.created_at)}</time>
              </div>
              <p className={styles.commentText}>{c.comment}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{m.detail.noComments}</p>
      )}
      {canWrite ? (
        <form
          className={styles.commentForm}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Textarea label={m.detail.comment} placeholder={m.detail.commentPlaceholder} rows={2} value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" size="sm" loading={busy} disabled={!text.trim()}>
            {m.detail.addComment}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
