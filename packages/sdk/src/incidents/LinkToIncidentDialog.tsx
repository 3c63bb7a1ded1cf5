import { useState } from 'react';
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
}

/**
 * The dialog 'Link to Incident' and its success toast, top-right for 5 s with a link to the incident (through the
 * provider's navigate). Loaded the first time the dialog opens; it keeps the form while mounted.
 */
export function LinkToIncidentDialog({ open, onOpenChange, source, messages, incidentHref, onLinked }: LinkToIncidentDialogProps) {
  const api = useApi(incidentsApiRef, createIncidentsApi);
  const form = useLinkToIncidentForm(messages);
  // Our own toaster: the toast shows top-right whether or not the host renders one, and only once per widget.
  const [toaster] = useState(createToaster);

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
      <Toaster toaster={toaster} position="top-right" duration={LINKED_TOAST_DURATION_MS} />
    </>
  );
}

export default LinkToIncidentDialog;
