import { useEffect, useRef, useState } from 'react';
import Picker from 'emoji-picker-element/picker';
import emojiDataUrl from 'emoji-picker-element-data/en/emojibase/data.json?url';
import { useTheme } from '../../session/theme';

interface EmojiLibraryPickerProps {
  onPick(emoji: string): void;
}

/**
 * The full emoji set of emoji-picker-element: search by name and keyword, categories, skin
 * tones and arrow-key navigation. Its data ships with our build (a hashed asset fetched on first
 * open and kept in IndexedDB), so it never reaches for a CDN. Loaded with the picker's first
 * opening, never with a page.
 */
export default function EmojiLibraryPicker({ onPick }: EmojiLibraryPickerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [picker, setPicker] = useState<Picker>();
  const theme = useTheme();
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  useEffect(() => {
    const element = new Picker({ dataSource: emojiDataUrl, locale: 'en' });
    element.addEventListener('emoji-click', (event) =>
      onPickRef.current(event.detail.unicode ?? ''),
    );
    hostRef.current?.append(element);
    setPicker(element);
    return () => element.remove();
  }, []);

  useEffect(() => {
    picker?.classList.toggle('dark', theme === 'dark');
    picker?.classList.toggle('light', theme !== 'dark');
  }, [picker, theme]);

  return <div ref={hostRef} className="emoji-library" />;
}
