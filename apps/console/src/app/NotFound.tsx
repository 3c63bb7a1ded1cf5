import { Button, EmptyState } from '@opsdeck/ui';
import { useNavigate } from 'react-router';
import { PageHeader } from './PageHeader';

/** An address the console has no page for. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="Page not found"
        description="There is no page at this address."
        action={
          <Button variant="secondary" onClick={() => navigate('/')}>
            Go to the start page
          </Button>
        }
      />
    </>
  );
}
