import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { identityClient, type IdentityClient } from './identityClient';
import type { LoginFlow, UiText } from './identityTypes';
import { flowErrorAction, type FlowErrorAction } from './loginFlowErrors';

export interface LoginCredentials {
  identifier: string;
  password: string;
  csrf_token: string;
}

export interface LoginFlowState {
  flow: LoginFlow | undefined;
  /** A message of the page's own (an error of the identity service that is not about one field). */
  notice: UiText | undefined;
  loading: boolean;
  submitting: boolean;
  /** Bumped whenever the form must be drawn afresh from the flow's nodes. */
  formVersion: number;
  heading: string;
  refresh: boolean;
  aal: string | undefined;
  submit: (credentials: LoginCredentials) => Promise<void>;
}

export const LOGIN_HEADINGS = {
  signIn: 'Sign In to your account',
  refresh: 'Confirm Action',
  aal2: 'Two-Factor Authentication',
} as const;

const errorText = (text: string): UiText => ({ id: 0, text, type: 'error' });

/** Only paths of this console go through the router; anything else the identity service named is a real navigation. */
const isAppPath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/**
 * The self-service login flow behind /login (spec 000 sections 2 and 8): creates or loads the flow named in the URL,
 * submits the password method, follows the identity service's error ids, and signs straight in when the query carries
 * both username and password (they are taken out of the address bar at once).
 */
export function useLoginFlow(client: IdentityClient = identityClient): LoginFlowState {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flowId = params.get('flow');
  const refresh = params.has('refresh') && params.get('refresh') !== 'false';
  const aal = params.get('aal') || undefined;
  const returnToParam = params.get('return_to') || undefined;

  const [flow, setFlow] = useState<LoginFlow>();
  const [notice, setNotice] = useState<UiText>();
  const [loading, setLoading] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [formVersion, setFormVersion] = useState(0);
  const credentialsFromQuery = useRef<{ identifier: string; password: string } | undefined>(undefined);
  const autoSubmitted = useRef(false);
  /** The id of a flow already in hand (just created, or returned by a submit): no need to fetch it again. */
  const knownFlow = useRef<string | undefined>(undefined);

  const returnTo = returnToParam ?? flow?.return_to ?? '/';

  const goTo = useCallback(
    (to: string) => (isAppPath(to) ? navigate(to, { replace: true }) : window.location.assign(to)),
    [navigate],
  );

  const setFlowParam = useCallback(
    (id: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('flow', id);
          else next.delete('flow');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const showFlow = useCallback((next: LoginFlow) => {
    knownFlow.current = next.id;
    setFlow(next);
    setFormVersion((v) => v + 1);
  }, []);

  const apply = useCallback(
    (action: FlowErrorAction, during: 'create' | 'load' | 'submit') => {
      switch (action.type) {
        case 'redirect':
          return goTo(action.to);
        case 'showFlow':
          return showFlow(action.flow);
        case 'useFlow':
          if (action.message) setNotice(errorText(action.message));
          return setFlowParam(action.flowId);
        case 'restart':
          if (action.message) setNotice(errorText(action.message));
          // A flow that cannot even be created is not retried in a loop: say what happened instead.
          if (during === 'create') {
            if (!action.message) setNotice(errorText('The sign-in flow could not be started. Please reload the page.'));
            return;
          }
          setFlow(undefined);
          knownFlow.current = undefined;
          return setFlowParam(undefined);
        case 'message':
          return setNotice(errorText(action.message));
      }
    },
    [goTo, setFlowParam, showFlow],
  );

  // Username and password in the address: remember them for the automatic sign-in, and drop them from the URL.
  useEffect(() => {
    const username = params.get('username');
    const password = params.get('password');
    if (!params.has('username') && !params.has('password')) return;
    if (username && password) credentialsFromQuery.current = { identifier: username, password };
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('username');
        next.delete('password');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  useEffect(() => {
    if (flowId && knownFlow.current === flowId) return;
    let cancelled = false;
    setLoading(true);
    const run = async () => {
      try {
        if (flowId) {
          const loaded = await client.getLoginFlow(flowId);
          if (!cancelled) showFlow(loaded);
        } else {
          const created = await client.createLoginFlow({ returnTo: returnToParam, refresh, aal });
          if (cancelled) return;
          showFlow(created);
          setFlowParam(created.id);
        }
      } catch (error) {
        if (!cancelled) apply(flowErrorAction(error, { returnTo: returnToParam ?? '/' }), flowId ? 'load' : 'create');
      } finally {
        if (!cancelled) setLoading(false);
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
    // The flow is (re)loaded when its id in the URL changes; the other parameters only matter when one is created.
  }, [flowId]);

  const submit = useCallback(
    async (credentials: LoginCredentials) => {
      if (!flow) return;
      setSubmitting(true);
      setNotice(undefined);
      try {
        await client.submitLoginFlow(flow.id, { method: 'password', ...credentials });
        // Whatever was cached belonged to nobody (or to the session just replaced).
        queryClient.clear();
        goTo(returnTo);
      } catch (error) {
        apply(flowErrorAction(error, { returnTo }), 'submit');
      } finally {
        setSubmitting(false);
      }
    },
    [apply, client, flow, goTo, queryClient, returnTo],
  );

  useEffect(() => {
    const credentials = credentialsFromQuery.current;
    if (!flow || !credentials || autoSubmitted.current) return;
    const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
    autoSubmitted.current = true;
    void submit({ ...credentials, csrf_token: typeof csrf === 'string' ? csrf : '' });
  }, [flow, submit]);

  const heading = aal === 'aal2' ? LOGIN_HEADINGS.aal2 : refresh ? LOGIN_HEADINGS.refresh : LOGIN_HEADINGS.signIn;
  return { flow, notice, loading, submitting, formVersion, heading, refresh, aal, submit };
}
