import { Navigate } from 'react-router';
import { landingPath } from '../auth/navAccess';
import { Unauthorized } from '../auth/Unauthorized';
import { useSession } from './session';

/** `/`: the first page this user may open (see landingPath), or the Unauthorized page when there is none. */
export function LandingRedirect() {
  const { authorizer, properties } = useSession();
  const to = landingPath({ authorizer, properties });
  return to ? <Navigate to={to} replace /> : <Unauthorized />;
}
