import { isOpsdeckError } from '@opsdeck/api';
import { SkeletonText } from '@opsdeck/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../app/PageHeader';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { identityClient } from './identityClient';
import type { FlowError } from './identityTypes';

export const BAD_SESSION_TEXT =
  'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.';
export const UNKNOWN_ERROR_TEXT = 'Unknown error';

/** Flow errors that mean "nothing to show here" (spec 000 section 2): gone, someone else's, or never existed. */
const GO_HOME_STATUSES = new Set([403, 404, 410]);

function summary(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { reason, message } = error as { reason?: unknown; message?: unknown };
  return typeof reason === 'string' && reason ? reason : typeof message === 'string' ? message : undefined;
}

function GoBack() {
  return (
    <div className={styles.links}>
      <Link className={styles.link} to="/">
        Go back
      </Link>
    </div>
  );
}

/** A stored identity flow error, fetched by id: shown raw, or a redirect home when there is none to show. */
function FlowErrorView({ id }: { id: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ flowError?: FlowError; failure?: unknown }>({});
  useEffect(() => {
    let cancelled = false;
    identityClient.getFlowError(id).then(
      (flowError) => !cancelled && setState({ flowError }),
      (failure: unknown) => {
        if (cancelled) return;
        if (isOpsdeckError(failure) && failure.status !== undefined && GO_HOME_STATUSES.has(failure.status)) {
          navigate('/', { replace: true });
        } else setState({ failure });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, navigate]);

  if (!state.flowError && !state.failure) return <SkeletonText lines={3} aria-label="Loading" />;
  const error = state.flowError?.error ?? (isOpsdeckError(state.failure) ? state.failure.body ?? state.failure.message : String(state.failure));
  return (
    <>
      {summary(error) ? (
        <p className={styles.message} data-type="error" role="alert">
          {summary(error)}
        </p>
      ) : null}
      <pre className={styles.details} aria-label="Error details">
        {JSON.stringify(error, null, 2)}
      </pre>
      <GoBack />
    </>
  );
}

/** The error page (spec 000 section 2): `?error_code=` from the console, `?id=` from the identity service. */
export function ErrorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const code = params.get('error_code');
  useDocumentTitle('Error');
  return (
    <AuthLayout title="Something went wrong">
      {id ? (
        <FlowErrorView id={id} />
      ) : (
        <>
          <p className={styles.centered} role="alert">
            {code === 'BAD_SESSION' ? BAD_SESSION_TEXT : UNKNOWN_ERROR_TEXT}
          </p>
          <GoBack />
        </>
      )}
    </AuthLayout>
  );
}
