import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { DateInput, DateTimeFormat, OpsdeckClient } from '@opsdeck/api';
import type { ApiHolder } from './apiHolder';
import type { OpsdeckQueryKeyRoot } from './opsdeckKeys';

/** 'app': the signed-in product; 'public': a read-only embed (no identity lookup, no write actions, links in new tabs). */
export type OpsdeckMode = 'app' | 'public';

export interface OpsdeckNavigateOptions {
  replace?: boolean;
}

/** The host's router: `navigate('/health?check=1')`. */
export type OpsdeckNavigate = (to: string, options?: OpsdeckNavigateOptions) => void;

/** Host-side switches: feature name -> enabled. They win over the backend's `<feature>.disable` properties. */
export type OpsdeckFeatures = Readonly<Record<string, boolean>>;

/** How widgets write dates and times: the host's preference (spec 001 section 3.5), else the spec's defaults. */
export interface OpsdeckDateTime {
  format: DateTimeFormat;
  /** IANA zone; undefined: the browser's. */
  timeZone: string | undefined;
  /**
   * A date in that format and zone ('' for none). Built by the provider, so a widget formats dates without bundling the
   * formatter itself: the provider's entry, which every host loads once, carries it.
   */
  formatDateTime: (value: DateInput) => string;
}

/** What one provider gives its subtree. Each provider has its own: two on a page share nothing. */
export interface OpsdeckContextValue {
  client: OpsdeckClient;
  queryClient: QueryClient;
  apis: ApiHolder;
  mode: OpsdeckMode;
  queryKeyRoot: OpsdeckQueryKeyRoot;
  navigate: OpsdeckNavigate | undefined;
  features: OpsdeckFeatures | undefined;
  dateTime: OpsdeckDateTime;
}

export const OpsdeckContext = createContext<OpsdeckContextValue | null>(null);

export function useOpsdeckContext(caller: string): OpsdeckContextValue {
  const value = useContext(OpsdeckContext);
  if (!value) throw new Error(`${caller} must be used inside <OpsdeckProvider> (or <TestOpsdeckProvider> in tests)`);
  return value;
}
