import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './Tag.css';

export type TagTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';
export type TagSlots = 'root' | 'key' | 'text';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone;
  /** `pill` is the rounded badge look; `square` (default) suits labels. */
  shape?: 'square' | 'pill';
  /** For key/value labels (`env: prod`): shown dimmed before the value. */
  labelKey?: ReactNode;
  classNames?: Partial<Record<TagSlots, string>>;
}

export const Tag = /* @__PURE__ */ forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { tone = 'neutral', shape = 'square', labelKey, className, classNames, children, ...rest },
  ref,
) {
  return (
    <span ref={ref} data-tone={tone} data-shape={shape} className={cx(styles.tag, classNames?.root, className)} {...rest}>
      {labelKey !== undefined ? <span className={cx(styles.tagKey, classNames?.key)}>{labelKey}:</span> : null}
      <span className={cx(styles.text, classNames?.text)}>{children}</span>
    </span>
  );
});

/** A status badge: a pill-shaped Tag. */
export const Badge = /* @__PURE__ */ forwardRef<HTMLSpanElement, TagProps>(function Badge(props, ref) {
  return <Tag ref={ref} shape="pill" {...props} />;
});
