import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { progressFillWidth, progressTone, toPercent } from './progress';
import * as styles from './ProgressBar.css';

export type ProgressBarSlots = 'root' | 'header' | 'track' | 'fill';

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  value: number;
  max?: number;
  /** Shown above the bar, and the bar's accessible name. */
  label?: ReactNode;
  /** Visible value text; the default is the rounded percentage. */
  valueLabel?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  size?: 'md' | 'lg';
  classNames?: Partial<Record<ProgressBarSlots, string>>;
}

export const ProgressBar = /* @__PURE__ */ forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, max = 100, label, valueLabel, size = 'md', className, classNames, id, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const percent = toPercent(value, max);
  const tone = progressTone(percent);
  const shownValue = valueLabel ?? `${Math.round(percent)}%`;
  const auto = useId();
  const labelId = `${id ?? `od-progress-${auto}`}-label`;
  return (
    <div ref={ref} id={id} className={cx(styles.root, classNames?.root, className)} data-tone={tone} {...rest}>
      {label ? (
        <div className={cx(styles.header, classNames?.header)}>
          <span id={labelId}>{label}</span>
          <span aria-hidden="true">{shownValue}</span>
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(Math.max(value, 0), max)}
        aria-valuetext={typeof shownValue === 'string' ? shownValue : undefined}
        aria-label={ariaLabel ?? (typeof label === 'string' ? label : undefined)}
        aria-labelledby={!ariaLabel && label && typeof label !== 'string' ? labelId : undefined}
        data-size={size}
        className={cx(styles.track, classNames?.track)}
      >
        <div data-tone={tone} className={cx(styles.fill, classNames?.fill)} style={{ width: `${progressFillWidth(percent)}%` }} />
      </div>
    </div>
  );
});
