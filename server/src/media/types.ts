import type { Readable } from 'node:stream';

/** What an upload may be; decided from the file's magic bytes, never its name or declared type. */
export type MediaKind = 'image' | 'video';

/** An upload's content: bytes in memory, or the path of a file on disk (streamed uploads). */
export type MediaInput = Buffer | string;

/** Part of a stored file: from `start` to `end` inclusive (absent: to the end), or its last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** What is known of a stored file without reading it. */
export interface StoredFileInfo {
  /** Its public path (/uploads/folder/name.ext). */
  path: string;
  size: number;
  modifiedAt: Date;
  /** Changes whenever the bytes would (a quoted entity tag). */
  etag: string;
}

/** A stored file opened for reading: the whole file, or the byte range asked for. */
export interface OpenedFile extends StoredFileInfo {
  body: Readable;
  /** The bytes `body` holds, first and last inclusive. */
  start: number;
  end: number;
}

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads, or an S3-compatible bucket.
 * Every feature writes, reads and deletes media through this, so both stores behave alike.
 * When the storage cannot be reached, operations throw a 503 AppError (`unavailable`).
 */
export interface MediaStore {
  /** `local` or `s3`, shown by /readyz. */
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a fresh name in `folder` and returns the public path (/uploads/...). */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Stores a copy of a local file (streamed, never read whole into memory); returns the public path. */
  putFile(folder: string, extension: string, sourcePath: string): Promise<string>;
  /** Opens a stored file, whole or a range of it; null when there is none at that path. */
  open(publicPath: string, range?: ByteRange): Promise<OpenedFile | null>;
  /** A stored file's size, date and tag, or null when there is none at that path. */
  stat(publicPath: string): Promise<StoredFileInfo | null>;
  /** The files of one folder, in no particular order. */
  list(folder: string): AsyncIterable<StoredFileInfo>;
  /** Deletes a file by its public path; a path not made by put() is ignored, a missing file too. */
  remove(publicPath: string): Promise<void>;
  /**
   * Takes a file out of public reach but keeps it, so that release() can bring it back (content
   * a moderator removed, until an appeal is decided). A missing file is ignored.
   */
  withhold(publicPath: string): Promise<void>;
  /** Puts a withheld file back at its public path. A file not withheld is ignored. */
  release(publicPath: string): Promise<void>;
  /** Resolves when the storage answers (readiness); throws otherwise. */
  check(): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** A range that starts past the end of the file (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('range not satisfiable');
    this.name = 'RangeNotSatisfiable';
  }
}
