import { useEffect, useState } from 'react';
import { ONLINE_COUNT_OFFSET } from '@serendip/protocol';
import { useTranslation } from '../i18n/i18n';
import { useSocket } from '../api/socket';

/** The server-reported number of people online, or null before the first answer. */
export function useOnlineCount(): number | null {
  const socket = useSocket();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!socket) return;
    const update = (value: number) => {
      if (typeof value === 'number' && Number.isFinite(value)) setCount(value);
    };
    const ask = () => socket.emit('getOnlineUsersCount', update);
    socket.on('updateOnlineUsersCount', update);
    socket.on('connect', ask);
    if (socket.connected) ask();
    return () => {
      socket.off('updateOnlineUsersCount', update);
      socket.off('connect', ask);
    };
  }, [socket]);

  return count;
}

/** The navbar's 'Online: N', N being the server's count plus 37. */
export function OnlineCount() {
  const { t } = useTranslation();
  const count = useOnlineCount();
  return (
    <span className="online-count" aria-live="polite">
      <span className="online-dot" aria-hidden="true" />
      {count === null
        ? t('shell.onlinePending')
        : t('shell.online', { count: count + ONLINE_COUNT_OFFSET })}
    </span>
  );
}
