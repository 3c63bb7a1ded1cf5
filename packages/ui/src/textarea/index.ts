export { Textarea } from './Textarea';
export type { TextareaProps, TextareaSlots } from './Textarea';
