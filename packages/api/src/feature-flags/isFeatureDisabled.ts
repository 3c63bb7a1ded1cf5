/**
 * Feature flags are properties: `<feature>.disable` = 'true' turns a feature off (spec 001 section 3.5). A settings
 * page also goes when the area it belongs to is off (spec 001 section 9): the scraper settings with the catalog,
 * the topology settings with topology, health checks and job history with health.
 */

export const FEATURE_PARENTS: Readonly<Record<string, string>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
};

/** Areas the spec names as switchable; any other name works too. */
export const KNOWN_FEATURES = [
  'topology',
  'health',
  'incidents',
  'config',
  'logs',
  'playbooks',
  'applications',
  'views',
  'agents',
  'notifications',
  'settings.connections',
  'settings.users',
  'settings.teams',
  'settings.permissions',
  'settings.tokens',
  'settings.integrations',
  'settings.feature_flags',
  'settings.event_queue_status',
  'settings.logging_backends',
  'settings.config_scraper',
  'settings.topology',
  'settings.health',
  'settings.job_history',
] as const;

export type PropertiesInput =
  | readonly { readonly name: string; readonly value: unknown }[]
  | ReadonlyMap<string, unknown>
  | Readonly<Record<string, unknown>>;

function lookup(properties: PropertiesInput, name: string): unknown {
  if (Array.isArray(properties)) {
    // The last row wins, as a later override would.
    for (let i = properties.length - 1; i >= 0; i--) {
      const property = properties[i] as { name: string; value: unknown };
      if (property.name === name) return property.value;
    }
    return undefined;
  }
  if (properties instanceof Map) return properties.get(name);
  return Object.hasOwn(properties, name) ? (properties as Record<string, unknown>)[name] : undefined;
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

export function isFeatureDisabled(properties: PropertiesInput | null | undefined, name: string): boolean {
  if (!properties) return false;
  const seen = new Set<string>();
  for (let feature: string | undefined = name; feature && !seen.has(feature); feature = FEATURE_PARENTS[feature]) {
    seen.add(feature);
    if (isTrue(lookup(properties, `${feature}.disable`))) return true;
  }
  return false;
}

/**
 * Boolean metadata such as an organisation's `direct` flag (spec 000 section 5): the strings 'true' and 'false' or
 * real booleans; anything else is an error.
 */
export function parseBooleanMetadata(value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new TypeError('Invalid boolean value');
}
