export { IconButton } from './IconButton';
export type { IconButtonProps, IconButtonSlots } from './IconButton';
