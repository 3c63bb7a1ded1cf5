import { toast } from '@opsdeck/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { hasPage } from '../app/pages';
import { useSession } from '../app/session';
import { useBackendVersion } from '../app/useBackendVersion';
import { useKubeconfigAvailable } from '../app/useKubeconfigAvailable';
import { signOut } from '../identity/signOut';
import { DownloadIcon, SignOutIcon, UserIcon } from './icons';
import { KubeconfigDialog } from './KubeconfigDialog';
import { Menu, MenuContent, MenuItem, MenuLinkItem, MenuSeparator, MenuTrigger } from './menu/Menu';
import * as styles from './TopBar.css';

const FRONTEND_VERSION = __OPSDECK_CONSOLE_VERSION__;

/** The user's avatar, or the user icon (spec 001 section 2.10), also when the picture fails to load. */
function Avatar({ src }: { src?: string | null }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) return <img className={styles.avatarImage} src={src} alt="" onError={() => setBroken(true)} />;
  return <UserIcon width={18} height={18} />;
}

/** The user menu of the self-hosted identity mode (spec 001 section 2.10). */
export function UserMenu() {
  const { user } = useSession();
  const location = useLocation();
  const backendVersion = useBackendVersion();
  const kubeconfigAvailable = useKubeconfigAvailable();
  const [kubeconfigOpen, setKubeconfigOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut(`${location.pathname}${location.search}`);
    } catch (error) {
      setSigningOut(false);
      toast.error(error instanceof Error ? error.message : 'Sign out failed');
    }
  };

  return (
    <>
      <Menu>
        <MenuTrigger className={styles.avatarButton} aria-label={`User menu for ${user.name}`}>
          <Avatar src={user.avatar} />
        </MenuTrigger>
        <MenuContent>
          <div className={styles.greeting}>
            <span className={styles.greetingName}>Hi {user.name}</span>
            {user.email ? <span className={styles.greetingEmail}>{user.email}</span> : null}
          </div>
          <MenuSeparator />
          {/* Profile settings arrive with the settings flow; until then the entry would lead nowhere. */}
          {hasPage('/profile-settings') ? (
            <MenuLinkItem to="/profile-settings" icon={<UserIcon />}>
              Your Profile
            </MenuLinkItem>
          ) : null}
          {kubeconfigAvailable ? (
            <MenuItem icon={<DownloadIcon />} onSelect={() => setKubeconfigOpen(true)}>
              Download kubeconfig
            </MenuItem>
          ) : null}
          <MenuSeparator />
          <div className={styles.version} data-testid="version-line">
            Version: frontend {FRONTEND_VERSION}, backend {backendVersion}
          </div>
          <MenuSeparator />
          <MenuItem icon={<SignOutIcon />} disabled={signingOut} onSelect={() => void onSignOut()}>
            Sign out
          </MenuItem>
        </MenuContent>
      </Menu>
      <KubeconfigDialog open={kubeconfigOpen} onOpenChange={setKubeconfigOpen} backendUrl={window.location.origin} />
    </>
  );
}
