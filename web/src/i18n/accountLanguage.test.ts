import { describe, expect, it, vi } from 'vitest';
import { createAccountLanguage, type AccountLanguagePorts } from './accountLanguage';
import type { LanguageCode } from './languages';

/** An account behind a fake API, a browser's storage and the language the app shows. */
function world({ signedIn = true, shown = 'en', saveFails = false } = {}) {
  let unsent: LanguageCode | null = null;
  const state = { shown, signedIn };
  const save = vi.fn(async (_language: LanguageCode) => {
    if (saveFails) throw new Error('offline');
    return {};
  });
  const apply = vi.fn(async (language: LanguageCode) => {
    state.shown = language;
  });
  const ports: AccountLanguagePorts = {
    signedIn: () => state.signedIn,
    save,
    apply,
    current: () => state.shown,
    unsent: { get: () => unsent, set: (language) => (unsent = language) },
  };
  return { keeper: createAccountLanguage(ports), save, apply, state, unsent: () => unsent };
}

describe('the language kept on the account', () => {
  it('sends a pick made while signed in to the account at once', async () => {
    const { keeper, save, unsent } = world();
    await keeper.picked('ar');
    expect(save).toHaveBeenCalledWith('ar');
    expect(unsent()).toBeNull();
  });

  it('switches to the account language when the account loads with another one', async () => {
    const { keeper, apply, save, state } = world({ shown: 'en' });
    await keeper.accountLoaded('es');
    expect(apply).toHaveBeenCalledWith('es');
    expect(state.shown).toBe('es');
    expect(save).not.toHaveBeenCalled();
  });

  it('leaves the language alone when the account has none, the same, or an unknown one', async () => {
    const { keeper, apply, save } = world({ shown: 'fr' });
    await keeper.accountLoaded(undefined);
    await keeper.accountLoaded('fr');
    await keeper.accountLoaded('xx');
    expect(apply).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a pick made while signed out at the next sign-in, over the account', async () => {
    const { keeper, save, apply, state, unsent } = world({ signedIn: false, shown: 'ja' });
    await keeper.picked('ja');
    expect(save).not.toHaveBeenCalled();
    expect(unsent()).toBe('ja');

    state.signedIn = true;
    await keeper.accountLoaded('de');
    expect(save).toHaveBeenCalledWith('ja');
    expect(apply).not.toHaveBeenCalled();
    expect(unsent()).toBeNull();
  });

  it('ignores a failed save quietly and sends the pick again when the account next loads', async () => {
    const failing = world({ saveFails: true, shown: 'tr' });
    await expect(failing.keeper.picked('tr')).resolves.toBeUndefined();
    expect(failing.unsent()).toBe('tr');
    await failing.keeper.accountLoaded('en');
    expect(failing.save).toHaveBeenCalledTimes(2);
    expect(failing.apply).not.toHaveBeenCalled();
  });

  it('forgets a pick the account already holds without saving it again', async () => {
    const { keeper, save, unsent } = world({ signedIn: false });
    await keeper.picked('hi');
    await keeper.accountLoaded('hi');
    expect(save).not.toHaveBeenCalled();
    expect(unsent()).toBeNull();
  });
});
