import type { PropertiesInput, ResourceAuthorizer } from '@opsdeck/api';
import { createContext, useContext } from 'react';

/**
 * The signed-in user as the shell sees it, derived once by ShellRoot from the SDK's whoami, authorizer and feature
 * flag hooks so that the sidebar, menus and guards read one consistent value.
 */
export interface ConsoleSession {
  user: { id: string; name: string; email?: string | null; avatar?: string | null };
  authorizer: ResourceAuthorizer;
  properties: PropertiesInput;
}

const SessionContext = createContext<ConsoleSession | undefined>(undefined);

export const SessionProvider = SessionContext.Provider;

export function useSession(): ConsoleSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() is only available inside the signed-in shell');
  return session;
}
