/** What an upload may be; decided from the file's magic bytes, never its name or declared type. */
export type MediaKind = 'image' | 'video';

/** An upload's content: bytes in memory, or the path of a file on disk (streamed uploads). */
export type MediaInput = Buffer | string;

/** Where uploaded files live: local disk under DATA_DIR/uploads by default. */
export interface MediaStore {
  /** Stores the bytes under a fresh name in `folder` and returns the public path (/uploads/...). */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Stores a copy of a local file (never read whole into memory); returns the public path. */
  putFile(folder: string, extension: string, sourcePath: string): Promise<string>;
  /** Deletes a file by its public path; a path not made by put() is ignored. */
  remove(publicPath: string): Promise<void>;
  /** The local folder served at /uploads/. */
  readonly root: string;
}
