import './seenRooms.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** "Seen" under the last of one's own messages the friend has read. */
export function SeenMarker() {
  const { t } = useSocialTranslation();
  return (
    <li className="seen-marker" data-testid="seen-marker">
      {t('chat.seen')}
    </li>
  );
}
