import { Col, Container, Row } from 'react-bootstrap';
import { LinkButton } from '../../components/LinkButton';
import { Icon } from '../../components/Icon';

const previewMessages = [
  { from: 'stranger', text: 'Hey stranger! 👋' },
  { from: 'you', text: 'Hi! What brings you here tonight?' },
  { from: 'stranger', text: 'Looking for someone who loves music as much as I do 🎶' },
  { from: 'you', text: 'Then you just found them.' },
];

/** An illustration of a chat, drawn with plain elements (decorative). */
function ChatPreview() {
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="hero-preview-header">
        <span className="online-dot" /> Chatting with Stranger
      </div>
      {previewMessages.map((message) => (
        <div key={message.text} className={`hero-bubble hero-bubble-${message.from}`}>
          {message.text}
        </div>
      ))}
    </div>
  );
}

export function HeroSection() {
  return (
    <section className="hero">
      <Container>
        <Row className="align-items-center gy-4 gx-lg-5">
          <Col lg={7}>
            <p className="hero-eyebrow">Anonymous · Free · No sign-up needed</p>
            <h1 className="hero-title">Meet someone new, one chat at a time.</h1>
            <p className="hero-lead">
              Talk to a random stranger by text or video in seconds. No names, no tracking, no
              recording. Just real conversations.
            </p>
            <div className="d-flex flex-column flex-sm-row gap-3 mt-4">
              <LinkButton to="/anonymous-chat" size="lg" variant="light" className="hero-cta">
                <Icon name="chat" className="me-2" />
                Start Chatting Now
              </LinkButton>
              <LinkButton to="/video-chat" size="lg" variant="outline-light">
                <Icon name="video" className="me-2" />
                Start Video Chat
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
