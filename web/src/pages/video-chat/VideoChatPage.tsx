import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function VideoChatPage() {
  return (
    <ComingSoon
      title="Anonymous Video Chat"
      icon="video"
      description="Meet strangers face to face, one-to-one or in a group."
    />
  );
}
