export { Checkbox } from './Checkbox';
export type { CheckboxProps, CheckboxSlots } from './Checkbox';
