import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function ConversationsPage() {
  return (
    <ComingSoon
      title="Your Conversations"
      icon="chat"
      description="All your private chats in one place."
    />
  );
}
