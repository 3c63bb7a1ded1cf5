'use client';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { connectionPayloadToForm, connectionTypeDef, defaultConnectionValues, DEFAULT_NAMESPACE, type Connection, type ConnectionPayload } from '@opsdeck/api';
import { useAuthorizer } from '../auth/useAuthorizer';
import { useErrorMessage } from '../messages/requestMessages';
import { useApi } from '../provider/useApi';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import { ConnectionDetails, type ConnectionSavedAction } from './ConnectionDetails';
import { useConnectionFormMessages, type ConnectionFormMessages } from './connectionFormMessages';
import { connectionKeys } from './connectionKeys';
import { connectionsApiRef, createConnectionsApi } from './connectionsApi';
import { ConnectionTypeGrid } from './ConnectionTypeGrid';
import * as styles from './ConnectionForm.css';

export interface ConnectionFormProps {
  /** Start on this type's form (the grid is skipped; Back then calls onCancel). */
  type?: string;
  /** Edit this existing connection (tabs Edit and Permissions). */
  connectionId?: string;
  /** After a create, update or delete succeeded (the toast is shown already). */
  onSaved?: (connection: Connection | undefined, action: ConnectionSavedAction) => void;
  /** Back from the first step: the host closes its dialog or navigates away. */
  onCancel?: () => void;
  messages?: Partial<ConnectionFormMessages>;
  className?: string;
}

/**
 * Add, edit, test and delete a connection or notification channel (spec 001 sections 2.3 and 3.3, contract 2(d)):
 * the type grid, then the type's form built from the @opsdeck/api catalogue. Controlled by the host: it renders
 * inline or inside the host's own dialog, and reports back through onSaved / onCancel.
 */
export function ConnectionForm({ type, connectionId, onSaved, onCancel, messages: overrides, className }: ConnectionFormProps) {
  const messages = useConnectionFormMessages(overrides);
  const api = useApi(connectionsApiRef, createConnectionsApi);
  const { can } = useAuthorizer();
  const canWrite = can('connections', 'write');
  const [picked, setPicked] = useState<string | undefined>(type);
  const wrap = (node: React.ReactNode) => <div className={className ? `${styles.root} ${className}` : styles.root}>{node}</div>;

  if (connectionId) {
    return wrap(<ExistingConnection id={connectionId} canWrite={canWrite} messages={messages} onSaved={onSaved} onBack={() => onCancel?.()} api={api} />);
  }
  const def = picked ? connectionTypeDef(picked) : undefined;
  if (!def) return wrap(<ConnectionTypeGrid messages={messages} onSelect={(d) => setPicked(d.type)} />);
  return wrap(
    <ConnectionDetails
      key={def.type}
      def={def}
      api={api}
      initial={{ name: '', namespace: DEFAULT_NAMESPACE, values: defaultConnectionValues(def.type) }}
      canWrite={canWrite}
      messages={messages}
      onBack={() => (type ? onCancel?.() : setPicked(undefined))}
      onSaved={onSaved}
    />,
  );
}

interface ExistingConnectionProps {
  id: string;
  api: ReturnType<typeof createConnectionsApi>;
  canWrite: boolean;
  messages: ConnectionFormMessages;
  onBack: () => void;
  onSaved?: ConnectionFormProps['onSaved'] | undefined;
}

function ExistingConnection({ id, api, canWrite, messages, onBack, onSaved }: ExistingConnectionProps) {
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const describe = useErrorMessage();
  const query = useQuery({ queryKey: connectionKeys.detail(queryKeyRoot, id), queryFn: ({ signal }) => api.get(id, { signal }) }, queryClient);
  if (query.isPending) return <p className={styles.hint} role="status">{messages.loading}</p>;
  if (query.isError) return <p className={styles.alert} role="alert">{`${messages.loadError}: ${describe(query.error)}`}</p>;
  const connection = query.data;
  const def = connection ? connectionTypeDef(connection.type) : undefined;
  if (!connection) return <p className={styles.alert} role="alert">{messages.notFound}</p>;
  if (!def) return <p className={styles.alert} role="alert">{messages.unknownType(connection.type)}</p>;
  return (
    <ConnectionDetails
      key={connection.id}
      def={def}
      api={api}
      connection={connection}
      initial={connectionPayloadToForm(connection as ConnectionPayload)}
      revision={connection.updated_at ?? undefined}
      canWrite={canWrite}
      messages={messages}
      onBack={onBack}
      onSaved={onSaved}
    />
  );
}
