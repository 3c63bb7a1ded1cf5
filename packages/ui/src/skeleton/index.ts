export { Skeleton, SkeletonText } from './Skeleton';
export type { SkeletonProps, SkeletonTextProps } from './Skeleton';
