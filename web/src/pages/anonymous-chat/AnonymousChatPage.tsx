import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function AnonymousChatPage() {
  return (
    <ComingSoon
      title="Anonymous Chat"
      icon="chat"
      description="Chat one-to-one with a random stranger. No account needed."
    />
  );
}
