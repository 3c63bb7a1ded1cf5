import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpError } from '../httpError';
import { parseQuery } from './parseQuery';
import { parseOrder, parseSelect } from './parseSelect';
import type { Condition, Filter, LogicTree, OrderTerm, SelectItem } from './types';

const parse = (qs: string) => parseQuery(new URLSearchParams(qs));
const field = (column: string) => ({ column, path: [] });

function parseError(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    return (err as Error).message;
  }
  throw new Error('expected a 400');
}

describe('parseQuery: filters', () => {
  it('reads each operator, negation and repeated keys', () => {
    const q = parse('a=eq.1&b=neq.x&time=gt.2024-01-01T00:00:00Z&time=lt.2024-02-01&c=not.is.null&d=is.TRUE&e=isdistinct.z');
    expect(q.filters).toEqual([
      { kind: 'condition', field: field('a'), operator: 'eq', negated: false, value: '1' },
      { kind: 'condition', field: field('b'), operator: 'neq', negated: false, value: 'x' },
      { kind: 'condition', field: field('time'), operator: 'gt', negated: false, value: '2024-01-01T00:00:00Z' },
      { kind: 'condition', field: field('time'), operator: 'lt', negated: false, value: '2024-02-01' },
      { kind: 'condition', field: field('c'), operator: 'is', negated: true, value: 'null' },
      { kind: 'condition', field: field('d'), operator: 'is', negated: false, value: 'true' },
      { kind: 'condition', field: field('e'), operator: 'isdistinct', negated: false, value: 'z' },
    ]);
  });

  it('keeps dots in values: only the operator is split off', () => {
    expect(parse('v=eq.1.2.3').filters[0]).toMatchObject({ operator: 'eq', value: '1.2.3' });
  });

  it('turns * into % in like and ilike (PostgREST), but not elsewhere', () => {
    expect(parse('title=ilike.*api*').filters[0]).toMatchObject({ operator: 'ilike', value: '%api%' });
    expect(parse('title=eq.*api*').filters[0]).toMatchObject({ operator: 'eq', value: '*api*' });
  });

  it('reads in-lists with double-quoted items holding commas and parentheses', () => {
    expect(parse('id=in.("a,b",c,"d)e","x\\"y")').filters[0]).toMatchObject({ operator: 'in', value: ['a,b', 'c', 'd)e', 'x"y'] });
    expect(parse('id=in.()').filters[0]).toMatchObject({ operator: 'in', value: [] });
  });

  it('reads cs with JSON and with array literals, and quantified operators', () => {
    expect(parse('labels=cs.{"a":"b"}').filters[0]).toMatchObject({ operator: 'cs', value: '{"a":"b"}' });
    expect(parse('events=cs.{a,b}').filters[0]).toMatchObject({ operator: 'cs', value: '{a,b}' });
    expect(parse('name=like(any).{a*,*b}').filters[0]).toMatchObject({ operator: 'like', quantifier: 'any', value: '{a%,%b}' });
  });

  it('reads or=() with nested and(), not.or=() and quoted values', () => {
    const q = parse('or=(a.eq.1,b.gt.2,and(c.is.null,d.not.eq."x,y"))&not.and=(e.in.(1,2),f.like.*z)');
    expect(q.filters).toEqual([
      {
        kind: 'logic',
        operator: 'or',
        negated: false,
        children: [
          { kind: 'condition', field: field('a'), operator: 'eq', negated: false, value: '1' },
          { kind: 'condition', field: field('b'), operator: 'gt', negated: false, value: '2' },
          {
            kind: 'logic',
            operator: 'and',
            negated: false,
            children: [
              { kind: 'condition', field: field('c'), operator: 'is', negated: false, value: 'null' },
              { kind: 'condition', field: field('d'), operator: 'eq', negated: true, value: 'x,y' },
            ],
          },
        ],
      },
      {
        kind: 'logic',
        operator: 'and',
        negated: true,
        children: [
          { kind: 'condition', field: field('e'), operator: 'in', negated: false, value: ['1', '2'] },
          { kind: 'condition', field: field('f'), operator: 'like', negated: false, value: '%z' },
        ],
      },
    ]);
  });

  it('reads JSON paths in filter keys', () => {
    expect(parse('labels->>app=eq.web').filters[0]).toMatchObject({
      field: { column: 'labels', path: [{ arrow: '->>', key: 'app' }] },
    });
    expect(parse('spec->items->0->>name=eq.x').filters[0]).toMatchObject({
      field: { column: 'spec', path: [{ arrow: '->', key: 'items' }, { arrow: '->', key: 0 }, { arrow: '->>', key: 'name' }] },
    });
  });

  it('routes embed-prefixed keys to the embed options', () => {
    const q = parse('hypotheses.type=eq.root&hypotheses.order=created_at.desc&hypotheses.limit=2&hypotheses.or=(a.eq.1,b.eq.2)&a.b.c=is.null');
    expect(q.filters).toEqual([]);
    expect(q.embedOptions.get('hypotheses')).toEqual({
      filters: [
        { kind: 'condition', field: field('type'), operator: 'eq', negated: false, value: 'root' },
        expect.objectContaining({ kind: 'logic', operator: 'or' }),
      ],
      order: [{ field: field('created_at'), direction: 'desc' }],
      limit: 2,
    });
    expect(q.embedOptions.get('a.b')?.filters[0]).toMatchObject({ field: field('c'), operator: 'is' });
  });

  it("reads Mission Control's <col>.filter= extension, on the root and on embeds", () => {
    const q = parse('action.filter=read,!write&created_at.filter=>now-1h&hypotheses.title.filter=*db*');
    expect(q.filters).toEqual([
      { kind: 'match', field: field('action'), value: 'read,!write' },
      { kind: 'match', field: field('created_at'), value: '>now-1h' },
    ]);
    expect(q.embedOptions.get('hypotheses')?.filters).toEqual([{ kind: 'match', field: field('title'), value: '*db*' }]);
  });

  it('reads limit, offset, columns and on_conflict', () => {
    const q = parse('limit=50&offset=100&columns="name","status"&on_conflict=id');
    expect(q).toMatchObject({ limit: 50, offset: 100, columns: ['name', 'status'], onConflict: ['id'] });
  });

  it('hands named parameters through untouched (RPC arguments)', () => {
    const q = parseQuery(new URLSearchParams('p_name=x.y&limit=1'), { passthrough: new Set(['p_name']) });
    expect(q.passthrough.get('p_name')).toBe('x.y');
    expect(q.filters).toEqual([]);
  });

  it.each([
    ['a=1', 'needs an operator'],
    ['a=foo.1', "unknown operator 'foo'"],
    ['a=is.maybe', "'is' takes one of"],
    ['a=in.1,2', 'parenthesised list'],
    ['a=in.(1,"2)', 'unterminated double quote'],
    ['or=(a.eq.1,b.eq.2', 'balanced parentheses'],
    ['or=a.eq.1', 'parenthesised list'],
    ['or=()', 'has no conditions'],
    ['or=(a.eq.1,,b.eq.2)', 'empty condition'],
    ['or=(a.eq.1,and(b.eq.2)', 'balanced parentheses'],
    ['or=(a.eq.1))', 'balanced parentheses'],
    ['or=(aeq1)', 'column.operator.value'],
    ['limit=-1', 'limit must be a non-negative whole number'],
    ['limit=ten', 'limit must be a non-negative whole number'],
    ['offset=1.5', 'offset must be a non-negative whole number'],
    ['a;drop=eq.1', 'not a valid column name'],
    ['x"y.z=eq.1', 'not a valid parameter name'],
    ['=eq.1', 'empty name'],
    ['name=eq(any).x', 'needs a list such as {a,b}'],
    ['name=in(any).{a}', 'does not take (any)'],
    ['columns=a,b;c', "'b;c' is not a valid column name"],
    ['select=a&select=b', 'more than once'],
  ])('refuses %s with a 400 naming the problem', (qs, message) => {
    expect(parseError(() => parse(qs))).toContain(message);
  });

  it('refuses logic trees nested deeper than 16 levels, without exhausting the stack', () => {
    const deep = `or=${'(a.eq.1,or'.repeat(40)}(a.eq.1)${')'.repeat(40)}`;
    expect(parseError(() => parse(deep))).toContain('deeper than 16');
    const veryDeep = `or=${'(or'.repeat(50_000)}${')'.repeat(50_000)}`;
    expect(() => parse(veryDeep)).toThrow(HttpError);
  });
});

