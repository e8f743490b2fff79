import { Card } from 'react-bootstrap';
import { Icon } from '../../components/Icon';

/** The user's photos; the list itself arrives with the social feature. */
export function PhotosSection() {
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold mb-3">Photos</h2>
        <div className="empty-state text-center py-4">
          <Icon name="image" size={32} className="text-body-tertiary mb-2" />
          <p className="text-body-secondary mb-0">No photos uploaded yet.</p>
        </div>
      </Card.Body>
    </Card>
  );
}
