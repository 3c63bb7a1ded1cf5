import { isOpsdeckError } from '@opsdeck/api';
import { identityClient, type IdentityClient } from './identityClient';
import { loginPath } from './loginFlowErrors';

/**
 * Sign out through the logout flow, then open the sign-in page with the page the user was on as return_to (spec 001
 * section 2.10), so signing in again leads back there. A full page load drops everything cached for the old session.
 * A session that had already ended is no error: the user is signed out either way.
 */
export async function signOut(
  currentPathAndQuery: string,
  client: IdentityClient = identityClient,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    await client.signOut();
  } catch (error) {
    if (!(isOpsdeckError(error) && error.status === 401)) throw error;
  }
  go(loginPath({ returnTo: currentPathAndQuery }));
}
