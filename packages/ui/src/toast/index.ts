export { Toaster, defaultToasterMessages, DEFAULT_TOAST_DURATION } from './Toaster';
export type { ToasterProps, ToastPosition, ToasterSlots, ToasterMessages } from './Toaster';
export { toast, createToaster } from './toastStore';
export type { Toaster as ToasterStore, ToastRecord, ToastType, ToastOptions } from './toastStore';
