import { useMessages } from '@opsdeck/ui/messages';
import type { IncidentSeverity, IncidentType } from '@opsdeck/api';

/**
 * Every string of the Link to Incident widget (messages group `linkToIncident`): override through the widget's
 * `messages` prop or the provider's `messages={{ linkToIncident: { ... } }}`. The spec's texts are kept verbatim.
 */
export interface LinkToIncidentMessages {
  button: string;
  title: string;
  incident: string;
  incidentPlaceholder: string;
  /** Under the typed title in the list: choosing it creates a new incident. */
  newIncident: string;
  severity: string;
  severityPlaceholder: string;
  type: string;
  typePlaceholder: string;
  hypothesis: string;
  hypothesisPlaceholder: string;
  newHypothesis: string;
  newHypothesisTitle: string;
  newHypothesisHint: string;
  untitledHypothesis: string;
  description: string;
  descriptionPlaceholder: string;
  incidentRequired: string;
  severityRequired: string;
  typeRequired: string;
  hypothesisRequired: string;
  submit: string;
  submitting: string;
  cancel: string;
  success: string;
  viewIncident: (incident: { title: string; incident_id?: string | null }) => string;
  severities: Record<IncidentSeverity, string>;
  types: Record<IncidentType, string>;
}

export const defaultLinkToIncidentMessages: LinkToIncidentMessages = {
  button: 'Link to Incident',
  title: 'Link to Incident',
  incident: 'Incident',
  incidentPlaceholder: 'Search or type a new title',
  newIncident: 'Create a new incident',
  severity: 'Severity',
  severityPlaceholder: 'Select severity',
  type: 'Type',
  typePlaceholder: 'Select type',
  hypothesis: 'Hypothesis',
  hypothesisPlaceholder: 'Select or create a hypothesis',
  newHypothesis: 'New hypothesis',
  newHypothesisTitle: 'New hypothesis title',
  newHypothesisHint: 'Left empty, it is named after the incident.',
  untitledHypothesis: '(untitled)',
  description: 'Description',
  descriptionPlaceholder: 'What does this show?',
  incidentRequired: 'Must select or create an incident',
  severityRequired: 'Please select incident severity',
  typeRequired: 'Please select an incident type',
  hypothesisRequired: 'Must select or create a hypothesis',
  submit: 'Link',
  submitting: 'Linking..',
  cancel: 'Cancel',
  success: 'Linked to incident successfully',
  viewIncident: ({ title, incident_id }) => (incident_id ? `View ${incident_id}: ${title}` : `View ${title}`),
  // Numeric severities 0..4 are low, medium, high, blocker, critical: listed in that order.
  severities: { low: 'Low', medium: 'Medium', high: 'High', blocker: 'Blocker', critical: 'Critical' },
  types: {
    availability: 'Availability',
    compliance: 'Compliance',
    cost: 'Cost',
    integration: 'Integration',
    performance: 'Performance',
    reliability: 'Reliability',
    security: 'Security',
    technicalDebt: 'Technical Debt',
  },
};

export function useLinkToIncidentMessages(overrides?: Partial<LinkToIncidentMessages>): LinkToIncidentMessages {
  return useMessages('linkToIncident', defaultLinkToIncidentMessages, overrides);
}
