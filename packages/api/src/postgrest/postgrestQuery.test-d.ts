import { describe, expectTypeOf, it } from 'vitest';
import { createOpsdeckClient } from '../http/createOpsdeckClient';
import { createPostgrestClient } from './createPostgrestClient';
import type { PostgrestResult } from './postgrestQuery';

interface Incident {
  id: string;
  title: string;
  severity: 'low' | 'high';
  created_at: string;
}

const db = createPostgrestClient(createOpsdeckClient({ baseUrl: '' }));

describe('PostgREST query types', () => {
  it('returns rows of the table type by default', () => {
    const query = db.from<Incident>('incidents').select().eq('severity', 'high').order('created_at');
    expectTypeOf(query.execute()).resolves.toEqualTypeOf<PostgrestResult<Incident[]>>();
  });

  it('takes the result row type from select<R>() and single()', () => {
    const query = db.from<Incident>('incidents').select<Pick<Incident, 'id' | 'title'>>('id,title');
    expectTypeOf(query.execute()).resolves.toEqualTypeOf<PostgrestResult<Pick<Incident, 'id' | 'title'>[]>>();
    expectTypeOf(query.single().execute()).resolves.toEqualTypeOf<PostgrestResult<Pick<Incident, 'id' | 'title'>>>();
  });

  it('allows only the columns of the row in filters, order and or() trees', () => {
    const query = db.from<Incident>('incidents').select();
    // @ts-expect-error 'nope' is not a column of Incident
    query.eq('nope', 1);
    // @ts-expect-error 'nope' is not a column of Incident
    query.order('nope');
    // @ts-expect-error 'nope' is not a column of Incident
    query.or((f) => [f.eq('nope', 1)]);
    query.or((f) => [f.eq('title', 'x'), f.ilike('title', '*y*')]);
    // The untyped escape hatch for embedded columns:
    query.filter('hypotheses.type', 'eq', 'root');
  });

  it('checks operator values', () => {
    const query = db.from<Incident>('incidents').select();
    // @ts-expect-error in() takes a list
    query.in('id', 'a');
    // @ts-expect-error is() takes null, a boolean or 'unknown'
    query.is('id', 'x');
    query.not('created_at', 'is', null);
    // @ts-expect-error not(..., 'in', ...) takes a list
    query.not('id', 'in', 'a');
  });

  it('accepts any column on an untyped table', () => {
    db.from('anything').select().eq('whatever', 1).order('other');
  });

  it('types insert and update values by the row', () => {
    db.from<Incident>('incidents').insert({ title: 'x' });
    // @ts-expect-error unknown column in an insert
    db.from<Incident>('incidents').insert({ nope: 1 });
    expectTypeOf(db.from<Incident>('incidents').update({ title: 'y' }).eq('id', '1').execute()).resolves.toEqualTypeOf<
      PostgrestResult<Incident[]>
    >();
  });
});
