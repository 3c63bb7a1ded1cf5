export { Tooltip, TooltipProvider } from './Tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipSlots } from './Tooltip';
