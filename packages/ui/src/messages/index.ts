export { MessagesProvider, useMessages } from './MessagesProvider';
export type { MessagesProviderProps, UiMessages } from './MessagesProvider';
