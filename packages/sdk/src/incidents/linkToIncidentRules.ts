// The Link to Incident form's rules (spec 001 sections 2.4, 4 and 5), pure so that they are unit-tested without
// rendering: the values, the zod schema with the spec's messages, the encoding of choices and the request built.
import * as z from 'zod/mini';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { evidenceOfSource, type EvidenceSource, type IncidentLinkRequest } from '@opsdeck/api';
import type { LinkToIncidentMessages } from './linkToIncidentMessages';

/**
 * The form's values. `incident` is a choice: `id:<uuid>` of an existing incident or `new:<title>` of one to create;
 * `hypothesis` is `id:<uuid>` or `new` (titled `hypothesisTitle`, else after the incident).
 */
export interface LinkToIncidentValues {
  incident: string | null;
  severity: string | null;
  type: string | null;
  hypothesis: string | null;
  hypothesisTitle: string;
  description: string;
}

export const emptyLinkToIncidentValues: LinkToIncidentValues = {
  incident: null,
  severity: null,
  type: null,
  hypothesis: null,
  hypothesisTitle: '',
  description: '',
};

export type Choice = { kind: 'existing'; id: string } | { kind: 'new'; title: string };

export const NEW_HYPOTHESIS = 'new';
export const existingChoice = (id: string) => `id:${id}`;
export const newChoice = (title: string) => `new:${title}`;

/** The choice a value encodes; null for none (or a new incident without a title). */
export function parseChoice(value: string | null | undefined): Choice | null {
  if (!value) return null;
  if (value.startsWith('id:') && value.length > 3) return { kind: 'existing', id: value.slice(3) };
  if (value === NEW_HYPOTHESIS) return { kind: 'new', title: '' };
  if (value.startsWith('new:')) {
    const title = value.slice(4).trim();
    return title ? { kind: 'new', title } : null;
  }
  return null;
}

type RuleMessages = Pick<LinkToIncidentMessages, 'incidentRequired' | 'severityRequired' | 'typeRequired' | 'hypothesisRequired'>;

/**
 * An incident is required; a new one needs severity and type; an existing one needs a hypothesis (spec 001 section 5).
 * Severity and type of a new incident are not defaulted, so that the user chooses them.
 */
export function linkToIncidentSchema(messages: RuleMessages) {
  return z
    .object({
      incident: z.nullable(z.string()),
      severity: z.nullable(z.string()),
      type: z.nullable(z.string()),
      hypothesis: z.nullable(z.string()),
      hypothesisTitle: z.string(),
      description: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const incident = parseChoice(values.incident);
        if (!incident) {
          ctx.addIssue({ code: 'custom', path: ['incident'], message: messages.incidentRequired });
        } else if (incident.kind === 'new') {
          if (!values.severity) ctx.addIssue({ code: 'custom', path: ['severity'], message: messages.severityRequired });
          if (!values.type) ctx.addIssue({ code: 'custom', path: ['type'], message: messages.typeRequired });
        } else if (!parseChoice(values.hypothesis)) {
          ctx.addIssue({ code: 'custom', path: ['hypothesis'], message: messages.hypothesisRequired });
        }
      }),
    );
}

/** A react-hook-form resolver of a zod schema: the first message per field. */
export function zodResolver<T extends Record<string, unknown>>(schema: z.ZodMiniType<T>): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** What the dialog sends for valid values: existing or new incident and hypothesis, and the source's evidence. */
export function linkRequestOf(values: LinkToIncidentValues, source: EvidenceSource): IncidentLinkRequest {
  const incident = parseChoice(values.incident);
  if (!incident) throw new Error('linkRequestOf: no incident chosen');
  const evidence = evidenceOfSource(source, values.description.trim());
  if (incident.kind === 'new') {
    return { incident: { title: incident.title, severity: values.severity ?? '', type: values.type ?? '' }, evidence };
  }
  const hypothesis = parseChoice(values.hypothesis);
  if (!hypothesis) throw new Error('linkRequestOf: no hypothesis chosen for an existing incident');
  return {
    incident: { id: incident.id },
    hypothesis: hypothesis.kind === 'existing' ? { id: hypothesis.id } : { title: values.hypothesisTitle.trim() },
    evidence,
  };
}
