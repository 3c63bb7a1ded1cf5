/**
 * The total of a counted request (`Prefer: count=exact`) comes back in `Content-Range: <from>-<to>/<total>`;
 * an empty result is `*\/0`, and an uncounted one `0-9/*` (total unknown: null).
 */
export interface ContentRange {
  from: number | null;
  to: number | null;
  total: number | null;
}

const CONTENT_RANGE = /^\s*(?:(\d+)-(\d+)|\*)\s*\/\s*(\d+|\*)\s*$/;

export function parseContentRange(header: string | null | undefined): ContentRange | null {
  if (!header) return null;
  const match = CONTENT_RANGE.exec(header);
  if (!match) return null;
  const [, from, to, total] = match;
  return {
    from: from === undefined ? null : Number(from),
    to: to === undefined ? null : Number(to),
    total: total === undefined || total === '*' ? null : Number(total),
  };
}
