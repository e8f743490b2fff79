import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryHub } from './hub/memoryHub';
import type { Config } from './config';
import {
  CONVERSATION_RATE,
  limit,
  limitEach,
  limitService,
  tryAgainIn,
  withinServiceLimit,
} from './rateLimit';

/** Runs `send` and answers 'sent' or the refusal's message. */
async function outcome(send: () => Promise<void>): Promise<string> {
  try {
    await send();
    return 'sent';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('tryAgainIn', () => {
  it('says one second in the singular and any other count in the plural', () => {
    expect(tryAgainIn(1)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(0)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(1000)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(1001)).toBe('Please try again in 2 seconds.');
    expect(tryAgainIn(59_500)).toBe('Please try again in 60 seconds.');
  });
});

describe('conversation rate', () => {
  let hub: MemoryHub;
  const send = (key = 'chat:u1') => outcome(() => limitEach(hub, key, CONVERSATION_RATE));

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    hub = new MemoryHub();
  });
  afterEach(async () => {
    await hub.close();
    vi.useRealTimers();
  });

  it('lets a burst of ten messages through within one second, refuses the eleventh', async () => {
    const burst = [];
    for (let i = 0; i < 10; i += 1) {
      burst.push(await send());
      vi.advanceTimersByTime(50);
    }
    expect(burst).toEqual(Array(10).fill('sent'));
    expect(await send()).toBe('Too many requests. Please try again in 1 second.');
    // Another person is not held up.
    expect(await send('chat:u2')).toBe('sent');
    vi.advanceTimersByTime(500);
    expect(await send()).toBe('sent');
  });

  it('lets someone typing fast for half a minute through, and caps the minute at 180', async () => {
    // Five short messages every second: 150 in 30 s, all sent.
    for (let second = 0; second < 30; second += 1) {
      for (let i = 0; i < 5; i += 1) expect(await send()).toBe('sent');
      vi.advanceTimersByTime(1000);
    }
    // Ten a second from then on reaches the cap in the fourth second, 27 s before the minute ends.
    const later = [];
    for (let second = 0; second < 4; second += 1) {
      for (let i = 0; i < 10; i += 1) later.push(await send());
      vi.advanceTimersByTime(1000);
    }
    expect(later.filter((result) => result === 'sent')).toHaveLength(30);
    expect(later.at(-1)).toBe('Too many requests. Please try again in 27 seconds.');
    // A new minute, a new allowance.
    vi.advanceTimersByTime(26_000);
    expect(await send()).toBe('sent');
  });

  it('does not count refused messages toward the minute cap', async () => {
    // Thirty a second for six seconds: ten pass each second, twenty are refused.
    for (let second = 0; second < 6; second += 1) {
      for (let i = 0; i < 30; i += 1) await send();
      vi.advanceTimersByTime(1000);
    }
    // 60 of the minute's 180 are used: 120 more pass at ten a second.
    let sent = 0;
    for (let second = 0; second < 13; second += 1) {
      for (let i = 0; i < 10; i += 1) if ((await send()) === 'sent') sent += 1;
      vi.advanceTimersByTime(1000);
    }
    expect(sent).toBe(120);
  });

  it('refuses nothing when rate limits are off', async () => {
    for (let i = 0; i < 200; i += 1)
      await expect(limitEach(hub, 'chat:u1', CONVERSATION_RATE, false)).resolves.toBeUndefined();
  });
});

describe('limit', () => {
  it('says when the window ends, in seconds', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const hub = new MemoryHub();
    try {
      await limit(hub, 'report:u1', 1, 10_000);
      vi.advanceTimersByTime(9_200);
      expect(await outcome(() => limit(hub, 'report:u1', 1, 10_000))).toBe(
        'Too many requests. Please try again in 1 second.',
      );
      await hub.close();
      const fresh = new MemoryHub();
      await limit(fresh, 'report:u1', 1, 10_000);
      expect(await outcome(() => limit(fresh, 'report:u1', 1, 10_000))).toBe(
        'Too many requests. Please try again in 10 seconds.',
      );
      await fresh.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('service limits', () => {
  let hub: MemoryHub;
  const ctxWith = (rateLimits: boolean) => ({ hub, config: { rateLimits } as Config });
  const rule = { bucket: 'test', max: 2, windowMs: 60_000 };

  beforeEach(() => {
    hub = new MemoryHub();
  });
  afterEach(() => hub.close());

  it('counts per bucket and key, refusing past the rule', async () => {
    const ctx = ctxWith(true);
    const sends = [];
    for (const key of ['a', 'a', 'a', 'b'])
      sends.push(await outcome(() => limitService(ctx, rule, key)));
    expect(sends).toEqual([
      'sent',
      'sent',
      'Too many requests. Please try again in 60 seconds.',
      'sent',
    ]);
    expect(await withinServiceLimit(ctx, rule, 'b')).toBe(true);
    expect(await withinServiceLimit(ctx, rule, 'b')).toBe(false);
  });

  it('is off with rate limits off, except for a sanction', async () => {
    const ctx = ctxWith(false);
    const sanction = { ...rule, sanction: true } as const;
    const plain = [];
    const sanctioned = [];
    for (let i = 0; i < 3; i += 1) {
      plain.push(await withinServiceLimit(ctx, rule, 'a'));
      sanctioned.push(await withinServiceLimit(ctx, sanction, 'a'));
    }
    expect(plain).toEqual([true, true, true]);
    expect(sanctioned).toEqual([true, true, false]);
  });
});
