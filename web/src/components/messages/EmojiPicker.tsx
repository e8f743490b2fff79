import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_REACTIONS } from '@serendip/protocol';
import { readRecentEmojis, rememberEmoji } from './emojiRecents';
import './emoji.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** The full set, searchable: its code and data load on the picker's first opening. */
const EmojiLibraryPicker = lazy(() => import('./EmojiLibraryPicker'));

interface EmojiPickerProps {
  onPick(emoji: string): void;
  disabled?: boolean;
}

function EmojiGroup({
  label,
  emojis,
  onPick,
}: {
  label: string;
  emojis: readonly string[];
  onPick(emoji: string): void;
}) {
  const id = useId();
  if (emojis.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="emoji-group">
      <div id={id} className="emoji-group-label">
        {label}
      </div>
      <div className="emoji-grid">
        {emojis.map((emoji) => (
          <button key={emoji} type="button" className="emoji-button" onClick={() => onPick(emoji)}>
            {emoji}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The emoji picker toggle: the default reactions first, then up to 14 recently used emojis
 * (localStorage 'recentEmojis'), then every emoji with search, categories and skin tones.
 * Escape closes it.
 */
export function EmojiPicker({ onPick, disabled }: EmojiPickerProps) {
  const { t } = useSocialTranslation();
  const [open, setOpen] = useState(false);
  const [recents, setRecents] = useState<string[]>(() => readRecentEmojis());
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // Stays open for several picks (closed by the toggle, Escape or a click elsewhere). The
  // recents shown are those of when it opened, so the buttons never move under the pointer.
  const pick = (emoji: string) => {
    rememberEmoji(emoji);
    onPick(emoji);
  };
  const toggle = () => {
    if (!open) setRecents(readRecentEmojis());
    setOpen(!open);
  };

  return (
    <div
      ref={wrapperRef}
      className="emoji-picker"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-outline-secondary composer-icon-button"
        aria-label={t('emoji.toggle')}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={toggle}
      >
        <span aria-hidden="true">😊</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="emoji-panel shadow"
          role="dialog"
          aria-label={t('emoji.picker')}
        >
          <EmojiGroup label={t('emoji.reactions')} emojis={DEFAULT_REACTIONS} onPick={pick} />
          <EmojiGroup label={t('emoji.recent')} emojis={recents} onPick={pick} />
          <Suspense
            fallback={
              <div className="emoji-library-loading text-body-secondary small" role="status">
                {t('emoji.loading')}
              </div>
            }
          >
            <EmojiLibraryPicker onPick={pick} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
