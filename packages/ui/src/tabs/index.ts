export { Tabs, TabsList, TabsTrigger, TabsContent, Root, List, Trigger, Content } from './Tabs';
export type { TabsProps, TabsListProps, TabsTriggerProps, TabsContentProps, TabsSlots } from './Tabs';