describe('parseSelect and parseOrder', () => {
  it('reads columns, aliases, casts, JSON paths, embeds, hints and spaces after commas', () => {
    const items = parseSelect('*, id ,label:name,n:count::int,labels->>app,canaries!checks_canary_id_fkey(id,name),agents!inner(id, name),owner:created_by(id,name)');
    expect(items).toEqual<SelectItem[]>([
      { kind: 'star' },
      { kind: 'column', field: field('id') },
      { kind: 'column', field: field('name'), alias: 'label' },
      { kind: 'column', field: field('count'), alias: 'n', cast: 'int' },
      { kind: 'column', field: { column: 'labels', path: [{ arrow: '->>', key: 'app' }] } },
      { kind: 'embed', name: 'canaries', hint: 'checks_canary_id_fkey', inner: false, select: [{ kind: 'column', field: field('id') }, { kind: 'column', field: field('name') }] },
      { kind: 'embed', name: 'agents', inner: true, select: [{ kind: 'column', field: field('id') }, { kind: 'column', field: field('name') }] },
      { kind: 'embed', name: 'created_by', alias: 'owner', inner: false, select: [{ kind: 'column', field: field('id') }, { kind: 'column', field: field('name') }] },
    ]);
  });

  it('reads the nested incident-detail select of the contract', () => {
    const items = parseSelect('*,hypotheses(*,created_by(id,name),comments(responder_id(team_id(*)),id))');
    const hypotheses = items[1] as Extract<SelectItem, { kind: 'embed' }>;
    const comments = hypotheses.select[2] as Extract<SelectItem, { kind: 'embed' }>;
    expect(comments.select[0]).toEqual({
      kind: 'embed',
      name: 'responder_id',
      inner: false,
      select: [{ kind: 'embed', name: 'team_id', inner: false, select: [{ kind: 'star' }] }],
    });
  });

  it.each([
    ['id,,name', 'empty item'],
    ['rel(id', 'unbalanced'],
    ['rel(id))', 'unbalanced'],
    ['id::text;drop', "cast to 'text;drop'"],
    ['...rel(id)', 'spread embeds'],
    ['rel!a!b(id)', 'more than one relationship hint'],
    ['na-me', 'not a valid column name'],
    ['"x y"', 'not a valid column name'],
  ])('refuses select=%s', (text, message) => {
    expect(parseError(() => parseSelect(text))).toContain(message);
  });

  it('reads order terms with direction and nulls placement', () => {
    expect(parseOrder('name,time.desc,b.asc.nullslast,c.nullsfirst,labels->>app.desc')).toEqual<OrderTerm[]>([
      { field: field('name'), direction: 'asc' },
      { field: field('time'), direction: 'desc' },
      { field: field('b'), direction: 'asc', nulls: 'last' },
      { field: field('c'), direction: 'asc', nulls: 'first' },
      { field: { column: 'labels', path: [{ arrow: '->>', key: 'app' }] }, direction: 'desc' },
    ]);
    expect(parseError(() => parseOrder('name.sideways'))).toContain("'sideways' is not asc, desc");
    expect(parseError(() => parseOrder('rel(col).desc'))).toContain('embedded resource');
  });
});

