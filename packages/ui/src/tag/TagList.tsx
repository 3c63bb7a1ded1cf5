import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/cx';
import { Tag, type TagTone } from './Tag';
import * as styles from './Tag.css';

export interface TagListItem {
  /** Stable key; also the value shown when `label` is absent. */
  id: string;
  label?: ReactNode;
  labelKey?: ReactNode;
  tone?: TagTone;
}

export interface TagListMessages {
  more: (hidden: number) => string;
  showLess: string;
}
export const defaultTagListMessages: TagListMessages = { more: (hidden) => `+${hidden} more`, showLess: 'Show less' };

export type TagListSlots = 'root' | 'tag' | 'more';

export interface TagListProps extends HTMLAttributes<HTMLDivElement> {
  items: readonly TagListItem[];
  /** How many tags show before the '+N more' toggle. */
  max?: number;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  messages?: Partial<TagListMessages>;
  classNames?: Partial<Record<TagListSlots, string>>;
}

/** A row of labels that shows the first `max` and a '+N more' button revealing the rest (and 'Show less' back). */
export const TagList = /* @__PURE__ */ forwardRef<HTMLDivElement, TagListProps>(function TagList(
  { items, max = 3, expanded: expandedProp, defaultExpanded = false, onExpandedChange, messages: messagesProp, className, classNames, ...rest },
  ref,
) {
  const messages = useMessages('tagList', defaultTagListMessages, messagesProp);
  const [expandedState, setExpandedState] = useState(defaultExpanded);
  const expanded = expandedProp ?? expandedState;
  const toggle = () => {
    if (expandedProp === undefined) setExpandedState(!expanded);
    onExpandedChange?.(!expanded);
  };
  const hidden = Math.max(0, items.length - max);
  const visible = expanded || hidden === 0 ? items : items.slice(0, max);

  return (
    <div ref={ref} className={cx(styles.list, classNames?.root, className)} data-expanded={expanded || undefined} {...rest}>
      {visible.map((item) => (
        <Tag key={item.id} tone={item.tone} labelKey={item.labelKey} className={classNames?.tag}>
          {item.label ?? item.id}
        </Tag>
      ))}
      {hidden > 0 ? (
        <button type="button" className={cx(styles.more, classNames?.more)} aria-expanded={expanded} onClick={toggle}>
          {expanded ? messages.showLess : messages.more(hidden)}
        </button>
      ) : null}
    </div>
  );
});
