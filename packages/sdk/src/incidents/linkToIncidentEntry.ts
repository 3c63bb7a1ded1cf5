// `@opsdeck/sdk/link-to-incident`: the Link to Incident button and dialog, and the headless incidents API (search,
// hypotheses, link, list, detail) for hosts and pages that build their own. The dialog (form, selects, Radix Dialog)
// loads lazily on first open, so the entry stays small.
export { LinkToIncident, preloadLinkToIncidentDialog, defaultIncidentHref, INCIDENTS_FEATURE } from './LinkToIncident';
export type { LinkToIncidentProps } from './LinkToIncident';
export { defaultLinkToIncidentMessages } from './linkToIncidentMessages';
export type { LinkToIncidentMessages } from './linkToIncidentMessages';
export { incidentsApiRef, createIncidentsApi, INCIDENT_DETAIL_SELECT, INCIDENT_SEARCH_LIMIT } from './incidentsApi';
export type { IncidentsApi, IncidentOption, HypothesisOption, IncidentListQuery, IncidentListPage } from './incidentsApi';
export { incidentKeys } from './incidentKeys';
export type { EvidenceSource, EvidenceSourceKind, IncidentLinkRequest, IncidentLinkResult } from '@opsdeck/api';
