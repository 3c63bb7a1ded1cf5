/**
 * The `select` parameter: column lists and resource embeds as the widgets use them (contract "PostgREST
 * conventions"): `created_by(id,name)`, `alias:relation(cols)`, `relation!fk_name(cols)`, nested embeds.
 */

export interface EmbedOptions {
  /** `alias:relation(...)`: the key the embedded rows appear under. */
  alias?: string;
  /** `relation!hint(...)`: the foreign key (or `inner`) that disambiguates the join. */
  hint?: string;
}

export interface Embed {
  readonly kind: 'embed';
  readonly relation: string;
  readonly columns: readonly SelectItem[];
  readonly options: EmbedOptions;
}

export type SelectItem = string | Embed;
export type SelectInput = string | readonly SelectItem[];

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function assertIdentifier(what: string, value: string): void {
  if (!IDENTIFIER.test(value)) throw new TypeError(`Invalid ${what} in select: ${JSON.stringify(value)}`);
}

/** `embed('created_by', ['id', 'name'])` -> `created_by(id,name)`. */
export function embed(relation: string, columns: readonly SelectItem[] = ['*'], options: EmbedOptions = {}): Embed {
  assertIdentifier('relation', relation);
  if (options.alias !== undefined) assertIdentifier('alias', options.alias);
  if (options.hint !== undefined) assertIdentifier('hint', options.hint);
  return { kind: 'embed', relation, columns, options };
}

/** Whitespace outside double quotes means nothing to PostgREST; dropping it keeps URLs and cache keys stable. */
export function compactSelect(select: string): string {
  let quoted = false;
  let out = '';
  for (const char of select) {
    if (char === '"') quoted = !quoted;
    if (!quoted && /\s/.test(char)) continue;
    out += char;
  }
  return out;
}

function renderItem(item: SelectItem): string {
  if (typeof item === 'string') return compactSelect(item);
  const { alias, hint } = item.options;
  const head = `${alias ? `${alias}:` : ''}${item.relation}${hint ? `!${hint}` : ''}`;
  return `${head}(${item.columns.map(renderItem).join(',')})`;
}

export function renderSelect(select: SelectInput): string {
  return typeof select === 'string' ? compactSelect(select) : select.map(renderItem).join(',');
}
