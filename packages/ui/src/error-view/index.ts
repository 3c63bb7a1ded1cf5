export { ErrorView, defaultErrorViewMessages } from './ErrorView';
export type { ErrorViewProps, ErrorViewSlots, ErrorViewMessages } from './ErrorView';
export { ErrorBoundary } from './ErrorBoundary';
export type { ErrorBoundaryProps } from './ErrorBoundary';
