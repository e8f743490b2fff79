import { Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from '../../i18n/i18n';
import { LinkButton } from '../../components/LinkButton';
import { Icon } from '../../components/Icon';

const previewMessages = [
  { from: 'stranger', key: 'hello' },
  { from: 'you', key: 'reply' },
  { from: 'stranger', key: 'music' },
  { from: 'you', key: 'found' },
] as const;

/** An illustration of a chat, drawn with plain elements (decorative). */
function ChatPreview() {
  const { t } = useTranslation();
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="hero-preview-header">
        <span className="online-dot" /> {t('landing.preview.header')}
      </div>
      {previewMessages.map((message) => (
        <div key={message.key} className={`hero-bubble hero-bubble-${message.from}`}>
          {t(`landing.preview.${message.key}`)}
        </div>
      ))}
    </div>
  );
}

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section className="hero">
      <Container>
        <Row className="align-items-center gy-4 gx-lg-5">
          <Col lg={7}>
            <p className="hero-eyebrow">{t('landing.eyebrow')}</p>
            <h1 className="hero-title">{t('landing.headline')}</h1>
            <p className="hero-lead">{t('landing.lead')}</p>
            <div className="d-flex flex-column flex-sm-row gap-3 mt-4">
              <LinkButton to="/anonymous-chat" size="lg" variant="light" className="hero-cta">
                <Icon name="chat" className="me-2" />
                {t('landing.startChatting')}
              </LinkButton>
              <LinkButton to="/video-chat" size="lg" variant="outline-light">
                <Icon name="video" className="me-2" />
                {t('landing.startVideo')}
              </LinkButton>
            </div>
          </Col>
          <Col lg={5} className="d-none d-md-block">
            <ChatPreview />
          </Col>
        </Row>
      </Container>
    </section>
  );
}
