import { useEffect } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../session/ConfigContext';
import { Icon, type IconName } from './Icon';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

interface AdSlotProps {
  /** Names the placement (e.g. 'landing', 'frame-left'); sent as the ad network's slot. */
  slot: string;
  /** Tall boxes for the side columns, wide ones inside pages. */
  orientation?: 'horizontal' | 'vertical';
}

const housePromos: { text: string; cta: string; to: string; icon: IconName }[] = [
  {
    text: 'Meet someone new in seconds.',
    cta: 'Start an anonymous chat',
    to: '/anonymous-chat',
    icon: 'chat',
  },
  {
    text: 'Face to face, no names needed.',
    cta: 'Try video chat',
    to: '/video-chat',
    icon: 'video',
  },
  { text: 'Find your people in public rooms.', cta: 'Browse rooms', to: '/rooms', icon: 'hash' },
];

function promoFor(slot: string) {
  const hash = [...slot].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return housePromos[hash % housePromos.length];
}

let adScript: Promise<void> | null = null;

function loadAdScript(client: string): Promise<void> {
  adScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The ad network script did not load.'));
    document.head.appendChild(script);
  });
  return adScript;
}

function NetworkAd({ client, slot }: { client: string; slot: string }) {
  useEffect(() => {
    loadAdScript(client)
      .then(() => (window.adsbygoogle = window.adsbygoogle ?? []).push({}))
      .catch((error: unknown) => console.error(error));
  }, [client]);
  return (
    <ins
      className="adsbygoogle d-block"
      data-ad-client={client}
      data-ad-slot={slot}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}

/** An advertisement slot: the configured ad network, or a house promotion of Serendip. */
export function AdSlot({ slot, orientation = 'horizontal' }: AdSlotProps) {
  const config = useConfig();
  const client = config?.ads.provider === 'adsense' ? config.ads.client : undefined;
  const promo = promoFor(slot);
  return (
    <aside
      className={`ad-slot ad-slot-${orientation}`}
      data-testid="ad-slot"
      aria-label="Advertisement"
    >
      <span className="ad-slot-label">Advertisement</span>
      {client ? (
        <NetworkAd client={client} slot={slot} />
      ) : (
        <div className="ad-slot-house">
          <span className="ad-slot-icon">
            <Icon name={promo.icon} size={22} />
          </span>
          <p className="mb-1 fw-semibold">{promo.text}</p>
          <Link to={promo.to} className="small fw-semibold">
            {promo.cta} →
          </Link>
        </div>
      )}
    </aside>
  );
}
