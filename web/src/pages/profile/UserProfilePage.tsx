import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function UserProfilePage() {
  return (
    <ComingSoon
      title="Profile"
      icon="user"
      description="See other members, their photos and interests."
    />
  );
}
