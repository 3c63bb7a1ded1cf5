import { Skeleton, SkeletonText } from '@opsdeck/ui';
import * as shell from './AppShell.css';
import * as sidebar from './Sidebar.css';
import * as topBar from './TopBar.css';
import * as styles from './ShellSkeleton.css';

/** The page shown while the user is not loaded yet (spec 001 section 2.10): the shell's shape, shimmering. */
export function ShellSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={shell.shell} aria-busy="true" aria-label="Loading">
      <div className={sidebar.sidebar} data-collapsed={collapsed || undefined}>
        <div className={sidebar.brand}>
          <Skeleton width={28} height={28} />
          {collapsed ? null : <Skeleton width={90} height={16} />}
        </div>
        <div className={styles.navLines}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      </div>
      <div className={shell.main}>
        <div className={topBar.topBar}>
          <Skeleton width={180} height={20} />
          <span className={styles.spacer} />
          <Skeleton width={32} height={32} circle />
        </div>
        <div className={shell.content}>
          <SkeletonText lines={6} />
        </div>
      </div>
    </div>
  );
}
