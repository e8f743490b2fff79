import https from 'node:https';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import type { Hub } from '../platform/hub/types';
import type { Logger } from '../platform/logger';
import { createPushSender } from './sender';

const message = {
  _id: 'message-1',
  conversationId: 'conversation-1',
  sender: { _id: 'ann', username: 'ann', profilePicture: 'default_avatar.jpg' },
  content: 'hello',
  type: 'text',
  createdAt: new Date(0).toISOString(),
} as ChatMessage;

/** A sender whose hub answers presence from `present`, and whose database is never to be read. */
function senderWith(present: Set<string>) {
  const hub = {
    presenceOnline: vi.fn(
      async (people: string[]) => new Set(people.filter((person) => present.has(person))),
    ),
  } as unknown as Hub;
  const subscriptionsRead = vi.fn();
  const db = new Proxy({} as Database, {
    get() {
      subscriptionsRead();
      throw new Error('the database was read');
    },
  });
  const logger = { warn: vi.fn() } as unknown as Logger;
  const keys = { publicKey: 'public', privateKey: 'private', subject: 'mailto:a@example.com' };
  const sender = createPushSender({
    db,
    hub,
    logger,
    keys,
    agent: new https.Agent(),
    allowPrivateEndpoints: false,
  });
  return { sender, hub, subscriptionsRead };
}

describe('web push of a friend message', () => {
  it('is decided by presence when the message goes out, not once it has arrived', async () => {
    const present = new Set(['user:bob']);
    const { sender, subscriptionsRead } = senderWith(present);
    const pushIfAway = sender.friendMessageTo('bob');
    // Bob reads the message and closes the tab before the push would be decided.
    present.delete('user:bob');
    pushIfAway(message);
    await sender.close();
    expect(subscriptionsRead).not.toHaveBeenCalled();
  });

  it('goes to the devices of someone who had no socket when it went out', async () => {
    const { sender, subscriptionsRead } = senderWith(new Set());
    sender.friendMessageTo('bob')(message);
    await sender.close();
    expect(subscriptionsRead).toHaveBeenCalled();
  });
});
