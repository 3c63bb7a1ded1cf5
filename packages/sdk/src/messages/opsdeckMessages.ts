import type { UiMessages } from '@opsdeck/ui/messages';
import type { RequestMessages } from './requestMessages';
import type { HealthDashboardMessages } from '../health/healthDashboardMessages';
import type { CheckDetailMessages } from '../health/checkDetailMessages';
import type { TimeRangeDropdownMessages, TimeRangePickerMessages } from '../time-range/timeRangeMessages';
import type { ConnectionFormMessages } from '../connections/connectionFormMessages';
import type { LinkToIncidentMessages } from '../incidents/linkToIncidentMessages';
import type { PermissionEditorMessages } from '../permissions/permissionEditorMessages';

/**
 * Every string of ours, by group: the design system's components (`select`, `dialog`, `dataTable`, ...) and the
 * SDK's own (`request`; each widget adds its group). Partial at every level: what is left out keeps its default.
 */
export type OpsdeckMessages = Partial<UiMessages> & {
  request?: Partial<RequestMessages>;
  healthDashboard?: Partial<HealthDashboardMessages>;
  checkDetail?: Partial<CheckDetailMessages>;
  timeRangePicker?: Partial<TimeRangePickerMessages>;
  timeRangeDropdown?: Partial<TimeRangeDropdownMessages>;
  connectionForm?: Partial<ConnectionFormMessages>;
  linkToIncident?: Partial<LinkToIncidentMessages>;
  permissionEditor?: Partial<PermissionEditorMessages>;
};
