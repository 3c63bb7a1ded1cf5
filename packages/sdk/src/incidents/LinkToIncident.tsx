import { lazy, Suspense, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '@opsdeck/ui/button';
import { ErrorBoundary } from '@opsdeck/ui/error-view';
import type { EvidenceSource, IncidentLinkResult } from '@opsdeck/api';
import { useAuthorizer } from '../auth/useAuthorizer';
import { useFeatureFlags } from '../feature-flags/useFeatureFlags';
import { useOpsdeckMode } from '../navigation/useOpsdeckMode';
import { useLinkToIncidentMessages, type LinkToIncidentMessages } from './linkToIncidentMessages';

const loadDialog = () => import('./LinkToIncidentDialog');
const LinkToIncidentDialog = lazy(loadDialog);

/** Loads the dialog's code (form, selects, Radix Dialog) ahead of time, e.g. when the pointer reaches the button. */
export function preloadLinkToIncidentDialog(): void {
  void loadDialog();
}

/** The incidents feature: `incidents.disable` = 'true' (a property, or the provider's `features`) turns it off. */
export const INCIDENTS_FEATURE = 'incidents';

export const defaultIncidentHref = (incidentId: string) => `/incidents/${encodeURIComponent(incidentId)}`;

export interface LinkToIncidentProps {
  /** What to link: a check, config, config change, config analysis or component, by id (its row adds detail). */
  source: EvidenceSource;
  /** Controlled open state of the dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called after the evidence was linked, with the incident, hypothesis and evidence written. */
  onLinked?: (result: IncidentLinkResult) => void;
  /** Where the success toast's link leads; default /incidents/{id}. */
  incidentHref?: (incidentId: string) => string;
  /** Renders the 'Link to Incident' button (default); false when the host opens the dialog through `open`. */
  withTrigger?: boolean;
  buttonVariant?: ButtonVariant;
  /** Overrides of the `linkToIncident` strings (also settable on the provider: `messages={{ linkToIncident }}`). */
  messages?: Partial<LinkToIncidentMessages>;
  className?: string;
}

/**
 * 'Link to Incident' (spec 001 section 2.4): a button and its dialog that attach the source as evidence to an
 * existing or a new incident. Shown only in `mode="app"`, to users who may write incidents (resource `incident`: the
 * original asked for `incidents`, which no role has), and while the incidents feature is on.
 */
export function LinkToIncident({
  source,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onLinked,
  incidentHref = defaultIncidentHref,
  withTrigger = true,
  buttonVariant = 'secondary',
  messages: overrides,
  className,
}: LinkToIncidentProps) {
  const messages = useLinkToIncidentMessages(overrides);
  const mode = useOpsdeckMode();
  const { can } = useAuthorizer();
  const flags = useFeatureFlags();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [used, setUsed] = useState(open);
  const trigger = useRef<HTMLButtonElement>(null);
  if (open && !used) setUsed(true);

  const allowed = mode === 'app' && can('incident', 'write') && flags.status !== 'pending' && flags.isEnabled(INCIDENTS_FEATURE);
  if (!allowed) return null;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  return (
    <>
      {withTrigger ? (
        <Button
          ref={trigger}
          variant={buttonVariant}
          className={className}
          aria-haspopup="dialog"
          onPointerEnter={preloadLinkToIncidentDialog}
          onFocus={preloadLinkToIncidentDialog}
          onClick={() => setOpen(true)}
        >
          {messages.button}
        </Button>
      ) : null}
      {used ? (
        <ErrorBoundary resetKeys={[source.kind, source.id]}>
          <Suspense fallback={null}>
            <LinkToIncidentDialog
              open={open}
              onOpenChange={setOpen}
              source={source}
              messages={messages}
              incidentHref={incidentHref}
              onLinked={onLinked}
              anchorRef={trigger}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