// ---- Properties: a syntax tree written the way a client writes it parses back to the same tree. ----

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not']);
const column = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/).filter((c) => !RESERVED.has(c));
const text = fc.string({ maxLength: 12 });
const treeValue = text.filter((v) => !v.includes('*'));

const comparison: fc.Arbitrary<Condition> = fc.record({
  kind: fc.constant('condition' as const),
  field: column.map(field),
  operator: fc.constantFrom('eq' as const, 'neq' as const, 'gt' as const, 'gte' as const, 'lt' as const, 'lte' as const, 'isdistinct' as const),
  negated: fc.boolean(),
  value: treeValue,
});
const inList: fc.Arbitrary<Condition> = fc.record({
  kind: fc.constant('condition' as const),
  field: column.map(field),
  operator: fc.constant('in' as const),
  negated: fc.boolean(),
  value: fc.array(treeValue, { maxLength: 4 }),
});
const isCheck: fc.Arbitrary<Condition> = fc.record({
  kind: fc.constant('condition' as const),
  field: column.map(field),
  operator: fc.constant('is' as const),
  negated: fc.boolean(),
  value: fc.constantFrom('null', 'not_null', 'true', 'false', 'unknown'),
});
const condition = fc.oneof(comparison, inList, isCheck);

const { tree } = fc.letrec<{ tree: LogicTree; filter: Filter }>((tie) => ({
  tree: fc.record({
    kind: fc.constant('logic' as const),
    operator: fc.constantFrom('and' as const, 'or' as const),
    negated: fc.boolean(),
    children: fc.array(tie('filter'), { minLength: 1, maxLength: 3 }),
  }),
  filter: fc.oneof({ depthSize: 'small', withCrossShrink: true }, condition, tie('tree')),
}));

