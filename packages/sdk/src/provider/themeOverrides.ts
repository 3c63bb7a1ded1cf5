import { vars, type ThemeVars } from '@opsdeck/ui/theme';

type Overrides<T> = { [K in keyof T]?: T[K] extends string ? string : Overrides<T[K]> };

/** Any token of the design system's contract, e.g. `{ color: { accent: '#7c3aed' }, radius: { md: '2px' } }`. */
export type OpsdeckThemeOverrides = Overrides<ThemeVars>;

const VAR_REFERENCE = /^var\((--[A-Za-z0-9-]+)\)$/;

/**
 * The overrides as custom properties on the provider's element (`--od-color-accent: #7c3aed`), so they apply below
 * it in light and dark alike and need no stylesheet of ours at run time. Unknown keys throw, naming the path: a typo
 * would otherwise be silently ignored.
 */
export function themeOverrideStyle(overrides: OpsdeckThemeOverrides | undefined): Record<string, string> | undefined {
  if (!overrides) return undefined;
  const style: Record<string, string> = {};
  const walk = (given: object, contract: object, path: string) => {
    for (const [key, value] of Object.entries(given)) {
      if (value === undefined) continue;
      const target = Object.hasOwn(contract, key) ? (contract as Record<string, unknown>)[key] : undefined;
      const where = path ? `${path}.${key}` : key;
      if (typeof target === 'string' && typeof value === 'string') {
        const name = VAR_REFERENCE.exec(target)?.[1];
        if (name) style[name] = value;
      } else if (target && typeof target === 'object' && value && typeof value === 'object') {
        walk(value, target, where);
      } else {
        throw new TypeError(`Unknown theme token "${where}" in OpsdeckProvider's theme`);
      }
    }
  };
  walk(overrides, vars, '');
  return style;
}
