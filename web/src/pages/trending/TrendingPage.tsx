import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function TrendingPage() {
  return (
    <ComingSoon
      title="Trending"
      icon="trending"
      description="See which rooms are buzzing right now."
    />
  );
}
