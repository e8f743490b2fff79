import { Button, ListGroup, Spinner } from 'react-bootstrap';
import { Avatar } from '../../components/Avatar';
import type { Recommendation } from './useRecommendations';

interface RecommendationListProps {
  recommendations: Recommendation[];
  loading: boolean;
  onAddFriend: (userId: string) => void;
}

const buttonLabel = { initial: 'Add Friend', sent: 'Request Sent', error: 'Error' };

/** People to follow, each with an 'Add Friend' button that records the request's outcome. */
export function RecommendationList({
  recommendations,
  loading,
  onAddFriend,
}: RecommendationListProps) {
  if (loading) {
    return (
      <div className="py-3 text-center" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span className="visually-hidden">Loading recommendations...</span>
      </div>
    );
  }
  if (recommendations.length === 0) {
    return <p className="text-body-secondary mb-0">No suggestions right now. Check back later!</p>;
  }
  return (
    <ListGroup variant="flush" className="recommendation-list">
      {recommendations.map((user) => (
        <ListGroup.Item key={user._id} className="d-flex align-items-center gap-3 px-0">
          <Avatar
            profilePicture={user.profilePicture}
            username={user.username}
            size={44}
            decorative
          />
          <span className="fw-semibold text-truncate flex-grow-1">{user.username}</span>
          <Button
            size="sm"
            variant={user.status === 'error' ? 'outline-danger' : 'outline-primary'}
            disabled={user.status !== 'initial'}
            onClick={() => onAddFriend(user._id)}
          >
            {buttonLabel[user.status]}
          </Button>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
