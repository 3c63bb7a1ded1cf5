export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogClose,
  DialogFooter,
  defaultDialogMessages,
  Root,
  Trigger,
  Content,
  Close,
  Footer,
} from './Dialog';
export type {
  DialogProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogCloseProps,
  DialogFooterProps,
  DialogSize,
  DialogSlots,
  DialogMessages,
} from './Dialog';
