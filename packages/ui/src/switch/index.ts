export { Switch } from './Switch';
export type { SwitchProps, SwitchSlots } from './Switch';
