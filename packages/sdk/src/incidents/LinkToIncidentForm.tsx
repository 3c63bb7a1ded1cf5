import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useController, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { Button } from '@opsdeck/ui/button';
import { Select, type SelectOption } from '@opsdeck/ui/select';
import { TextInput } from '@opsdeck/ui/text-input';
import { Textarea } from '@opsdeck/ui/textarea';
import type { EvidenceSource, IncidentLinkResult, IncidentSeverity, IncidentType } from '@opsdeck/api';
import { useErrorMessage } from '../messages/requestMessages';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import type { IncidentOption, IncidentsApi } from './incidentsApi';
import { incidentKeys } from './incidentKeys';
import type { LinkToIncidentMessages } from './linkToIncidentMessages';
import {
  emptyLinkToIncidentValues,
  existingChoice,
  linkRequestOf,
  linkToIncidentSchema,
  newChoice,
  NEW_HYPOTHESIS,
  parseChoice,
  zodResolver,
  type LinkToIncidentValues,
} from './linkToIncidentRules';
import * as styles from './LinkToIncident.css';

/** The form of the Link to Incident dialog: its values survive a failure and a close; a success resets them. */
export function useLinkToIncidentForm(messages: LinkToIncidentMessages) {
  const resolver = useMemo(() => zodResolver(linkToIncidentSchema(messages)), [messages]);
  return useForm<LinkToIncidentValues>({ defaultValues: emptyLinkToIncidentValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
}

/** One field bound to the form; its error shows once it was touched or the form submitted. */
function useLinkField<N extends FieldPath<LinkToIncidentValues>>(control: Control<LinkToIncidentValues>, name: N) {
  const { field, fieldState, formState } = useController({ control, name });
  const { isTouched, error } = fieldState;
  const { isSubmitted } = formState;
  return { field, error: isTouched || isSubmitted ? error?.message : undefined };
}

function incidentOption(incident: IncidentOption): SelectOption {
  const details = [incident.incident_id, incident.severity, incident.status].filter(Boolean).join(' · ');
  return { value: existingChoice(incident.id), label: incident.title, description: details || undefined };
}

export interface LinkToIncidentFormProps {
  source: EvidenceSource;
  api: IncidentsApi;
  messages: LinkToIncidentMessages;
  form: ReturnType<typeof useLinkToIncidentForm>;
  onLinked: (result: IncidentLinkResult) => void;
  onCancel: () => void;
}

/**
 * Incident (searched as you type, or a new title), severity and type for a new one, a hypothesis of an existing one
 * (selected, or new), a description; Link sends everything in one request. A failure keeps what was typed and shows
 * the server's message.
 */
export function LinkToIncidentForm({ source, api, messages, form, onLinked, onCancel }: LinkToIncidentFormProps) {
  const { control, handleSubmit, setValue } = form;
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const describe = useErrorMessage();
  const incident = useLinkField(control, 'incident');
  const severity = useLinkField(control, 'severity');
  const type = useLinkField(control, 'type');
  const hypothesis = useLinkField(control, 'hypothesis');
  const hypothesisTitle = useLinkField(control, 'hypothesisTitle');
  const description = useLinkField(control, 'description');
  const chosenIncident = parseChoice(useWatch({ control, name: 'incident' }));
  const existingIncidentId = chosenIncident?.kind === 'existing' ? chosenIncident.id : null;
  const [submitError, setSubmitError] = useState<string | null>(null);

  const hypotheses = useQuery(
    {
      queryKey: incidentKeys.hypotheses(queryKeyRoot, existingIncidentId ?? ''),
      queryFn: ({ signal }) => api.hypotheses(existingIncidentId!, { signal }),
      enabled: existingIncidentId !== null,
    },
    queryClient,
  );
  // An incident with a single hypothesis: that one is meant (the original's behaviour).
  const only = hypotheses.data?.length === 1 ? hypotheses.data[0]!.id : null;
  const hypothesisValue = hypothesis.field.value;
  useEffect(() => {
    if (only && hypothesisValue === null) setValue('hypothesis', existingChoice(only));
  }, [only, hypothesisValue, setValue]);

  const loadIncidents = useMemo(
    () =>
      async (query: string, signal: AbortSignal): Promise<SelectOption[]> => {
        const found = await api.search(query, { signal });
        const title = query.trim();
        const create: SelectOption = { value: newChoice(title), label: title, description: messages.newIncident };
        const options = found.map(incidentOption);
        // Typing a title no incident has puts "create" first, so Enter creates what was typed.
        const exact = found.some((i) => i.title.trim().toLowerCase() === title.toLowerCase());
        return exact ? [...options, create] : [create, ...options];
      },
    [api, messages.newIncident],
  );

  const link = useMutation(
    {
      mutationFn: (values: LinkToIncidentValues) => api.link(linkRequestOf(values, source)),
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: incidentKeys.all(queryKeyRoot) });
        onLinked(result);
      },
      onError: (error) => setSubmitError(describe(error)),
    },
    queryClient,
  );

  const severityOptions = Object.entries(messages.severities).map(([value, label]) => ({ value, label }));
  const typeOptions = Object.entries(messages.types).map(([value, label]) => ({ value, label }));
  const hypothesisOptions: SelectOption[] = [
    ...(hypotheses.data ?? []).map((h) => ({
      value: existingChoice(h.id),
      label: h.title || messages.untitledHypothesis,
      description: [h.type, h.status].filter(Boolean).join(' · ') || undefined,
    })),
    { value: NEW_HYPOTHESIS, label: messages.newHypothesis },
  ];

  let incidentFields: ReactNode = null;
  if (chosenIncident?.kind === 'new') {
    incidentFields = (
      <div className={styles.row}>
        <Select
          label={messages.severity}
          withAsterisk
          placeholder={messages.severityPlaceholder}
          options={severityOptions}
          name={severity.field.name}
          value={severity.field.value}
          onValueChange={(value) => severity.field.onChange(value as IncidentSeverity | null)}
          onBlur={severity.field.onBlur}
          error={severity.error}
        />
        <Select
          label={messages.type}
          withAsterisk
          placeholder={messages.typePlaceholder}
          options={typeOptions}
          name={type.field.name}
          value={type.field.value}
          onValueChange={(value) => type.field.onChange(value as IncidentType | null)}
          onBlur={type.field.onBlur}
          error={type.error}
        />
      </div>
    );
  } else if (chosenIncident?.kind === 'existing') {
    incidentFields = (
      <>
        <Select
          label={messages.hypothesis}
          withAsterisk
          placeholder={messages.hypothesisPlaceholder}
          options={hypothesisOptions}
          name={hypothesis.field.name}
          value={hypothesis.field.value}
          onValueChange={hypothesis.field.onChange}
          onBlur={hypothesis.field.onBlur}
          error={hypothesis.error}
        />
        {hypothesis.field.value === NEW_HYPOTHESIS ? (
          <TextInput
            label={messages.newHypothesisTitle}
            description={messages.newHypothesisHint}
            ref={hypothesisTitle.field.ref}
            name={hypothesisTitle.field.name}
            value={hypothesisTitle.field.value}
            onChange={(event) => hypothesisTitle.field.onChange(event.target.value)}
            onBlur={hypothesisTitle.field.onBlur}
          />
        ) : null}
      </>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={link.isPending || undefined}
      onSubmit={handleSubmit((values) => {
        setSubmitError(null);
        link.mutate(values);
      })}
    >
      <Select
        label={messages.incident}
        withAsterisk
        placeholder={messages.incidentPlaceholder}
        loadOptions={loadIncidents}
        name={incident.field.name}
        value={incident.field.value}
        onValueChange={(value) => {
          incident.field.onChange(value);
          // Another incident: the hypothesis chosen for the previous one no longer applies.
          setValue('hypothesis', null);
          setValue('hypothesisTitle', '');
        }}
        onBlur={incident.field.onBlur}
        error={incident.error}
      />
      {incidentFields}
      <Textarea
        label={messages.description}
        placeholder={messages.descriptionPlaceholder}
        ref={description.field.ref}
        name={description.field.name}
        value={description.field.value}
        onChange={(event) => description.field.onChange(event.target.value)}
        onBlur={description.field.onBlur}
        rows={3}
      />
      {submitError ? (
        <p role="alert" className={styles.serverError}>
          {submitError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={link.isPending}>
          {messages.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={link.isPending} aria-busy={link.isPending || undefined}>
          {link.isPending ? messages.submitting : messages.submit}
        </Button>
      </div>
    </form>
  );
}
