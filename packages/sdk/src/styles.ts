// Every stylesheet of the widgets, for the CSS build (tsup's second config) that writes dist/styles.css. One import
// per widget stylesheet; the widgets' JS never imports CSS: hosts load `@opsdeck/sdk/styles.css` once, after
// `@opsdeck/ui/styles.css`.
import './time-range/TimeRangePicker.css';
import './time-range/TimeRangePanel.css';
import './health/CheckDetail.css';
import './health/check-detail/checkDetailTabs.css';
import './health/check-detail/checkHealthChart.css';
import './health/HealthDashboard.css';
import './health/HealthDashboardLabelFilter.css';
import './health/HealthDashboardList.css';
import './incidents/LinkToIncident.css';
import './modal/ModalDialog.css';
import './connections/ConnectionForm.css';
import './permissions/PermissionEditor.css';

export {};
