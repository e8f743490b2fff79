import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this feature is built. */
export function RoomsPage() {
  return (
    <ComingSoon
      title="Rooms"
      icon="hash"
      description="Browse public chat rooms, create your own and join the conversation."
    />
  );
}
