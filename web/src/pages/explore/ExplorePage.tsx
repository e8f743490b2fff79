import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function ExplorePage() {
  return (
    <ComingSoon
      title="Explore"
      icon="compass"
      description="Discover photos and videos from the community."
    />
  );
}
