import { Button, ListGroup, Spinner } from 'react-bootstrap';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { Avatar } from '../../components/Avatar';
import type { Recommendation } from './useRecommendations';

interface RecommendationListProps {
  recommendations: Recommendation[];
  loading: boolean;
  onAddFriend: (userId: string) => void;
}

const buttonLabel = {
  initial: 'onboarding.connect.addFriend',
  sent: 'onboarding.connect.requestSent',
  error: 'onboarding.connect.error',
} as const;

/** People to follow, each with an 'Add Friend' button that records the request's outcome. */
export function RecommendationList({
  recommendations,
  loading,
  onAddFriend,
}: RecommendationListProps) {
  const { t } = useAccountTranslation();
  if (loading) {
    return (
      <div className="py-3 text-center" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span className="visually-hidden">{t('onboarding.connect.loading')}</span>
      </div>
    );
  }
  if (recommendations.length === 0) {
    return <p className="text-body-secondary mb-0">{t('onboarding.connect.none')}</p>;
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
            {t(buttonLabel[user.status])}
          </Button>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
