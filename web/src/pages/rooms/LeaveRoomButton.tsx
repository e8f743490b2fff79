import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/http';
import { leaveRoom } from '../../api/rooms';
import { useToast } from '../../components/Toasts';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/**
 * Leaves the room for good ('Your Rooms' no longer lists it) and goes back to the rooms list.
 * Opening the room again joins it again, so no confirmation is asked.
 */
export function LeaveRoomButton({ roomId, roomName }: { roomId: string; roomName: string }) {
  const navigate = useNavigate();
  const { t } = useSocialTranslation();
  const { showToast } = useToast();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await leaveRoom(roomId);
      showToast(t('room.left', { name: roomName }), 'info');
      navigate('/rooms');
    } catch (failure) {
      showToast(errorMessage(failure, t('room.leaveFailed')), 'danger');
      setLeaving(false);
    }
  };

  return (
    <Button
      variant="outline-danger"
      size="sm"
      className="flex-shrink-0"
      disabled={leaving}
      aria-label={t('room.leaveLabel', { name: roomName })}
      onClick={() => void leave()}
    >
      {t('room.leave')}
    </Button>
  );
}
