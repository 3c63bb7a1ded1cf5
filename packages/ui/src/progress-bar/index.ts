export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressBarSlots } from './ProgressBar';
export { progressTone, progressFillWidth } from './progress';
export type { ProgressTone } from './progress';
