import { REQUEST_ERROR_MESSAGES, isOpsdeckError } from '@opsdeck/api';
import { useMessages } from '@opsdeck/ui/messages';
import { useCallback } from 'react';

/** What the user is told when a request fails before the server could answer (spec 000 section 8). */
export interface RequestMessages {
  timeout: string;
  network: string;
  offline: string;
  aborted: string;
}

export const defaultRequestMessages: RequestMessages = { ...REQUEST_ERROR_MESSAGES };

/** The user-facing text of a failure: ours for transport failures, the server's own message for an HTTP error. */
export function describeError(error: unknown, messages: RequestMessages = defaultRequestMessages): string {
  if (isOpsdeckError(error)) {
    switch (error.kind) {
      case 'timeout':
      case 'network':
      case 'offline':
      case 'aborted':
        return messages[error.kind];
      default:
        return error.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/** `describeError` with the strings of the nearest provider (`messages.request`). */
export function useErrorMessage(): (error: unknown) => string {
  const messages = useMessages('request', defaultRequestMessages);
  return useCallback((error: unknown) => describeError(error, messages), [messages]);
}
