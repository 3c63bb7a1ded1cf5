import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { SkeletonText } from '@opsdeck/ui';
import { createBrowserRouter } from 'react-router';
import { RouteGuard } from '../auth/RouteGuard';
import { ErrorPage } from '../identity/ErrorPage';
import { LoginPage } from '../identity/LoginPage';
import { ConsoleRoot } from './ConsoleRoot';
import { LandingRedirect } from './LandingRedirect';
import { NotFound } from './NotFound';
import { PAGES } from './pages';
import { ShellRoot } from './ShellRoot';

// Each page is its own chunk: the shell and sign-in load without any page's tables or editors.
const FeatureFlagsPage = lazy(() => import('../settings/FeatureFlagsPage'));
const ConnectionsPage = lazy(() => import('../settings/connections/ConnectionsPage'));
const PermissionsPage = lazy(() => import('../settings/permissions/PermissionsPage'));
const HealthPage = lazy(() => import('../health/HealthPage'));
const PublicViewSettingsPage = lazy(() => import('../health/PublicViewSettingsPage'));
const IncidentsPage = lazy(() => import('../incidents/IncidentsPage'));
const IncidentDetailPage = lazy(() => import('../incidents/IncidentDetailPage'));
const PublicHealthView = lazy(() => import('../health/PublicHealthView').then((m) => ({ default: m.PublicHealthView })));

/** The component of every page in PAGES, by path. */
export const PAGE_ELEMENTS: Readonly<Record<string, () => ReactNode>> = {
  '/settings/feature-flags': () => <FeatureFlagsPage />,
  '/settings/connections': () => <ConnectionsPage />,
  '/settings/permissions': () => <PermissionsPage />,
  '/health': () => <HealthPage />,
  '/settings/public-view': () => <PublicViewSettingsPage />,
  '/incidents': () => <IncidentsPage />,
  '/incidents/:id': () => <IncidentDetailPage />,
};

const pageFallback = <SkeletonText lines={6} aria-label="Loading" />;

export function createConsoleRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    // Public, read-only embeds: no sign-in, no shell, their own provider in mode="public" (nothing redirects to /login).
    {
      path: '/view/health',
      element: (
        <Suspense fallback={pageFallback}>
          <PublicHealthView queryClient={queryClient} />
        </Suspense>
      ),
    },
    {
      element: <ConsoleRoot queryClient={queryClient} />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/error', element: <ErrorPage /> },
        {
          element: <ShellRoot />,
          children: [
            { index: true, element: <LandingRedirect /> },
            ...PAGES.map((page) => {
              const render = PAGE_ELEMENTS[page.path];
              if (!render) throw new Error(`No component for the page ${page.path}`);
              return {
                path: page.path,
                element: (
                  <RouteGuard page={page}>
                    <Suspense fallback={pageFallback}>{render()}</Suspense>
                  </RouteGuard>
                ),
              };
            }),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ]);
}
