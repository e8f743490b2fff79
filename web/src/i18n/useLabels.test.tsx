// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_INTEREST_SUGGESTIONS,
  ONBOARDING_INTERESTS,
  REPORT_CATEGORIES,
  TRANSPARENCY_ACTION_KINDS,
  TRANSPARENCY_ACTION_LABELS,
  countText,
} from '@serendip/protocol';
import { i18n, switchLanguage } from './i18n';
import { labelsFor, useLabels } from './useLabels';
import './namespaces/labels';

const inLanguage = (language: string) => labelsFor(i18n.getFixedT(language, 'labels'), language);

async function loaded(language: string) {
  await i18n.reloadResources([language], ['labels']);
  expect(i18n.hasResourceBundle(language, 'labels')).toBe(true);
}

describe('labels', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('are the protocol’s English in English, word for word', () => {
    const labels = inLanguage('en');
    for (const { id, label } of REPORT_CATEGORIES) expect(labels.reportCategory(id)).toBe(label);
    for (const kind of TRANSPARENCY_ACTION_KINDS)
      expect(labels.transparencyAction(kind)).toBe(TRANSPARENCY_ACTION_LABELS[kind]);
    for (const interest of [...ANONYMOUS_INTEREST_SUGGESTIONS, ...ONBOARDING_INTERESTS])
      expect(labels.interest(interest)).toBe(interest);
    expect(labels.publicCount({ fewerThan: 10 })).toBe(countText({ fewerThan: 10 }));
    expect(labels.publicCount(12345)).toBe(countText(12345));
  });

  it('name every suggested interest in each catalogue', () => {
    const english = i18n.getResourceBundle('en', 'labels') as { interests: object };
    expect(Object.keys(english.interests).sort()).toEqual(
      [...new Set([...ANONYMOUS_INTEREST_SUGGESTIONS, ...ONBOARDING_INTERESTS])].sort(),
    );
  });

  it('follow the language by id, and leave what they do not know as it is', async () => {
    await loaded('es');
    const spanish = inLanguage('es');
    expect(spanish.reportCategory('self-harm')).toBe('Autolesiones o suicidio');
    expect(spanish.reportCategory('no-such-category')).toBe('no-such-category');
    expect(spanish.transparencyAction('ban')).toBe('Expulsiones');
    expect(spanish.interest('Music')).toBe('Música');
    expect(spanish.interest('Chess')).toBe('Chess');
    expect(spanish.publicCount({ fewerThan: 10 })).toBe('menos de 10');
    await loaded('de');
    expect(inLanguage('de').publicCount(1234567)).toBe('1.234.567');
  });

  it('useLabels changes with the app’s language', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    );
    const { result } = renderHook(() => useLabels(), { wrapper });
    expect(result.current.reportCategory('spam')).toBe('Spam or scam');
    await act(() => switchLanguage('fr'));
    await waitFor(() => expect(result.current.reportCategory('spam')).toBe('Spam ou arnaque'));
  });

  it('shows a report category in the language inside a component', async () => {
    function Category() {
      return <p>{useLabels().reportCategory('threats')}</p>;
    }
    await act(() => switchLanguage('ja'));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Category />
      </Suspense>,
    );
    expect(await screen.findByText('脅迫や暴力')).toBeTruthy();
  });
});
