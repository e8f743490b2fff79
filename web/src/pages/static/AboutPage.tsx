import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { StaticPageLayout } from './StaticPageLayout';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from './siteInfo';

const promises = [
  {
    title: 'No tracking',
    text: 'No tracking or advertising cookies of our own, no selling of your data, and IP addresses used only as a keyed hash to stop abuse.',
  },
  {
    title: 'No recording',
    text: 'Anonymous text and video chats are never recorded or saved. Video flows directly between browsers.',
  },
  {
    title: 'AI-moderated video',
    text: 'An AI model checks incoming video inside your own browser and closes the window when it sees something that breaks the rules. Frames never leave your device.',
  },
  {
    title: 'AI + human moderated text',
    text: 'An automatic filter checks messages as they are sent, and our moderators review every report.',
  },
  {
    title: 'All free',
    text: 'Every feature is free: text chat, video chat, group calls, rooms, friends and the feed.',
  },
];

/** /about: what Serendip is and what it promises. */
export default function AboutPage() {
  return (
    <StaticPageLayout
      title={`About ${PRODUCT_NAME}`}
      documentTitle="About"
      lead="Connecting people, one chat at a time."
    >
      <p>
        {PRODUCT_NAME} is a place for adults to meet someone new. Start an anonymous text chat or
        video chat with a random stranger in one click, with no account needed. Open a video call to
        a group of up to 4 people, or join public rooms around a topic.
      </p>
      <p>
        When a conversation clicks, create a free account to keep in touch: reveal your profile to
        your partner, add friends, share photos in your feed, chat privately and get notified when
        something happens.
      </p>

      <h2 className="h4 mt-4 mb-3">What we stand for</h2>
      <Row xs={1} md={2} className="g-3 mb-4">
        {promises.map((promise) => (
          <Col key={promise.title}>
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h3" className="h5">
                  {promise.title}
                </Card.Title>
                <Card.Text>{promise.text}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <h2 className="h4 mt-4">Who it is for</h2>
      <p>
        {PRODUCT_NAME} is only for people who are 18 or older. Everyone is expected to follow our{' '}
        <Link to="/community">Community Guidelines</Link>; our <Link to="/safety">Safety Tips</Link>{' '}
        help you chat with strangers without giving away more than you want.
      </p>

      <div className="d-flex flex-wrap gap-2 my-4">
        <Link className="btn btn-primary" to="/anonymous-chat">
          Start Chatting Now
        </Link>
        <Link className="btn btn-outline-primary" to="/video-chat">
          Start Video Chat
        </Link>
      </div>

      <p className="text-body-secondary small mb-0">
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </p>
    </StaticPageLayout>
  );
}
