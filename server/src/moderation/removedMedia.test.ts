import { describe, expect, it } from 'vitest';
import { storeStub } from '../../test/storeStub';
import { createLogger } from '../platform/logger';
import { mediaOfRemoved, releaseRemovedMedia, withholdRemovedMedia } from './removedMedia';

const video = {
  kind: 'photo' as const,
  row: { imageUrl: '/uploads/photos/a.mp4', thumbnailUrl: '/uploads/photos/b.jpg' },
};

describe('the files of removed content', () => {
  it('are a post’s picture or video and poster, or a media message’s file', () => {
    expect(mediaOfRemoved(video)).toEqual(['/uploads/photos/a.mp4', '/uploads/photos/b.jpg']);
    const picture = { imageUrl: '/uploads/photos/c.jpg', thumbnailUrl: '/uploads/photos/c.jpg' };
    expect(mediaOfRemoved({ kind: 'photo', row: picture })).toEqual(['/uploads/photos/c.jpg']);
    const image = { type: 'image', content: '/uploads/chat/d.jpg' };
    expect(mediaOfRemoved({ kind: 'chatMessage', row: image })).toEqual(['/uploads/chat/d.jpg']);
    expect(mediaOfRemoved({ kind: 'roomMessage', row: { type: 'text', content: 'hi' } })).toEqual(
      [],
    );
    expect(mediaOfRemoved({ kind: 'comment', row: { text: '/uploads/x' } })).toEqual([]);
  });

  it('are withheld all or none: a failure puts back what was already withheld', async () => {
    const released: string[] = [];
    const store = storeStub({
      async withhold(path) {
        if (path.endsWith('.jpg')) throw new Error('storage went away');
      },
      async release(path) {
        released.push(path);
      },
    });
    await expect(withholdRemovedMedia({ media: store }, video)).rejects.toThrow(
      'storage went away',
    );
    expect(released).toEqual(['/uploads/photos/a.mp4']);
  });

  it('are released on a reversed appeal, a storage failure logged rather than thrown', async () => {
    const store = storeStub({
      async release() {
        throw new Error('storage went away');
      },
    });
    await expect(
      releaseRemovedMedia({ media: store, logger: createLogger('silent') }, video),
    ).resolves.toBeUndefined();
  });
});
