import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
}

/** A shimmering placeholder. Hidden from assistive technology: announce loading on the region (aria-busy) instead. */
export const Skeleton = /* @__PURE__ */ forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = 14, circle, className, style, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-circle={circle || undefined}
      className={cx(styles.skeleton, className)}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
});

export interface SkeletonTextProps extends HTMLAttributes<HTMLDivElement> {
  lines?: number;
}

/** Several text-height bars; the last is shorter so it reads as a paragraph. */
export const SkeletonText = /* @__PURE__ */ forwardRef<HTMLDivElement, SkeletonTextProps>(function SkeletonText({ lines = 3, className, ...rest }, ref) {
  return (
    <div ref={ref} aria-hidden="true" className={cx(styles.lines, className)} {...rest}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
});
