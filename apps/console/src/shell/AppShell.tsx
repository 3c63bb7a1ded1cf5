import { ErrorBoundary } from '@opsdeck/ui';
import { Outlet, useLocation } from 'react-router';
import { PageHeaderProvider } from '../app/PageHeader';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import * as styles from './AppShell.css';

/** The signed-in layout: sidebar, sticky top bar, and the page inside an error boundary (spec 001 section 2.10). */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <PageHeaderProvider>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#od-console-main">
          Skip to content
        </a>
        <Sidebar />
        <div className={styles.main}>
          <TopBar />
          <main id="od-console-main" className={styles.content} tabIndex={-1}>
            {/* A page that fails to render shows 'Sorry.. there was an error'; moving to another page clears it. */}
            <ErrorBoundary resetKeys={[pathname]} onError={(error) => console.error(error)}>
              <Outlet />
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </PageHeaderProvider>
  );
}
