import { ErrorView } from '@opsdeck/ui';
import { useFeatureFlags, useResourceAuthorizer, useWhoami } from '@opsdeck/sdk';
import { isOpsdeckError } from '@opsdeck/api';
import { useMemo } from 'react';
import { AppShell } from '../shell/AppShell';
import { ShellSkeleton } from '../shell/ShellSkeleton';
import { usePreferences } from '../preferences/preferencesStore';
import { SessionProvider, type ConsoleSession } from './session';

/**
 * The signed-in part of the console: waits for the user and the feature flags (a skeleton meanwhile), then draws the
 * shell. A 401 never gets here: the provider's onUnauthorized has already sent the browser to /login.
 */
export function ShellRoot() {
  const whoami = useWhoami();
  // Resource-aware: a permission allowing one connection opens the Connections page (pages.ts `column`).
  const { authorizer } = useResourceAuthorizer();
  const flags = useFeatureFlags();
  const { sidebarCollapsed } = usePreferences();

  const session = useMemo<ConsoleSession | undefined>(() => {
    if (!whoami.data || !authorizer) return undefined;
    const { user } = whoami.data;
    return {
      user: { id: user.id, name: user.name || user.email || 'there', email: user.email, avatar: user.avatar },
      authorizer,
      properties: flags.properties,
    };
  }, [whoami.data, authorizer, flags.properties]);

  if (whoami.isError && !(isOpsdeckError(whoami.error) && whoami.error.kind === 'unauthorized')) {
    return <ErrorView error={whoami.error} onRetry={() => void whoami.refetch()} />;
  }
  // Flags that fail to load do not lock anyone out: the shell draws with none (every feature on).
  if (!session || flags.status === 'pending') return <ShellSkeleton collapsed={sidebarCollapsed} />;
  return (
    <SessionProvider value={session}>
      <AppShell />
    </SessionProvider>
  );
}
