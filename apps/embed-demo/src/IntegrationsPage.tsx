import { OpsdeckProvider, useOpsdeckClient } from '@opsdeck/sdk';
import { ConnectionForm } from '@opsdeck/sdk/connection-form';
import { PermissionEditor } from '@opsdeck/sdk/permission-editor';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AcmeDialog } from './AcmeDialog';
import type { AcmeConfig } from './acmeConfig';

interface ConnectionRow {
  id: string;
  name: string;
  type: string;
}

const connectionsKey = (opsdeckUrl: string) => ['acme', 'integrations', 'connections', opsdeckUrl] as const;

/**
 * The team's integrations: a second Opsdeck provider with its own token (read and write connections, read
 * permissions) and, without a `queryClient`, its own private cache, so nothing the health pages' read token fetched
 * is reused here and nothing fetched here leaks to them.
 */
export function IntegrationsPage({ config }: { config: AcmeConfig }) {
  const navigate = useNavigate();
  return (
    <OpsdeckProvider
      baseUrl={`${config.opsdeckUrl}/api`}
      token={config.integrationsToken}
      navigate={(to) => navigate(to)}
      withBackground={false}
    >
      <Integrations opsdeckUrl={config.opsdeckUrl} />
    </OpsdeckProvider>
  );
}

function Integrations({ opsdeckUrl }: { opsdeckUrl: string }) {
  const client = useOpsdeckClient();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<ConnectionRow | null>(null);
  // Acme's own query, in Acme's QueryClient, through the provider's client (its base URL and token).
  const connections = useQuery({
    queryKey: connectionsKey(opsdeckUrl),
    queryFn: async ({ signal }) => {
      const res = await client.get<ConnectionRow[]>('/db/connections', { query: { select: 'id,name,type', deleted_at: 'is.null', order: 'name.asc' }, signal });
      return res.data;
    },
  });

  return (
    <>
      <section className="acme-card" aria-labelledby="acme-integrations">
        <div className="acme-card-header">
          <h2 id="acme-integrations">Integrations</h2>
          <button type="button" className="acme-button" onClick={() => setAdding(true)}>
            Add webhook
          </button>
        </div>
        {connections.isPending ? <p role="status">Loading connections…</p> : null}
        {connections.isError ? <p className="acme-error" role="alert">Could not load connections: {String(connections.error)}</p> : null}
        {connections.data?.length === 0 ? <p>No connections yet.</p> : null}
        <ul className="acme-list" aria-label="Connections">
          {(connections.data ?? []).map((connection) => (
            <li key={connection.id}>
              <button
                type="button"
                className="acme-list-item"
                aria-pressed={selected?.id === connection.id}
                onClick={() => setSelected(connection)}
              >
                <span>{connection.name}</span> <span className="acme-muted">{connection.type}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selected ? (
        <section className="acme-card" aria-labelledby="acme-connection-permissions">
          <h2 id="acme-connection-permissions">Who may use {selected.name}</h2>
          <PermissionEditor key={selected.id} connectionId={selected.id} />
        </section>
      ) : null}
      <AcmeDialog title="Add webhook" open={adding} onClose={() => setAdding(false)}>
        <ConnectionForm
          type="generic_webhook"
          onSaved={() => {
            setAdding(false);
            void queryClient.invalidateQueries({ queryKey: connectionsKey(opsdeckUrl) });
          }}
          onCancel={() => setAdding(false)}
        />
      </AcmeDialog>
    </>
  );
}
