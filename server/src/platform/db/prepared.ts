/**
 * A drizzle query prepared once per database (or transaction) it runs on: drizzle builds its
 * SQL text once instead of on every call, PostgreSQL plans a named statement once per
 * connection, and PGlite finds its prepared statement by the text (pgliteStatements.ts). Give
 * each query a name of its own; placeholders (`sql.placeholder`) carry the values.
 */
export function preparedPerDatabase<D extends object, Q>(prepare: (db: D) => Q): (db: D) => Q {
  const prepared = new WeakMap<D, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) prepared.set(db, (query = prepare(db)));
    return query;
  };
}
