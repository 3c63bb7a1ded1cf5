import { OpsdeckProvider } from '@opsdeck/sdk';
import { HealthDashboard } from '@opsdeck/sdk/health-dashboard';
import type { QueryClient } from '@tanstack/react-query';
import type { UrlStateAdapter } from '@opsdeck/sdk';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../app/PageHeader';
import { cspNonce } from '../app/cspNonce';
import { usePreferences } from '../preferences/preferencesStore';
import { useRouterUrlState } from './useRouterUrlState';
import * as styles from './PublicHealthView.css';

/** The summary of what an admin has published: no login, only the fields a read-only view needs (the server's). */
export const PUBLIC_SUMMARY_PATH = '/public/health/summary';

/**
 * /view/health: the public, read-only health view for status walls and iframes. No sign-in and no identity lookup
 * (`mode="public"`): no write action is rendered and links open in a new tab. `?theme=dark|light` picks the theme
 * (an embedding page knows its own), else the viewer's preference.
 */
export function PublicHealthView({ queryClient }: { queryClient: QueryClient }) {
  const [params] = useSearchParams();
  const preferences = usePreferences();
  const requested = params.get('theme');
  const theme = requested === 'dark' || requested === 'light' ? requested : preferences.theme;
  const routerState = useRouterUrlState();
  // A status wall shows the passing checks too: Hide Passing starts off here (a link may still turn it on).
  const urlState = useMemo<UrlStateAdapter>(() => {
    if (routerState.params.has('hidePassing')) return routerState;
    const params = new URLSearchParams(routerState.params);
    params.set('hidePassing', 'false');
    return { params, setParams: routerState.setParams };
  }, [routerState]);
  useDocumentTitle('Health');

  useEffect(() => {
    document.documentElement.setAttribute('data-od-color-scheme', theme);
  }, [theme]);

  return (
    <OpsdeckProvider baseUrl="/api" mode="public" queryClient={queryClient} colorScheme={theme} nonce={cspNonce()} className={styles.root}>
      <main className={styles.main}>
        <h1 className={styles.title}>Health</h1>
        <HealthDashboard urlState={urlState} summaryUrl={PUBLIC_SUMMARY_PATH} />
      </main>
    </OpsdeckProvider>
  );
}
