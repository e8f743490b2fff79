import crypto from 'node:crypto';

/** Every stored file is served under this prefix (docs/protocol.md: media paths start with /uploads/). */
export const PUBLIC_PREFIX = '/uploads/';

const FOLDER = /^[a-z0-9-]+$/;
const EXTENSION = /^[a-z0-9]+$/;
/** The only names stores make: folder/uuid.ext, so no path can escape the store or name another object. */
const STORED_NAME = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]+$/;

/** A fresh `folder/uuid.extension`; throws for a folder or extension that is not plain. */
export function freshName(folder: string, extension: string): string {
  if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error('bad media name');
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}

/** The stored name (folder/uuid.ext) behind a public path, or null when no store made it. */
export function storedName(publicPath: string): string | null {
  if (!publicPath.startsWith(PUBLIC_PREFIX)) return null;
  const name = publicPath.slice(PUBLIC_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

export const publicPathOf = (name: string) => `${PUBLIC_PREFIX}${name}`;

/**
 * Where a withheld file is kept: under a folder no stored name can have (folders never start
 * with a dot), so it is neither served nor listed.
 */
export const withheldName = (name: string) => `.withheld/${name}`;

/** The folder part of a stored name is checked before it names a directory or a key prefix. */
export function checkedFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error('bad media folder');
  return folder;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The Content-Type a stored file is served with, from the extension its store gave it. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Stored names are never reused for other bytes, so a copy may be kept without asking again.
 * A week rather than a year: a deleted or removed picture leaves shared caches within days.
 */
export const STORED_MEDIA_CACHE_CONTROL = 'public, max-age=604800, immutable';
