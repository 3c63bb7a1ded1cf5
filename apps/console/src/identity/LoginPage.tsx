import { Button, SkeletonText, TextInput } from '@opsdeck/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { hasPage } from '../app/pages';
import { useDocumentTitle } from '../app/PageHeader';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import type { UiNode, UiText } from './identityTypes';
import { useLoginFlow } from './useLoginFlow';

/** The groups of nodes this page knows how to draw: the password method (other methods have no server here). */
const DRAWN_GROUPS = new Set(['default', 'password']);

function Message({ message }: { message: UiText }) {
  return (
    <p className={styles.message} data-type={message.type} role={message.type === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}

function NodeInput({ node, submitting }: { node: UiNode; submitting: boolean }) {
  const { attributes, meta, messages } = node;
  const value = typeof attributes.value === 'string' ? attributes.value : undefined;
  if (attributes.type === 'hidden') return <input type="hidden" name={attributes.name} defaultValue={value} />;
  if (attributes.type === 'submit') {
    return (
      <Button type="submit" name={attributes.name} value={value} loading={submitting} fullWidth size="lg">
        {meta.label?.text ?? 'Sign in'}
      </Button>
    );
  }
  // Messages of the identity service go under their field, errors in red (spec 000 section 2).
  const errors = messages.filter((m) => m.type === 'error').map((m) => m.text);
  return (
    <TextInput
      label={meta.label?.text ?? attributes.name}
      name={attributes.name}
      type={attributes.type}
      defaultValue={value}
      required={attributes.required}
      disabled={attributes.disabled}
      autoComplete={attributes.autocomplete}
      error={errors.length ? errors.join(' ') : undefined}
      description={messages.filter((m) => m.type !== 'error').map((m) => m.text).join(' ') || undefined}
    />
  );
}

/** /login in self-hosted mode (spec 000 section 2). */
export function LoginPage() {
  const { flow, notice, loading, submitting, formVersion, heading, submit } = useLoginFlow();
  useDocumentTitle(heading);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    void submit({ identifier: field('identifier'), password: field('password'), csrf_token: field('csrf_token') });
  };

  const nodes = flow?.ui.nodes.filter((node) => DRAWN_GROUPS.has(node.group) && node.type === 'input') ?? [];
  return (
    <AuthLayout title={heading}>
      {notice ? <Message message={notice} /> : null}
      {flow?.ui.messages?.map((message) => <Message key={`${message.id}-${message.text}`} message={message} />)}
      {loading && !flow ? (
        <SkeletonText lines={4} aria-label="Loading" />
      ) : flow ? (
        <form key={`${flow.id}-${formVersion}`} className={styles.form} onSubmit={onSubmit} noValidate>
          {nodes.map((node) => (
            <NodeInput key={node.attributes.name} node={node} submitting={submitting} />
          ))}
        </form>
      ) : null}
      {!loading && !flow ? (
        // No form to show (the flow could not start): offer the plain sign-in again.
        <div className={styles.links}>
          <a className={styles.link} href="/login">
            Back to sign in
          </a>
        </div>
      ) : null}
      {/* Account recovery arrives with the recovery flow; the link appears with its page. */}
      {hasPage('/recovery') ? (
        <div className={styles.links}>
          <Link className={styles.link} to="/recovery">
            Reset password
          </Link>
        </div>
      ) : null}
    </AuthLayout>
  );
}
