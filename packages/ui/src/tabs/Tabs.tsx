import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useControllableState } from '../utils/controllable';
import { cx } from '../utils/cx';
import * as styles from './Tabs.css';

export type TabsSlots = 'root' | 'list' | 'trigger' | 'content';

// Tabs after the WAI-ARIA Authoring Practices: one tab stop (the selected tab; roving tabindex), arrow keys move
// between tabs (wrapping unless loop is false) and skip disabled ones, Home/End go to the first/last, and a focused tab
// is selected at once (activationMode "automatic") or on Enter/Space ("manual"). Panels are labelled by their tab.

type Orientation = 'horizontal' | 'vertical';

interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
  dir?: 'ltr' | 'rtl';
  activationMode: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used within <Tabs>`);
  return context;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value.replace(/\s+/g, '-')}`;

/* -------------------------------------------------------------------------------------------------
 * Tabs (root): value/defaultValue/onValueChange, orientation, dir, activationMode.
 * -----------------------------------------------------------------------------------------------*/
export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  dir?: 'ltr' | 'rtl';
  activationMode?: 'automatic' | 'manual';
}

export const Tabs = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value: valueProp, defaultValue, onValueChange, orientation = 'horizontal', dir, activationMode = 'automatic', className, ...rest },
  ref,
) {
  const [value, select] = useControllableState<string | undefined>(valueProp, defaultValue, onValueChange as (value: string | undefined) => void);
  const baseId = `od-tabs-${useId().replace(/:/g, '')}`;
  return (
    <TabsContext.Provider value={{ baseId, value, select, orientation, dir, activationMode }}>
      <div ref={ref} dir={dir} data-orientation={orientation} className={cx(styles.root, className)} {...rest} />
    </TabsContext.Provider>
  );
});

/* -------------------------------------------------------------------------------------------------
 * TabsList: the tablist; handles the arrow keys for its tabs.
 * -----------------------------------------------------------------------------------------------*/
export interface TabsListProps extends HTMLAttributes<HTMLDivElement> {
  /** Arrow keys wrap from the last tab to the first and back (default true). */
  loop?: boolean;
}

export const TabsList = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ loop = true, className, onKeyDown, ...rest }, ref) {
  const { orientation, dir } = useTabsContext('TabsList');
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (event.defaultPrevented || current < 0) return;
    const back = orientation === 'vertical' ? 'ArrowUp' : dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const forward = orientation === 'vertical' ? 'ArrowDown' : dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else if (event.key === back || event.key === forward) {
      next = current + (event.key === forward ? 1 : -1);
      if (loop) next = (next + tabs.length) % tabs.length;
      else next = Math.max(0, Math.min(next, tabs.length - 1));
    } else return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cx(styles.list, className)}
      onKeyDown={onListKeyDown}
      {...rest}
    />
  );
});

/* -------------------------------------------------------------------------------------------------
 * TabsTrigger: a tab.
 * -----------------------------------------------------------------------------------------------*/
export interface TabsTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  value: string;
}

export const TabsTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, disabled, className, onMouseDown, onKeyDown, onFocus, ...rest },
  ref,
) {
  const context = useTabsContext('TabsTrigger');
  const selected = context.value === value;
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={idOf(context.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(context.baseId, 'content', value)}
      // Roving tabindex: the selected tab is the one tab stop (every tab is one while none is selected).
      tabIndex={selected || context.value === undefined ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={context.orientation}
      className={cx(styles.trigger, className)}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        // A primary press selects (as Radix does, before the click), without stealing focus from elsewhere on ctrl.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey && !disabled) context.select(value);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) context.select(value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (!selected && !disabled && context.activationMode === 'automatic') context.select(value);
      }}
      {...rest}
    />
  );
});

/* -------------------------------------------------------------------------------------------------
 * TabsContent: a tabpanel; its children render only while its tab is selected (forceMount keeps them).
 * -----------------------------------------------------------------------------------------------*/
export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  forceMount?: true;
}

export const TabsContent = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, forceMount, className, children, ...rest },
  ref,
) {
  const context = useTabsContext('TabsContent');
  const selected = context.value === value;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={idOf(context.baseId, 'content', value)}
      aria-labelledby={idOf(context.baseId, 'trigger', value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={context.orientation}
      className={cx(styles.content, className)}
      {...rest}
    >
      {selected || forceMount ? children : null}
    </div>
  );
});

export { Tabs as Root, TabsList as List, TabsTrigger as Trigger, TabsContent as Content };
