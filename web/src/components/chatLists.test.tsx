// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../i18n/i18n';
import { useListFormat, useSharedLanguagesLine } from './chatLists';

describe('chat lists', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says the shared languages in English by default, and nothing when none is shared', () => {
    expect(renderHook(() => useSharedLanguagesLine(['es', 'pt'])).result.current).toBe(
      'You both speak Spanish and Portuguese',
    );
    expect(renderHook(() => useSharedLanguagesLine([])).result.current).toBeNull();
    expect(renderHook(() => useSharedLanguagesLine(undefined)).result.current).toBeNull();
  });

  it('joins words and names languages the way the chosen language does', async () => {
    await act(async () => {
      await switchLanguage('es');
      await i18n.loadNamespaces('strangers');
    });
    expect(renderHook(() => useSharedLanguagesLine(['es', 'pt'])).result.current).toBe(
      'Los dos hablan español y portugués',
    );
    expect(renderHook(() => useListFormat()).result.current(['Música', 'Cine', 'Arte'])).toBe(
      'Música, Cine y Arte',
    );
  });
});
