/** What an upload may be; decided from the file's magic bytes, never its name or declared type. */
export type MediaKind = 'image' | 'video';

/** Where uploaded files live: local disk under DATA_DIR/uploads by default. */
export interface MediaStore {
  /** Stores the bytes under a fresh name in `folder` and returns the public path (/uploads/...). */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Deletes a file by its public path; a path not made by put() is ignored. */
  remove(publicPath: string): Promise<void>;
  /** The local folder served at /uploads/. */
  readonly root: string;
}
