import { PermissionEditor } from '@opsdeck/sdk/permission-editor';
import { PageHeader } from '../../app/PageHeader';
import * as styles from './PermissionsPage.css';

/**
 * Settings > Permissions (spec 001 section 2.7, contract 2(e)): the PermissionEditor over every permission, with
 * 'Add Permission' for those who may write permissions. The route guard (read on permissions) is in app/pages.ts.
 */
export default function PermissionsPage() {
  return (
    <>
      <PageHeader title="Permissions" />
      <div className={styles.page}>
        <PermissionEditor />
      </div>
    </>
  );
}
