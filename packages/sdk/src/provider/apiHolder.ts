import { createApiRef, type ApiRef, type OpsdeckClient } from '@opsdeck/api';

/** The HTTP client itself, replaceable like any other API (a host may wrap it, a test may fake it). */
export const opsdeckClientRef = createApiRef<OpsdeckClient>({ id: 'opsdeck.client' });

/** One replacement: `[healthApiRef, myHealthApi]`. */
export type ApiPair<T> = readonly [ApiRef<T>, T];

/** A list of replacements, each implementation checked against its ref's type. */
export type ApiPairs<TApis extends readonly unknown[]> = readonly [...{ [K in keyof TApis]: ApiPair<TApis[K]> }];

/** The pairs as the holder stores them, with the per-pair typing erased. */
export type LooseApiPairs = readonly (readonly [ApiRef<unknown>, unknown])[];

/** Builds the default implementation of an API from the provider's client (e.g. `createHealthApi`). */
export type ApiFactory<T> = (client: OpsdeckClient) => T;

/**
 * The APIs of one provider: the host's replacements first, else the default built from the client once and kept
 * (so its identity is stable across renders). Widgets name their default factory where they ask for the API, so an
 * entry that is not imported costs nothing.
 */
export class ApiHolder {
  readonly client: OpsdeckClient;
  readonly #overrides: ReadonlyMap<string, unknown>;
  readonly #built = new Map<string, unknown>();

  constructor(client: OpsdeckClient, overrides: ReadonlyMap<string, unknown>) {
    this.client = client;
    this.#overrides = overrides;
  }

  get<T>(ref: ApiRef<T>, factory?: ApiFactory<T>): T {
    if (this.#overrides.has(ref.id)) return this.#overrides.get(ref.id) as T;
    if (ref.id === opsdeckClientRef.id) return this.client as T;
    if (this.#built.has(ref.id)) return this.#built.get(ref.id) as T;
    if (!factory) throw new Error(`No implementation available for apiRef{${ref.id}}`);
    const api = factory(this.client);
    this.#built.set(ref.id, api);
    return api;
  }
}

export function overridesOf(pairs: LooseApiPairs | undefined): Map<string, unknown> {
  const map = new Map<string, unknown>();
  for (const [ref, api] of pairs ?? []) {
    if (map.has(ref.id)) throw new Error(`apiRef{${ref.id}} is given twice in the provider's apis`);
    map.set(ref.id, api);
  }
  return map;
}

/** Same refs and the same implementations in the same order: the holder (and every API it built) can be kept. */
export function samePairs(a: LooseApiPairs | undefined, b: LooseApiPairs | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every(([ref, api], i) => b[i]?.[0] === ref && b[i]?.[1] === api);
}
