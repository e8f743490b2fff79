import { describe, expect, it } from 'vitest';
import { localStores, s3Stores, type StoreMaker } from '../../test/mediaStores';
import { sweepAnonymousMedia } from './mediaSweeper';

const HOUR = 60 * 60_000;

function sweeperOn(stores: StoreMaker) {
  it('deletes anonymous media older than two hours, and nothing else', async () => {
    const store = await stores.make();
    const anonymous = await store.put('anon', 'jpg', Buffer.from('sent to a stranger'));
    const kept = await store.put('chat', 'jpg', Buffer.from('sent to a friend'));
    expect(await sweepAnonymousMedia(store, 2 * HOUR, Date.now() + HOUR)).toBe(0);
    expect(await store.stat(anonymous)).not.toBeNull();
    expect(await sweepAnonymousMedia(store, 2 * HOUR, Date.now() + 3 * HOUR)).toBe(1);
    expect(await store.stat(anonymous)).toBeNull();
    expect(await store.stat(kept)).not.toBeNull();
  });
}

describe('anonymous media expiry on local disk', () => {
  sweeperOn(localStores());
});

describe('anonymous media expiry in a bucket', () => {
  sweeperOn(s3Stores());
});
