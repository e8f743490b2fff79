import { Col, Row } from 'react-bootstrap';
import { Icon, type IconName } from '../../components/Icon';

export interface FeatureItem {
  icon: IconName;
  title: string;
  text: string;
}

/** A responsive grid of icon cards: one column on phones, two on tablets, four on desktops. */
export function FeatureGrid({ items }: { items: FeatureItem[] }) {
  return (
    <Row xs={1} sm={2} lg={4} className="g-4">
      {items.map((item) => (
        <Col key={item.title}>
          <div className="feature-card h-100">
            <div className="feature-icon">
              <Icon name={item.icon} size={24} />
            </div>
            <h3 className="h5 fw-bold mt-3">{item.title}</h3>
            <p className="text-body-secondary mb-0">{item.text}</p>
          </div>
        </Col>
      ))}
    </Row>
  );
}
