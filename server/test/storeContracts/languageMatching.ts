/** The language rules of stranger queues, run by the anonymous and video store contracts. */
import { expect, it } from 'vitest';
import { NOW, queueEntry } from '../hubs';
import type { StoreHost } from '../../src/platform/hub/types';
import type { AskMatch } from './trustMatching';

const WIDEN = 5000;
/** Someone who speaks `languages`, as buildQueueEntry queues them at NOW. */
const speaks = (languages: string[], languageOnly = false) => ({
  languages,
  languageWidenAt: NOW + WIDEN,
  ...(languageOnly ? { languageOnly: true } : {}),
});

/** What every stranger queue (anonymous text, video; memory and Redis) does with languages. */
export function languageMatchingContract(makeHub: () => Promise<StoreHost>, ask: AskMatch) {
  it('pairs two Spanish speakers, not the English speaker who waited between them', async () => {
    const hub = await makeHub();
    const first = queueEntry(hub, 'es1', { ...speaks(['es']), enqueuedAt: NOW - 2 });
    expect(await ask(hub, first, NOW)).toBe('waiting');
    const english = queueEntry(hub, 'en', { ...speaks(['en']), enqueuedAt: NOW - 1 });
    expect(await ask(hub, english, NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'es2', speaks(['pt', 'es'])), NOW)).toBe('es1');
  });

  it('pairs across languages once both waited the widen delay', async () => {
    const hub = await makeHub();
    const english = queueEntry(hub, 'en', speaks(['en']));
    expect(await ask(hub, english, NOW)).toBe('waiting');
    const spanish = queueEntry(hub, 'es', speaks(['es']));
    expect(await ask(hub, spanish, NOW)).toBe('waiting');
    expect(await ask(hub, spanish, NOW + WIDEN, true)).toBe('en');
  });

  it('never pairs across languages when either asked for their own only', async () => {
    const hub = await makeHub();
    const strict = queueEntry(hub, 'strict', speaks(['es'], true));
    expect(await ask(hub, strict, NOW)).toBe('waiting');
    // Long past every widen delay: still no one without Spanish.
    const later = NOW + 10 * WIDEN;
    expect(
      await ask(hub, queueEntry(hub, 'en', { ...speaks(['en']), enqueuedAt: NOW + 1 }), later),
    ).toBe('waiting');
    // (Kept apart from the English speaker, who would do for them.)
    const none = queueEntry(hub, 'none', { exclude: ['visitor:en'], enqueuedAt: NOW + 2 });
    expect(await ask(hub, none, later)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'es', speaks(['es'])), later)).toBe('strict');
  });

  it('matches as before when neither gave languages, or only one did', async () => {
    const hub = await makeHub();
    expect(await ask(hub, queueEntry(hub, 'a'), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'b'), NOW)).toBe('a');
    expect(await ask(hub, queueEntry(hub, 'c', speaks(['ja'])), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'd'), NOW)).toBe('c');
  });
}
