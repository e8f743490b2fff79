import { useId } from 'react';

/** The Serendip mark: a speech bubble holding a spark, on a violet-to-coral tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#fb7185" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M9 8.5h14a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-7l-5 4v-4H9a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3z"
        fill="#fff"
      />
      <path
        d="M16 11.2l1.2 2.6 2.6 1.2-2.6 1.2L16 18.8l-1.2-2.6-2.6-1.2 2.6-1.2z"
        fill={`url(#${gradientId})`}
      />
    </svg>
  );
}

/** Mark plus wordmark, as shown in the navbar and footer. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="brand-logo">
      <LogoMark size={size} />
      <span className="brand-wordmark">Serendip</span>
    </span>
  );
}
