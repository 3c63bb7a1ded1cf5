import type pg from 'pg';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.ClientBase, 'query'>;
