import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function SearchUsersPage() {
  return (
    <ComingSoon
      title="Search Users"
      icon="search"
      description="Find people by username and send them a friend request."
    />
  );
}
