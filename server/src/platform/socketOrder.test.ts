import { describe, expect, it } from 'vitest';
import { inSocketOrder } from './socketOrder';
import { AppError } from './errors';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inSocketOrder', () => {
  it('runs one socket’s tasks one at a time in arrival order, whatever their duration', async () => {
    const socket = {};
    const log: string[] = [];
    const durations = [30, 1, 20, 0, 10, 5];
    const runs = durations.map((ms, index) =>
      inSocketOrder(socket, async () => {
        log.push(`start ${index}`);
        await delay(ms);
        log.push(`end ${index}`);
        return index;
      }),
    );
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(log).toEqual(durations.flatMap((_, index) => [`start ${index}`, `end ${index}`]));
  });

  it('a failed task does not stop the next one', async () => {
    const socket = {};
    const failed = inSocketOrder(socket, async () => {
      throw new Error('boom');
    });
    const next = inSocketOrder(socket, async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });

  it('other sockets are not held up', async () => {
    const slow = {};
    const fast = {};
    let slowDone = false;
    const slowRun = inSocketOrder(slow, async () => {
      await delay(50);
      slowDone = true;
    });
    await inSocketOrder(fast, async () => undefined);
    expect(slowDone).toBe(false);
    await slowRun;
  });

  it('refuses with 429 past 64 waiting tasks instead of buffering without limit', async () => {
    const socket = {};
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queued = Array.from({ length: 64 }, () => inSocketOrder(socket, () => gate));
    const refused = inSocketOrder(socket, async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    release();
    await Promise.all(queued);
    await expect(inSocketOrder(socket, async () => 'again')).resolves.toBe('again');
  });
});
