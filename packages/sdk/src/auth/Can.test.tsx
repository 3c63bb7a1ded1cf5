import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBackendServer, type BackendServer } from '../../test/backendServer';
import { OpsdeckProvider } from '../provider/OpsdeckProvider';
import { Can } from './Can';
import { useAuthorizer } from './useAuthorizer';

const server = inject('referenceServer');

function Gates() {
  return (
    <ul>
      <Can resource="connections" action="write" fallback={<li>no connection edits</li>} loading={<li>checking</li>}>
        <li>edit connections</li>
      </Can>
      <Can resource="canaries" action="read" fallback={<li>no health</li>}>
        <li>see health</li>
      </Can>
      <Can resource="incident" action="write" fallback={<li>no incident edits</li>}>
        <li>edit incidents</li>
      </Can>
      <Can resource={['rbac', 'responder']} action="write" fallback={<li>no team edits</li>}>
        <li>edit some team area</li>
      </Can>
    </ul>
  );
}

function items() {
  return screen.getAllByRole('listitem').map((li) => li.textContent);
}

describe('<Can> against the reference server', () => {
  it('shows an admin everything they may do, once whoami has answered', async () => {
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token={server.tokens.admin}>
        <Gates />
      </OpsdeckProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    await screen.findByText('edit connections');
    expect(items()).toEqual(['edit connections', 'see health', 'edit incidents', 'edit some team area']);
  });

  it('shows a viewer read access only', async () => {
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token={server.tokens.viewer}>
        <Gates />
      </OpsdeckProvider>,
    );
    await screen.findByText('no connection edits');
    expect(items()).toEqual(['no connection edits', 'see health', 'no incident edits', 'no team edits']);
  });

  it('applies a deny row over the role: a responder denied reading health keeps their incident writes', async () => {
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token={server.tokens.responderDeniedHealth}>
        <Gates />
      </OpsdeckProvider>,
    );
    await screen.findByText('no connection edits');
    expect(items()).toEqual(['no connection edits', 'no health', 'edit incidents', 'edit some team area']);
  });

  it('shows the fallback when who the user is cannot be found out (401)', async () => {
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token="revoked">
        <Gates />
      </OpsdeckProvider>,
    );
    await screen.findByText('no connection edits');
    expect(items()).toEqual(['no connection edits', 'no health', 'no incident edits', 'no team edits']);
  });
});

describe('given mode="public"', () => {
  let backend: BackendServer;
  beforeAll(async () => {
    backend = await startBackendServer({ name: 'Nobody', roles: ['admin'] });
  });
  afterAll(() => backend.close());

  it('never asks who the user is, shows reads and hides every write', async () => {
    function Status() {
      const { status, authorizer } = useAuthorizer();
      return <p>{`${status} ${authorizer?.isViewer}`}</p>;
    }
    render(
      <OpsdeckProvider baseUrl={backend.origin} mode="public">
        <Gates />
        <Status />
      </OpsdeckProvider>,
    );
    expect(items()).toEqual(['no connection edits', 'see health', 'no incident edits', 'no team edits']);
    expect(screen.getByText('success true')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.requests).toEqual([]);
  });
});
