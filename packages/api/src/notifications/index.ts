export {
  NotificationRuleSchema,
  NotificationSilenceCreateSchema,
  NotificationSilenceSchema,
  NotificationSummaryRequestSchema,
} from './notificationSchemas';
export type {
  NotificationRule,
  NotificationSilence,
  NotificationSilenceCreate,
  NotificationSummaryRequest,
} from './notificationSchemas';
