export { EmptyState, defaultEmptyStateMessages } from './EmptyState';
export type { EmptyStateProps, EmptyStateSlots, EmptyStateMessages } from './EmptyState';
