import { INCIDENT_SEVERITIES, INCIDENT_TYPES } from '@opsdeck/api';
import { useOpsdeckClient, useOpsdeckQueryContext } from '@opsdeck/sdk';
import { Button, Dialog, DialogContent, FormSelect, FormTextInput, FormTextarea } from '@opsdeck/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { SEVERITY_OPTIONS, TYPE_OPTIONS } from './incidentLabels';
import { createIncident, describeWriteError, type IncidentRow } from './incidentsApi';
import { incidentsMessages } from './incidentsMessages';
import { useIncidentKeys } from './useIncidentQueries';
import * as styles from './IncidentsPage.css';

const m = incidentsMessages.form;

const createSchema = z.object({
  title: z.string().trim().min(1, m.titleRequired),
  severity: z.enum(INCIDENT_SEVERITIES, { error: m.severityRequired }),
  type: z.enum(INCIDENT_TYPES, { error: m.typeRequired }),
  description: z.string(),
});
type CreateValues = z.input<typeof createSchema>;

/** react-hook-form's resolver over the zod schema: the first message of each field. */
const resolver: Resolver<CreateValues> = async (values) => {
  const parsed = createSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

// Severity and type start unchosen: the user picks them (the selects show their placeholder).
const EMPTY: DefaultValues<CreateValues> = { title: '', description: '' };

export interface CreateIncidentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (incident: IncidentRow) => void;
}

/**
 * 'Create Incident': title, severity, type and description. The server makes the caller creator, commander and
 * communicator with status open (spec 000 section 3). A refusal keeps what was typed and says why.
 */
export function CreateIncidentDialog({ open, onOpenChange, onCreated }: CreateIncidentDialogProps) {
  const client = useOpsdeckClient();
  const { queryClient } = useOpsdeckQueryContext();
  const keys = useIncidentKeys();
  const form = useForm<CreateValues>({ defaultValues: EMPTY, resolver, mode: 'onTouched' });
  const mutation = useMutation(
    {
      mutationFn: (values: CreateValues) => createIncident(client, createSchema.parse(values)),
      onSuccess: async (incident) => {
        await queryClient.invalidateQueries({ queryKey: keys.all });
        form.reset(EMPTY);
        onOpenChange(false);
        onCreated(incident);
      },
    },
    queryClient,
  );

  const submit = form.handleSubmit((values) => mutation.mutate(values));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        size="small"
        title={incidentsMessages.create}
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {incidentsMessages.cancel}
            </Button>
            <Button type="submit" form="create-incident-form" loading={mutation.isPending}>
              {mutation.isPending ? incidentsMessages.creating : incidentsMessages.create}
            </Button>
          </>
        }
      >
        <form id="create-incident-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <FormTextInput control={form.control} name="title" label={m.title} required autoComplete="off" />
          <div className={styles.formRow}>
            <FormSelect control={form.control} name="severity" label={m.severity} options={SEVERITY_OPTIONS} required />
            <FormSelect control={form.control} name="type" label={m.type} options={TYPE_OPTIONS} required />
          </div>
          <FormTextarea control={form.control} name="description" label={m.description} rows={3} />
          {mutation.isError ? (
            <p role="alert" className={styles.formError}>
              {m.failed}: {describeWriteError(mutation.error)}
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
