import { describe, expect, it } from 'vitest';
import type { MediaStore } from '../media/types';
import { withRemovalHold } from './removalHold';

function recordingStore(): MediaStore & { removed: string[] } {
  const removed: string[] = [];
  return {
    kind: 'local',
    removed,
    put: async (folder, extension) => `/uploads/${folder}/new.${extension}`,
    putFile: async (folder, extension) => `/uploads/${folder}/file.${extension}`,
    open: async () => null,
    stat: async () => null,
    list: async function* () {},
    remove: async (publicPath) => void removed.push(publicPath),
    withhold: async () => {},
    release: async () => {},
    check: async () => {},
    close: async () => {},
  };
}

describe('withRemovalHold', () => {
  it('deletes at once when no backup runs', async () => {
    const inner = recordingStore();
    const { store } = withRemovalHold(inner, () => {});
    await store.remove('/uploads/photos/a.jpg');
    expect(inner.removed).toEqual(['/uploads/photos/a.jpg']);
    expect(store.kind).toBe('local');
  });

  it('holds deletions until the last of overlapping backups ends, then runs them', async () => {
    const inner = recordingStore();
    const holdable = withRemovalHold(inner, () => {});
    const first = holdable.holdRemovals();
    const second = holdable.holdRemovals();
    await holdable.store.remove('/uploads/photos/a.jpg');
    first();
    first(); // ending twice counts once
    await holdable.store.remove('/uploads/photos/b.jpg');
    expect(inner.removed).toEqual([]);
    second();
    await Promise.resolve();
    expect(inner.removed).toEqual(['/uploads/photos/a.jpg', '/uploads/photos/b.jpg']);
    await holdable.store.remove('/uploads/photos/c.jpg');
    expect(inner.removed).toHaveLength(3);
  });

  it('reports a held deletion that fails', async () => {
    const failures: unknown[] = [];
    const inner = recordingStore();
    inner.remove = async () => {
      throw new Error('disk gone');
    };
    const holdable = withRemovalHold(inner, (error) => failures.push(error));
    const end = holdable.holdRemovals();
    await holdable.store.remove('/uploads/photos/a.jpg');
    end();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toHaveLength(1);
  });
});
