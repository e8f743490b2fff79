import { useState } from 'react';

interface ChatImageProps {
  src: string;
  /** A stranger's image starts blurred and is shown only after a click. */
  blurred: boolean;
}

/** An image in the anonymous chat; the stranger's stay blurred until the user asks. */
export function ChatImage({ src, blurred }: ChatImageProps) {
  const [revealed, setRevealed] = useState(!blurred);
  if (revealed) {
    return (
      <a href={src} target="_blank" rel="noreferrer noopener" className="anon-image-link">
        <img src={src} alt="Shared image" className="anon-image" loading="lazy" />
      </a>
    );
  }
  return (
    <button
      type="button"
      className="anon-image-cover"
      onClick={() => setRevealed(true)}
      aria-label="Click to reveal the image from the stranger"
    >
      <img src={src} alt="" className="anon-image anon-image-blurred" aria-hidden="true" />
      <span className="anon-image-cover-label">Click to reveal</span>
    </button>
  );
}