/** Quotes a value inside or=()/in.() the way postgrest-js does, escaping quotes and backslashes. */
const quote = (v: string) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function writeCondition(c: Condition): string {
  const value = c.operator === 'in' ? `(${(c.value as string[]).map(quote).join(',')})` : c.operator === 'is' ? (c.value as string) : quote(c.value as string);
  return `${c.field.column}.${c.negated ? 'not.' : ''}${c.operator}.${value}`;
}

function writeTree(t: LogicTree): string {
  const items = t.children.map((c) => (c.kind === 'logic' ? `${c.negated ? 'not.' : ''}${c.operator}${writeTree(c)}` : writeCondition(c as Condition)));
  return `(${items.join(',')})`;
}

describe('parseQuery properties', () => {
  it('parses any written logic tree back to the same tree', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const params = new URLSearchParams();
        params.append(`${t.negated ? 'not.' : ''}${t.operator}`, writeTree(t));
        expect(parseQuery(params).filters).toEqual([t]);
      }),
      { numRuns: 300 },
    );
  });

  it('takes top-level values literally, whatever characters they hold', () => {
    fc.assert(
      fc.property(column, text, fc.boolean(), (col, value, negated) => {
        const params = new URLSearchParams([[col, `${negated ? 'not.' : ''}eq.${value}`]]);
        expect(parseQuery(params).filters).toEqual([{ kind: 'condition', field: field(col), operator: 'eq', negated, value }]);
      }),
    );
  });

  it('parses written selects back to the same items', () => {
    const columnItem = fc.record({ kind: fc.constant('column' as const), field: column.map(field) });
    const { items } = fc.letrec<{ items: SelectItem[]; item: SelectItem }>((tie) => ({
      items: fc.array(tie('item'), { minLength: 1, maxLength: 4 }),
      item: fc.oneof(
        { depthSize: 'small' },
        fc.constant({ kind: 'star' as const }),
        columnItem,
        fc.record({ kind: fc.constant('embed' as const), name: column, inner: fc.boolean(), select: tie('items') }),
      ),
    }));
    const write = (list: SelectItem[]): string =>
      list.map((i) => (i.kind === 'star' ? '*' : i.kind === 'column' ? i.field.column : `${i.name}${i.inner ? '!inner' : ''}(${write(i.select)})`)).join(', ');
    fc.assert(
      fc.property(items, (list) => {
        expect(parseSelect(write(list))).toEqual(list);
      }),
      { numRuns: 200 },
    );
  });

  it('answers any input with a result or a 400, never another error', () => {
    const keys = fc.constantFrom('select', 'order', 'or', 'and', 'not.or', 'limit', 'offset', 'columns', 'name', 'a.b', 'labels->>x', 'hypotheses.order');
    const noise = fc.string({ unit: fc.constantFrom(...'(),."\\*:!->{}[] ab1'.split('')), maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, fc.oneof(noise, fc.string({ maxLength: 30 }))), { maxLength: 4 }), (entries) => {
        try {
          parseQuery(new URLSearchParams(entries));
        } catch (err) {
          expect(err).toBeInstanceOf(HttpError);
          expect((err as HttpError).status).toBe(400);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
