import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { StaticPageLayout } from './StaticPageLayout';
import { blogPosts } from './blogPosts';

/** /bloglist: a card per post, each linking to the post. */
export default function BlogListPage() {
  return (
    <StaticPageLayout title="Blog" lead="Tips and stories about meeting new people online, safely.">
      <Row xs={1} md={2} className="g-4">
        {blogPosts.map((post) => (
          <Col key={post.path}>
            <Card as="article" className="h-100">
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h2" className="h5">
                  {post.title}
                </Card.Title>
                <Card.Subtitle className="mb-2 text-body-secondary small">
                  {post.published} · {post.readingMinutes} min read
                </Card.Subtitle>
                <Card.Text className="flex-grow-1">{post.excerpt}</Card.Text>
                <Link
                  to={post.path}
                  className="btn btn-outline-primary align-self-start"
                  aria-label={`Read more: ${post.title}`}
                >
                  Read more
                </Link>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </StaticPageLayout>
  );
}
