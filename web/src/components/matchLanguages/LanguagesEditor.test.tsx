// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LanguagesEditor } from './LanguagesEditor';
import { matchLanguageExtras, readMatchLanguages, sharedLanguagesLine } from './matchLanguages';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('match languages', () => {
  it("start from the browser's languages, by primary subtag", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es', 'pt-BR']);
    expect(readMatchLanguages()).toEqual({ languages: ['es', 'pt'], onlyMine: false });
    expect(matchLanguageExtras()).toEqual({ languages: ['es', 'pt'] });
  });

  it('are added, removed and restricted from the editor, and remembered', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    render(<LanguagesEditor />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a language…' }), {
      target: { value: 'es' },
    });
    expect(matchLanguageExtras()).toEqual({ languages: ['en', 'es'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only people who speak my language' }));
    expect(matchLanguageExtras()).toEqual({ languages: ['es'], onlyMyLanguage: true });
    // Without any language the switch means nothing: it is turned off and disabled.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Spanish' }));
    const onlyMine = screen.getByRole('checkbox', { name: 'Only people who speak my language' });
    expect([
      (onlyMine as HTMLInputElement).checked,
      (onlyMine as HTMLInputElement).disabled,
    ]).toEqual([false, true]);
    expect(matchLanguageExtras()).toEqual({});
  });

  it('say which languages were shared once matched', () => {
    expect(sharedLanguagesLine(['es'])).toBe('You both speak Spanish');
    expect(sharedLanguagesLine(['es', 'pt'])).toBe('You both speak Spanish and Portuguese');
    expect(sharedLanguagesLine([])).toBeNull();
    expect(sharedLanguagesLine(undefined)).toBeNull();
  });
});
