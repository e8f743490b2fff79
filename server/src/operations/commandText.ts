import path from 'node:path';

/** What `npm run backup` and `npm run restore` say with DATABASE_URL set. */
export const POSTGRES_BACKUP =
  'DATABASE_URL is set: the database is a PostgreSQL server, which these commands do not copy. ' +
  'Back it up with pg_dump (pg_dump --format=custom --file=serendip.dump "$DATABASE_URL") and ' +
  'restore it with pg_restore (pg_restore --dbname="$DATABASE_URL" --clean --if-exists serendip.dump); ' +
  'keep media in object storage with versioning on. See docs/operations/backup-and-admin.md.';

/** The one FILE argument of `npm run backup|restore -- FILE`; throws the usage otherwise. */
export function fileArgument(args: string[], command: 'backup' | 'restore'): string {
  if (args.length !== 1 || !args[0] || args[0].startsWith('-'))
    throw new Error(`Usage: npm run ${command} -- FILE`);
  return args[0];
}

/** A path the operator typed: relative to where they ran npm (npm runs scripts from the root). */
export function commandPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
