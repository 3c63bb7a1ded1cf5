// `@opsdeck/sdk/check-detail`: one health check in full, inline or in a dialog. The frame is static; the tabs'
// contents, the chart (visx), the spec (js-yaml, Monaco), the dropdowns and the dialog itself (Radix Dialog) load
// lazily, each when first shown, so the entry stays within its size budget.
export { CheckDetail } from './CheckDetail';
export type { CheckDetailProps, CheckDetailFooterActions, CheckDetailFooterContext, CheckGraphPlacement } from './CheckDetail';
export { CheckDetailDialog, preloadCheckDetailDialog } from './check-detail/LazyCheckDetailDialog';
export type { CheckDetailDialogProps } from './CheckDetailDialog';
export { defaultCheckDetailMessages } from './checkDetailMessages';
export type { CheckDetailMessages, CheckChartSummary } from './checkDetailMessages';
export type { PlaybookRef } from './healthApi';
