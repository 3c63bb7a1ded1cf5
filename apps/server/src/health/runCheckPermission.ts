import { canRunChecks } from '@opsdeck/api';
import { principalCan, type Principal } from '../auth/principal';
import { forbidden } from '../httpError';

/** Run Now: the rule is @opsdeck/api's canRunChecks (the console hides the button by the same one). */
export function assertCanRunChecks(principal: Principal): void {
  if (canRunChecks((resource, access) => principalCan(principal, resource, access))) return;
  const subject = principal.person.email ?? principal.person.id;
  throw forbidden(`${subject} may not run checks: that needs write on canaries or on incident`, {
    subject,
    object: 'canaries',
    action: 'run',
  });
}
