import type { MessageType } from '@serendip/protocol';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** Only our own upload paths and web addresses are used as media sources. */
export function safeMediaUrl(content: string): string | null {
  if (content.startsWith('/') && !content.startsWith('//')) return content;
  return /^https?:\/\//i.test(content) ? content : null;
}

interface MediaMessageProps {
  type: Extract<MessageType, 'image' | 'video'>;
  content: string;
  /** Whose media it is, for the alternative text. */
  senderName: string;
  /** Called once the media knows its size, so the list can keep following the bottom. */
  onLoad?(): void;
}

/** An image (lazy, opens full size in a new tab) or a video with controls. */
export function MediaMessage({ type, content, senderName, onLoad }: MediaMessageProps) {
  const { t } = useSocialTranslation();
  const src = safeMediaUrl(content);
  if (!src) return <span>{content}</span>;
  if (type === 'video') {
    return (
      <video
        className="message-media"
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={t('messages.videoFrom', { name: senderName })}
        onLoadedMetadata={onLoad}
      />
    );
  }
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className="d-block">
      <img
        className="message-media"
        src={src}
        alt={t('messages.imageFrom', { name: senderName })}
        loading="lazy"
        onLoad={onLoad}
      />
    </a>
  );
}
