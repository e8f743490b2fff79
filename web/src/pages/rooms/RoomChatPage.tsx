import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function RoomChatPage() {
  return (
    <ComingSoon title="Room Chat" icon="hash" description="Chat live with everyone in this room." />
  );
}
