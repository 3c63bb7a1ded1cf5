export { StatCard } from './StatCard';
export type { StatCardProps, StatCardSlots, StatCardTone } from './StatCard';
