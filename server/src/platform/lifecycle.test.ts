import { describe, expect, it } from 'vitest';
import type { AppContext } from './context';
import { Lifecycle } from './lifecycle';

const ctx = {} as AppContext;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Lifecycle', () => {
  it('stops in the reverse order of starting, each stop awaited before the next', async () => {
    const steps: string[] = [];
    const lifecycle = new Lifecycle(() => {});
    lifecycle.started('storage', () => void steps.push('storage'));
    await lifecycle.start(
      {
        name: 'feature',
        start: () => async () => {
          await tick();
          steps.push('feature');
        },
      },
      ctx,
    );
    await lifecycle.start({ name: 'routes only' }, ctx);
    lifecycle.started('connections', () => void steps.push('connections'));
    await lifecycle.stop();
    expect(steps).toEqual(['connections', 'feature', 'storage']);
    await lifecycle.stop();
    expect(steps).toHaveLength(3);
  });

  it('runs every stop when one fails, reports it and throws it at the end', async () => {
    const failures: string[] = [];
    const steps: string[] = [];
    const lifecycle = new Lifecycle((name) => failures.push(name));
    lifecycle.started('first', () => void steps.push('first'));
    lifecycle.started('broken', () => Promise.reject(new Error('stuck')));
    lifecycle.started('last', () => void steps.push('last'));
    await expect(lifecycle.stop()).rejects.toThrow('stuck');
    expect(failures).toEqual(['broken']);
    expect(steps).toEqual(['last', 'first']);
  });
});
