import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './Tabs.css';

export type TabsSlots = 'root' | 'list' | 'trigger' | 'content';

/* -------------------------------------------------------------------------------------------------
 * Tabs (root): value/defaultValue/onValueChange, orientation, activationMode as in Radix Tabs.
 * -----------------------------------------------------------------------------------------------*/
const TABS_NAME = 'Tabs';
export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;
export const Tabs = forwardRef<ElementRef<typeof RadixTabs.Root>, TabsProps>(function Tabs({ className, ...rest }, ref) {
  return <RadixTabs.Root ref={ref} className={cx(styles.root, className)} {...rest} />;
});
Tabs.displayName = TABS_NAME;

/* -------------------------------------------------------------------------------------------------
 * TabsList
 * -----------------------------------------------------------------------------------------------*/
const LIST_NAME = 'TabsList';
export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;
export const TabsList = forwardRef<ElementRef<typeof RadixTabs.List>, TabsListProps>(function TabsList({ className, ...rest }, ref) {
  return <RadixTabs.List ref={ref} className={cx(styles.list, className)} {...rest} />;
});
TabsList.displayName = LIST_NAME;

/* -------------------------------------------------------------------------------------------------
 * TabsTrigger
 * -----------------------------------------------------------------------------------------------*/
const TRIGGER_NAME = 'TabsTrigger';
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;
export const TabsTrigger = forwardRef<ElementRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest} />;
});
TabsTrigger.displayName = TRIGGER_NAME;

/* -------------------------------------------------------------------------------------------------
 * TabsContent
 * -----------------------------------------------------------------------------------------------*/
const CONTENT_NAME = 'TabsContent';
export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;
export const TabsContent = forwardRef<ElementRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
TabsContent.displayName = CONTENT_NAME;

export { Tabs as Root, TabsList as List, TabsTrigger as Trigger, TabsContent as Content };
