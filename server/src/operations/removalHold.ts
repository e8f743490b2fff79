import type { MediaStore } from '../media/types';

/** A media store whose deletions a backup can hold. */
export interface HoldableStore {
  store: MediaStore;
  /** Holds deletions until the returned function is called (once per hold). */
  holdRemovals(): () => void;
}

/**
 * Lets a backup hold media deletions. A backup copies the database first, then the files: a
 * file deleted in between would be missing for a row the copy still has. Held deletions run once
 * the last hold ends; until then the file stays on disk (under its unguessable name), so a
 * delete still answers at once.
 */
export function withRemovalHold(
  store: MediaStore,
  onError: (error: unknown) => void,
): HoldableStore {
  let holds = 0;
  let held: string[] = [];
  return {
    store: {
      kind: store.kind,
      put: (folder, extension, bytes) => store.put(folder, extension, bytes),
      putFile: (folder, extension, sourcePath) => store.putFile(folder, extension, sourcePath),
      open: (publicPath, range) => store.open(publicPath, range),
      stat: (publicPath) => store.stat(publicPath),
      list: (folder) => store.list(folder),
      remove: async (publicPath) => {
        if (holds > 0) held.push(publicPath);
        else await store.remove(publicPath);
      },
      // A moderator's removal takes effect at once, backup or not: the file is kept (withheld),
      // so an archive made meanwhile still has it, under the withheld area.
      withhold: (publicPath) => store.withhold(publicPath),
      release: (publicPath) => store.release(publicPath),
      check: () => store.check(),
      close: () => store.close(),
    },
    holdRemovals() {
      holds += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        holds -= 1;
        if (holds > 0) return;
        const due = held;
        held = [];
        for (const publicPath of due) store.remove(publicPath).catch(onError);
      };
    },
  };
}
