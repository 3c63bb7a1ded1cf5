import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@opsdeck/ui/button';
import { toast } from '@opsdeck/ui/toast';
import { canRunCheck, type Check, type TimeRangeValue } from '@opsdeck/api';
import { useResourceAuthorizer } from '../../auth/useResourceAuthorizer';
import { useErrorMessage } from '../../messages/requestMessages';
import { OpsdeckLink } from '../../navigation/OpsdeckLink';
import { useOpsdeckMode } from '../../navigation/useOpsdeckMode';
import { useOpsdeckQueryContext } from '../../provider/useOpsdeckQuery';
import type { PlaybookRef } from '../healthApi';
import { healthKeys } from '../healthKeys';
import type { CheckDetailMessages } from '../checkDetailMessages';
import { checkEditTarget } from '../checkDetailRules';
import * as styles from '../CheckDetail.css';
import { cx } from './cx';
import { EditIcon, PlayIcon } from './checkDetailIcons';
import type { CheckDetailState } from './useCheckDetailState';

// A Select of playbooks (Radix Popover): loaded only for a check that has playbooks and a host that can run them.
const CheckPlaybookRunner = lazy(() => import('./CheckPlaybookRunner'));
// Link to Incident (@opsdeck/sdk/link-to-incident): loaded only for users who may write incidents.
const LinkToIncident = lazy(() => import('../../incidents/LinkToIncident').then((m) => ({ default: m.LinkToIncident })));

export interface CheckDetailFooterContext {
  check: Check;
  timeRange: TimeRangeValue | undefined;
}

/** Host actions for the footer (the add-to-incident action goes here): nodes, or a function of the check shown. */
export type CheckDetailFooterActions = ReactNode | ((context: CheckDetailFooterContext) => ReactNode);

export interface CheckDetailFooterProps {
  state: CheckDetailState;
  messages: CheckDetailMessages;
  footerActions?: CheckDetailFooterActions;
  onRunPlaybook?: (playbook: PlaybookRef, check: Check) => void;
  editHref?: ((check: Check) => string | null) | null;
  /** Shows a Close button (the inline widget; the dialog has its own close control). */
  onClose?: () => void;
  /** Inside the widget (with a rule above) rather than in the dialog's footer. */
  inline?: boolean;
}

/**
 * Edit, Run Now, the playbook runner and the host's actions. Write actions show only in `mode="app"` and only to
 * those allowed: the server enforces the same rules regardless.
 */
export function CheckDetailFooter({ state, messages, footerActions, onRunPlaybook, editHref, onClose, inline = false }: CheckDetailFooterProps) {
  const { check, checkId, api } = state;
  const mode = useOpsdeckMode();
  const authorizer = useResourceAuthorizer();
  const describe = useErrorMessage();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const writable = mode === 'app';

  // Runs are writes of playbook_runs, or an allow of playbook:run on some playbook.
  const playbooksWanted = writable && Boolean(onRunPlaybook) && Boolean(check) && authorizer.canSome('playbook_runs', 'playbook_id', 'playbook:run');
  const playbooks = useQuery(
    {
      queryKey: healthKeys.playbooks(queryKeyRoot, checkId),
      queryFn: ({ signal }) => api.playbooksForCheck(checkId, { signal }),
      enabled: playbooksWanted,
    },
    queryClient,
  );

  const run = useMutation(
    {
      mutationKey: [...healthKeys.check(queryKeyRoot, checkId), 'run'],
      mutationFn: () => api.runCheck(checkId),
      // Kept pending until the refetch is done, so the spinner covers the new figures arriving.
      onSuccess: () => state.refresh(),
      onError: (error) => {
        toast.error(describe(error));
      },
    },
    queryClient,
  );

  const actions = typeof footerActions === 'function' ? (check ? footerActions({ check, timeRange: state.timeRange }) : null) : footerActions;
  const edit =
    !writable || !check || editHref === null
      ? null
      : editHref
        ? { kind: 'host' as const, to: editHref(check) ?? undefined }
        : checkEditTarget(check);
  const showEdit = Boolean(edit?.to) && (edit?.kind !== 'settings' || authorizer.can('canaries', 'write'));
  // The server's rule for this check: by role, or by an allow on it, never past a deny on it.
  const showRun = writable && Boolean(check) && authorizer.authorizer !== undefined && canRunCheck(authorizer.authorizer, checkId);
  // The server lists every playbook the caller may read; offer to run only those it may run (a deny, or only an allow).
  const playbookList = playbooksWanted
    ? (playbooks.data ?? []).filter((p) => authorizer.canOn('playbook_runs', { column: 'playbook_id', id: p.id, action: 'playbook:run' }))
    : [];
  const showLink = writable && Boolean(check) && authorizer.can('incident', 'write');

  if (!showEdit && !showRun && !showLink && playbookList.length === 0 && actions == null && !onClose) return null;

  return (
    <div className={cx(styles.footer, inline && styles.footerInline)} role="group" aria-label={messages.actionsLabel}>
      {actions}
      {showLink && check ? (
        <Suspense fallback={null}>
          <LinkToIncident source={{ kind: 'check', id: check.id, row: check, timeRange: state.timeRange }} />
        </Suspense>
      ) : null}
      {playbookList.length > 0 && check && onRunPlaybook ? (
        <Suspense fallback={<span className={styles.pendingSlot} />}>
          <CheckPlaybookRunner playbooks={playbookList} onRun={(playbook) => onRunPlaybook(playbook, check)} messages={messages} />
        </Suspense>
      ) : null}
      {showEdit && edit?.to ? (
        <OpsdeckLink to={edit.to} className={styles.linkButton} data-edit-kind={edit.kind}>
          <EditIcon />
          {messages.edit}
        </OpsdeckLink>
      ) : null}
      {showRun ? (
        <Button
          variant="primary"
          loading={run.isPending}
          loadingLabel={messages.runNowRunning}
          leftSection={<PlayIcon />}
          onClick={() => run.mutate()}
        >
          {messages.runNow}
        </Button>
      ) : null}
      {onClose ? (
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      ) : null}
    </div>
  );
}
