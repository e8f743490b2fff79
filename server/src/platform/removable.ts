import type { AppContext } from './context';

/** What a removal may touch: rows, open windows, other processes' caches, the log. */
export type RemovalContext = Pick<AppContext, 'db' | 'io' | 'hub' | 'logger'>;

/**
 * One kind of content as a moderator takes it down and puts it back, offered by the feature that
 * owns it: the feature deletes and restores its own rows and updates whatever shows them (its
 * caches, its lists, the windows open on it), so no other feature writes its tables.
 */
export interface Removable<Row extends object = Record<string, unknown>> {
  /** The row's column naming its author. */
  readonly owner: string;
  /** The row, or undefined when there is no such content of this kind. */
  find(ctx: RemovalContext, id: string): Promise<Row | undefined>;
  remove(ctx: RemovalContext, id: string): Promise<void>;
  /** Puts `row` (as `find` returned it) back; nothing if it exists again already. */
  restore(ctx: RemovalContext, row: Row): Promise<void>;
}
