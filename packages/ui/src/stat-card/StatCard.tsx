import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Skeleton } from '../skeleton/Skeleton';
import { cx } from '../utils/cx';
import * as styles from './StatCard.css';

export type StatCardSlots = 'root' | 'header' | 'label' | 'icon' | 'value' | 'description';
export type StatCardTone = 'neutral' | 'success' | 'warning' | 'danger';

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  label: ReactNode;
  value: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Colours the value (for example danger when a count of failures is above zero). */
  tone?: StatCardTone;
  /** Shows a placeholder instead of the value while the first data loads. */
  loading?: boolean;
  classNames?: Partial<Record<StatCardSlots, string>>;
}

/** One headline number with its label; a section so a screen reader hears the label before the value. */
export const StatCard = /* @__PURE__ */ forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { label, value, description, icon, tone = 'neutral', loading = false, className, classNames, ...rest },
  ref,
) {
  return (
    <div ref={ref} aria-busy={loading || undefined} className={cx(styles.root, classNames?.root, className)} data-tone={tone} {...rest}>
      <div className={cx(styles.header, classNames?.header)}>
        <p className={cx(styles.label, classNames?.label)}>{label}</p>
        {icon ? (
          <span className={cx(styles.icon, classNames?.icon)} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <Skeleton width="50%" height={32} className={classNames?.value} />
      ) : (
        <p className={cx(styles.value, classNames?.value)} data-tone={tone}>
          {value}
        </p>
      )}
      {description ? <p className={cx(styles.description, classNames?.description)}>{description}</p> : null}
    </div>
  );
});
