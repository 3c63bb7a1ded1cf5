import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView, type ErrorViewMessages } from './ErrorView';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default ErrorView; gets the error and a reset that renders the children again. */
  fallback?: ReactNode | ((props: { error: unknown; reset: () => void }) => ReactNode);
  /** Called once per caught error, for the host's logging. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When any of these values changes, a caught error is cleared (for example the current route or query key). */
  resetKeys?: readonly unknown[];
  messages?: Partial<ErrorViewMessages>;
}

interface State {
  error: unknown;
  hasError: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** Keeps a render error inside one widget: the rest of the host page keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = () => this.setState({ error: undefined, hasError: false });

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { fallback, messages } = this.props;
    if (typeof fallback === 'function') return fallback({ error: this.state.error, reset: this.reset });
    if (fallback !== undefined) return fallback;
    return <ErrorView error={this.state.error} onRetry={this.reset} messages={messages} />;
  }
}
