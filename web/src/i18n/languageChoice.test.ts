// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testSupport/fakeFetch';
import { setToken } from '../api/http';
import { i18n } from './i18n';
import { accountLanguage, pickLanguage } from './languageChoice';

const profileCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/users/profile' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('choosing a language against the API', () => {
  afterEach(async () => {
    setToken(null);
    localStorage.clear();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('applies a pick, remembers it and sends PUT /api/users/profile { language }', async () => {
    setToken('token-1');
    const fetchMock = stubFetch({ 'PUT /api/users/profile': { body: {} } });
    await pickLanguage('es');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('serendip.language')).toBe('es');
    expect(profileCalls(fetchMock)).toEqual([{ language: 'es' }]);
  });

  it('keeps the pick quietly when the server refuses, and sends it when the account loads', async () => {
    setToken('token-1');
    const fetchMock = stubFetch({ 'PUT /api/users/profile': { status: 500, body: {} } });
    await expect(pickLanguage('ar')).resolves.toBeUndefined();
    expect(document.documentElement.dir).toBe('rtl');
    const retry = stubFetch({ 'PUT /api/users/profile': { body: {} } });
    await accountLanguage.accountLoaded('en');
    expect(i18n.language).toBe('ar');
    expect(profileCalls(fetchMock)).toEqual([{ language: 'ar' }]);
    expect(profileCalls(retry)).toEqual([{ language: 'ar' }]);
    expect(localStorage.getItem('serendip.language.unsent')).toBeNull();
  });

  it("switches to the account's language when the account loads, sending nothing", async () => {
    const fetchMock = stubFetch({});
    await accountLanguage.accountLoaded('ja');
    expect(i18n.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(profileCalls(fetchMock)).toEqual([]);
  });
});
