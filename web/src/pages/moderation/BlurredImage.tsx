import { useState } from 'react';

/** Reported media stays blurred until the moderator chooses to look. */
export function BlurredImage({ src, alt }: { src: string; alt: string }) {
  const [shown, setShown] = useState(false);
  return (
    <button
      type="button"
      className="border-0 p-0 bg-transparent"
      onClick={() => setShown(true)}
      aria-label={shown ? alt : `Show ${alt}`}
      title={shown ? alt : 'Click to show'}
    >
      <img
        src={src}
        alt={alt}
        width={120}
        height={120}
        style={{ objectFit: 'cover', filter: shown ? 'none' : 'blur(16px)' }}
      />
    </button>
  );
}
