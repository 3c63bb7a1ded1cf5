import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Dialog, DialogContent } from '@opsdeck/ui/dialog';
import { createToaster, Toaster } from '@opsdeck/ui/toast';
import type { EvidenceSource, IncidentLinkResult } from '@opsdeck/api';
import { OpsdeckLink } from '../navigation/OpsdeckLink';
import { useApi } from '../provider/useApi';
import { createIncidentsApi, incidentsApiRef } from './incidentsApi';
import type { LinkToIncidentMessages } from './linkToIncidentMessages';
import { emptyLinkToIncidentValues } from './linkToIncidentRules';
import { LinkToIncidentForm, useLinkToIncidentForm } from './LinkToIncidentForm';
import * as styles from './LinkToIncident.css';

/** How long the success toast stays (spec 001 section 2.4). */
export const LINKED_TOAST_DURATION_MS = 5000;

export interface LinkToIncidentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: EvidenceSource;
  messages: LinkToIncidentMessages;
  incidentHref: (incidentId: string) => string;
  onLinked?: (result: IncidentLinkResult) => void;
  /** The trigger: when it sits in a modal dialog (the check detail), the toast shows in that dialog's layer. */
  anchorRef?: RefObject<HTMLElement | null>;
}

/**
 * The dialog 'Link to Incident' and its success toast, top-right for 5 s with a link to the incident (through the
 * provider's navigate). Loaded the first time the dialog opens; it keeps the form while mounted.
 */
export function LinkToIncidentDialog({ open, onOpenChange, source, messages, incidentHref, onLinked, anchorRef }: LinkToIncidentDialogProps) {
  const api = useApi(incidentsApiRef, createIncidentsApi);
  const form = useLinkToIncidentForm(messages);
  // Our own toaster: the toast shows top-right whether or not the host renders one, and only once per widget.
  const [toaster] = useState(createToaster);
  // A modal dialog around the trigger sits in the top layer, above anything in <body>: the toast goes into it so that
  // it shows (and its link can be clicked) while that dialog stays open. Found after mounting: no document on a server.
  const [toastContainer, setToastContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setToastContainer(anchorRef?.current?.closest<HTMLElement>('dialog[open]') ?? document.body);
  }, [anchorRef]);

  const linked = (result: IncidentLinkResult) => {
    form.reset(emptyLinkToIncidentValues);
    onOpenChange(false);
    toaster.success(messages.success, {
      duration: LINKED_TOAST_DURATION_MS,
      description: (
        <OpsdeckLink to={incidentHref(result.incident.id)} className={styles.toastLink}>
          {messages.viewIncident(result.incident)}
        </OpsdeckLink>
      ),
    });
    onLinked?.(result);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent size="small" title={messages.title} closeOnOutsideClick={false}>
          <LinkToIncidentForm
            source={source}
            api={api}
            messages={messages}
            form={form}
            onLinked={linked}
            onCancel={() => {
              form.reset(emptyLinkToIncidentValues);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      </Dialog>
      {toastContainer ? createPortal(<Toaster toaster={toaster} position="top-right" duration={LINKED_TOAST_DURATION_MS} inline />, toastContainer) : null}
    </>
  );
}

export default LinkToIncidentDialog;
