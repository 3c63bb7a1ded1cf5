import { IconButton } from '@opsdeck/ui';
import { Link } from 'react-router';
import { hasPage } from '../app/pages';
import { usePageHeaderState } from '../app/PageHeader';
import { useSession } from '../app/session';
import { PreferencesMenu } from '../preferences/PreferencesMenu';
import { HelpMenu } from './HelpMenu';
import { BellIcon, RefreshIcon } from './icons';
import { UserMenu } from './UserMenu';
import * as styles from './TopBar.css';

/** The sticky top bar (spec 001 section 2.10): the page title, then the page's extras and the shell's menus. */
export function TopBar() {
  const header = usePageHeaderState();
  const { authorizer } = useSession();
  // The bell leads to the notifications page, which arrives with its own issue: no link to a page that is not there.
  const showBell = hasPage('/notifications') && authorizer.can('notifications', 'read');
  return (
    <header className={styles.topBar}>
      <h1 className={styles.title}>{header?.title ?? ''}</h1>
      <div className={styles.actions}>
        {header?.extra}
        {header?.onRefresh ? (
          <IconButton label="Refresh" onClick={header.onRefresh} aria-busy={header.refreshing || undefined}>
            <RefreshIcon className={header.refreshing ? styles.spinning : undefined} />
          </IconButton>
        ) : null}
        {showBell ? (
          <Link to="/notifications" className={styles.iconLink} aria-label="Notifications" title="Notifications">
            <BellIcon />
          </Link>
        ) : null}
        <span className={styles.divider} aria-hidden="true" />
        <PreferencesMenu />
        <HelpMenu />
        <UserMenu />
      </div>
    </header>
  );
}
