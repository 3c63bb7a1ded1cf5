import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { WhoamiResponseSchema } from '@opsdeck/api';
import { OpsdeckProvider } from '../provider/OpsdeckProvider';
import { readWhoami } from './authApi';
import { useWhoami } from './useWhoami';

const server = inject('referenceServer');

function WhoamiName() {
  const whoami = useWhoami();
  if (whoami.isPending) return <p>loading</p>;
  if (whoami.isError) return <p role="alert">{whoami.error.message}</p>;
  return (
    <p>
      {whoami.data.user.name} ({whoami.data.roles.join(',')})
    </p>
  );
}

describe('useWhoami against the reference server', () => {
  it('shows the signed-in user and their roles', async () => {
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token={server.tokens.admin}>
        <WhoamiName />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText(`${server.names.admin} (admin)`)).toBeInTheDocument();
  });

  it('reads the body exactly as the zod schema of @opsdeck/api does', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/whoami`, {
      headers: { Authorization: `Bearer ${server.tokens.responderDeniedHealth}` },
    });
    const body: unknown = await response.json();
    const byHand = readWhoami(body);
    const byZod = WhoamiResponseSchema.parse(body).payload;
    expect(byHand.user).toMatchObject({ id: byZod.user.id, name: byZod.user.name, email: byZod.user.email });
    expect(byHand.roles).toEqual(byZod.roles);
    expect(byHand.permissions).toEqual(byZod.permissions);
    expect(byHand.permissions).toEqual([expect.objectContaining({ object: 'canaries', action: 'read', deny: true })]);
  });
});
