export { TextInput } from './TextInput';
export type { TextInputProps, TextInputSlots } from './TextInput';
