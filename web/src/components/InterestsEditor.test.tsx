// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addInterest, filterSuggestions, InterestsEditor, typedInterest } from './InterestsEditor';
import { switchLanguage } from '../i18n/i18n';

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <InterestsEditor value={value} onChange={setValue} />
      <output data-testid="value">{value.join('|')}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox');
const value = () => screen.getByTestId('value').textContent;
const suggestions = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

describe('InterestsEditor', () => {
  afterEach(cleanup);

  it('adds the typed interest on Enter and clears the box', () => {
    render(<Harness />);
    type('  Chess ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(value()).toBe('Chess');
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Remove Chess' })).toBeTruthy();
  });

  it('ignores duplicates whatever their case, and blank text', () => {
    render(<Harness initial={['Music']} />);
    type('music');
    fireEvent.keyDown(input(), { key: 'Enter' });
    type('   ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(value()).toBe('Music');
  });

  it('suggests those containing the typed text, case-insensitively, minus chosen ones', () => {
    render(<Harness initial={['Movies']} />);
    expect(suggestions()).toHaveLength(9);
    type('MO');
    expect(suggestions()).toEqual([]);
    type('in');
    expect(suggestions()).toEqual(['+ Gaming', '+ Reading']);
  });

  it('adds a suggestion by click or by arrow keys and Enter', () => {
    render(<Harness />);
    type('tra');
    fireEvent.click(screen.getByRole('option', { name: '+ Travel' }));
    expect(value()).toBe('Travel');
    type('a');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const active = screen.getByRole('option', { selected: true });
    expect(input().getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(value()).toBe(`Travel|${active.textContent?.slice(2)}`);
  });

  it('removes a chip with its button', () => {
    render(<Harness initial={['Art', 'Food']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Art' }));
    expect(value()).toBe('Food');
  });

  it('keeps its rules in pure helpers', () => {
    expect(addInterest(['A'], 'b', 1)).toEqual(['A']);
    expect(addInterest([], 'x'.repeat(60))[0]).toHaveLength(40);
    expect(filterSuggestions(['Art', 'Fashion'], 'A', [])).toEqual(['Art', 'Fashion']);
  });

  it('shows suggestions in the app’s language and keeps their wire value', async () => {
    await act(() => switchLanguage('es'));
    try {
      render(
        <Suspense fallback={null}>
          <Harness initial={['Art']} />
        </Suspense>,
      );
      expect(await screen.findByText('Arte')).toBeTruthy();
      type('mús');
      expect(suggestions()).toEqual(['+ Música']);
      fireEvent.click(screen.getByRole('option', { name: '+ Música' }));
      expect(value()).toBe('Art|Music');
      // Typing a suggestion's Spanish name picks the suggestion itself.
      type('viajes');
      fireEvent.keyDown(input(), { key: 'Enter' });
      expect(value()).toBe('Art|Music|Travel');
      expect(screen.getByRole('button', { name: 'Quitar Viajes' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });

  it('maps typed text to a suggestion only by its whole shown name', () => {
    const names: Record<string, string> = { Music: 'Música' };
    const nameOf = (s: string) => names[s] ?? s;
    expect(typedInterest(['Music'], ' MÚSICA ', nameOf)).toBe('Music');
    expect(typedInterest(['Music'], 'Músic', nameOf)).toBe('Músic');
  });
});
