import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, usePreparedStatements } from './pgliteStatements';

describe('usePreparedStatements', () => {
  let plain: PGlite;
  let client: PGlite;

  const prepared = async () =>
    (
      await plain.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      )
    ).rows;

  beforeAll(async () => {
    client = await PGlite.create();
    usePreparedStatements(client);
    // The same instance's untouched query, to read the catalogue and compare answers.
    plain = Object.create(client) as PGlite;
    Object.assign(plain, {
      query: PGlite.prototype.query.bind(client),
      exec: PGlite.prototype.exec.bind(client),
    });
    await plain.exec(`
      create table notes (id int primary key, body text not null, tags text[], meta jsonb,
        at timestamptz default now());
      create unique index notes_body_key on notes (body);
    `);
  }, 60_000);
  afterAll(() => client.close());

  it('answers as PGlite does, with parameters of every kind serialized by their type', async () => {
    const insert = 'insert into notes (id, body, tags, meta) values ($1, $2, $3, $4) returning id';
    const added = await client.query(insert, [1, 'first', ['a', 'b,c'], { deep: [1, 'x'] }]);
    expect(added.rows).toEqual([{ id: 1 }]);
    expect(added.affectedRows).toBe(1);
    await client.query(insert, [2, 'second', null, null]);

    const select = 'select id, body, tags, meta from notes where id = any($1) order by id';
    const ours = await client.query(select, [[1, 2]]);
    const theirs = await plain.query(select, [[1, 2]]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toEqual({
      id: 1,
      body: 'first',
      tags: ['a', 'b,c'],
      meta: { deep: [1, 'x'] },
    });

    const arrays = await client.query(select, [[2]], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'second', null, null]]);
    const updated = await client.query('update notes set body = body || $1 where id > $2', [
      '!',
      0,
    ]);
    expect(updated.affectedRows).toBe(2);
  });

  it('prepares a text once and runs it again without parsing it', async () => {
    const text = 'select count(*)::int as n from notes where id >= $1';
    for (let i = 0; i < 5; i += 1) expect((await client.query(text, [0])).rows).toEqual([{ n: 2 }]);
    expect((await prepared()).filter((row) => row.statement === text)).toHaveLength(1);
  });

  it('reports a failed statement with its code and constraint, and the next one runs', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    const error = await client.query(insert, [3, 'first!']).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_body_key', query: insert });
    await client.query(insert, [3, 'third']);
    await expect(client.query('select * from no_such_table')).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await client.query('select body from notes where id = $1', [3])).rows).toEqual([
      { body: 'third' },
    ]);
  });

  it('runs statements inside transactions, rolled back on failure and kept on success', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [10, 'in a failed transaction']);
        await tx.query(insert, [11, 'first!']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await client.transaction(async (tx) => {
      await tx.query(insert, [12, 'kept']);
      expect(client.isInTransaction()).toBe(true);
    });
    const ids = await client.query<{ id: number }>('select id from notes where id >= $1', [10]);
    expect(ids.rows).toEqual([{ id: 12 }]);
  });

  it('keeps queries and transactions started at once from interleaving', async () => {
    const work = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? client.transaction(async (tx) => {
            await tx.query('insert into notes (id, body) values ($1, $2)', [100 + i, `t${i}`]);
            return (await tx.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]
              .n;
          })
        : client.query<{ id: number }>('select $1::int as id', [i]).then((r) => r.rows[0].id),
    );
    const answers = await Promise.all(work);
    answers.forEach((answer, i) => {
      if (i % 4 !== 0) expect(answer).toBe(i);
    });
  });

  it('prepares again when a table under a statement changes its rows', async () => {
    const text = 'select * from notes where id = $1';
    const before = await client.query(text, [12]);
    expect(Object.keys(before.rows[0] as object)).not.toContain('extra');
    await plain.exec(`alter table notes add column extra text default 'x'`);
    const after = await client.query(text, [12]);
    expect(after.rows[0]).toMatchObject({ id: 12, extra: 'x' });
  });

  it(`closes the least recently used statements beyond ${MAX_PREPARED_STATEMENTS}`, async () => {
    const keep = 'select 1 as kept where $1::int = 1';
    await client.query(keep, [1]);
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i += 1) {
      await client.query(`select ${i} as n where $1::int = 1`, [1]);
      if (i % 50 === 0) await client.query(keep, [1]);
    }
    const statements = await prepared();
    // The last one evicted is closed with the next batch.
    expect(statements.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS + 1);
    expect(statements.map((row) => row.statement)).toContain(keep);
    expect(statements.map((row) => row.statement)).not.toContain('select 0 as n where $1::int = 1');
  });
});
