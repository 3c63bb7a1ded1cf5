import { localTimeZone, resolveTimeZonePreference } from '@opsdeck/api';
import { OpsdeckProvider } from '@opsdeck/sdk';
import { Toaster } from '@opsdeck/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { loginPath } from '../identity/loginFlowErrors';
import { usePreferences } from '../preferences/preferencesStore';
import { cspNonce } from './cspNonce';
import { toastRequestError } from './requestErrors';
import * as styles from './global.css';

/**
 * Everything every route shares: the Opsdeck provider on this origin's /api (the session cookie authenticates), the
 * theme, date-time format and time zone from the preferences (the widgets write dates as the pages do), the toasts,
 * and the 401 rule: any 401 from the API opens the sign-in page with the current path and query as return_to
 * (spec 000 section 8).
 */
export function ConsoleRoot({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  const { theme, dateTimeFormat, timeZone } = usePreferences();

  // The page behind the app (overscroll, the area under short pages) takes the theme as well.
  useEffect(() => {
    document.documentElement.setAttribute('data-od-color-scheme', theme);
  }, [theme]);

  const onUnauthorized = useCallback(
    (returnTo?: string) => {
      if (window.location.pathname === '/login') return;
      navigate(loginPath({ returnTo: returnTo ?? '/' }), { replace: true });
    },
    [navigate],
  );
  const navigateTo = useCallback((to: string) => navigate(to), [navigate]);

  return (
    <OpsdeckProvider
      baseUrl="/api"
      queryClient={queryClient}
      colorScheme={theme}
      dateTimeFormat={dateTimeFormat}
      timeZone={resolveTimeZonePreference(timeZone, localTimeZone())}
      nonce={cspNonce()}
      navigate={navigateTo}
      onUnauthorized={onUnauthorized}
      onError={toastRequestError}
      className={styles.root}
    >
      <Outlet />
      <Toaster />
    </OpsdeckProvider>
  );
}
