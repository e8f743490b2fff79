import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function FriendsPage() {
  return (
    <ComingSoon
      title="Friends"
      icon="users"
      description="Manage your friend requests and your friends."
    />
  );
}
