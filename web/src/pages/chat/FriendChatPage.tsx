import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function FriendChatPage() {
  return (
    <ComingSoon
      title="Private Chat"
      icon="chat"
      description="Chat privately with your friends, with photos, videos and emojis."
    />
  );
}
