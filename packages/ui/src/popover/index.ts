export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent, Root, Trigger, Anchor, Close, Content } from './Popover';
export type {
  PopoverProps,
  PopoverTriggerProps,
  PopoverAnchorProps,
  PopoverCloseProps,
  PopoverContentProps,
  PopoverSlots,
} from './Popover';
