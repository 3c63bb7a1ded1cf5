import { Component, lazy, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * A part that is only needed once the user opens something (the picker's popover, the dropdown's list): its code,
 * Radix and all, is a separate chunk fetched on first use, and `preload` (on hover or focus) fetches it earlier so
 * that opening does not wait. After a failed fetch the next `get()` tries again.
 */
export interface LazyPart<P extends object> {
  get(): LazyExoticComponent<ComponentType<P>>;
  preload(): Promise<ComponentType<P>>;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let promise: Promise<ComponentType<P>> | undefined;
  let component: LazyExoticComponent<ComponentType<P>> | undefined;
  const preload = () => {
    promise ??= load().catch((error: unknown) => {
      promise = undefined;
      component = undefined;
      throw error;
    });
    return promise;
  };
  return {
    get: () => (component ??= lazy(() => preload().then((loaded) => ({ default: loaded })))),
    preload: () => {
      const loading = preload();
      // A failed preload is reported by the render that needs the part, not here.
      loading.catch(() => undefined);
      return loading;
    },
  };
}

interface LazyPartBoundaryProps {
  /** What to render instead when the part could not load (default nothing). */
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a part that failed to load (or to render) from taking the host's page down with it. */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
