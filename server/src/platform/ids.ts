import { v7 as uuidv7, validate, version } from 'uuid';
import { notFound } from './errors';

/** A new time-ordered identifier (UUID v7). */
export const newId = (): string => uuidv7();

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && validate(value) && version(value) === 7;

/** Returns the id when it is well formed; otherwise the thing it names cannot exist: 404. */
export function parseId(value: unknown, what = 'Resource'): string {
  if (typeof value === 'string' && validate(value)) return value.toLowerCase();
  throw notFound(`${what} not found.`);
}
