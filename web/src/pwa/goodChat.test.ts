import { describe, expect, it } from 'vitest';
import { countChat, initialChatCount, type ChatEvent } from './goodChat';

const run = (events: ChatEvent[]) => events.reduce(countChat, initialChatCount);

describe('a good stranger chat', () => {
  it('is one where the stranger sent three messages, known when it ends', () => {
    const during = run(['matched', 'strangerMessage', 'strangerMessage', 'strangerMessage']);
    expect(during.good).toBe(false);
    expect(countChat(during, 'ended').good).toBe(true);
  });

  it('is not a short one, and a new match counts again', () => {
    expect(run(['matched', 'strangerMessage', 'strangerMessage', 'ended']).good).toBe(false);
    const split = run(['matched', 'strangerMessage', 'strangerMessage', 'matched']);
    expect(countChat(countChat(split, 'strangerMessage'), 'ended').good).toBe(false);
  });

  it('stays good once it was', () => {
    const good = run(['matched', 'strangerMessage', 'strangerMessage', 'strangerMessage', 'ended']);
    expect(run(['matched', 'ended'].map((event) => event as ChatEvent)).good).toBe(false);
    expect(countChat(countChat(good, 'matched'), 'ended').good).toBe(true);
  });
});
