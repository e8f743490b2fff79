import { v7 as uuidv7, validate } from 'uuid';
import { notFound } from './errors';

/** A new time-ordered identifier (UUID v7). */
export const newId = (): string => uuidv7();

/** The id in canonical (lower-case) form when it is a well-formed UUID, else null. */
export function wellFormedId(value: unknown): string | null {
  return typeof value === 'string' && validate(value) ? value.toLowerCase() : null;
}

/** Returns the id when it is well formed; otherwise the thing it names cannot exist: 404. */
export function parseId(value: unknown, what = 'Resource'): string {
  const id = wellFormedId(value);
  if (id) return id;
  throw notFound(`${what} not found.`);
}
