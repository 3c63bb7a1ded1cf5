export { Button, defaultButtonMessages } from './Button';
export type { ButtonProps, ButtonSlots, ButtonVariant, ButtonSize, ButtonMessages } from './Button';
