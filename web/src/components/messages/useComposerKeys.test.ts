import { describe, expect, it } from 'vitest';
import { composerKeyAction } from './useComposerKeys';

describe('composerKeyAction', () => {
  it('sends on a plain Enter', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
  });

  it('makes a new line on Shift+Enter, Alt+Enter and Ctrl+Enter', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, altKey: true })).toBe('newline');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, ctrlKey: true })).toBe('newline');
  });

  it('leaves the Enter that confirms an input method word alone', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, keyCode: 229 })).toBe('none');
  });

  it('ignores every other key', () => {
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBe('none');
    expect(composerKeyAction({ key: 'Escape', shiftKey: true })).toBe('none');
  });
});
