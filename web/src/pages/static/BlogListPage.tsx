import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { usePagesTranslation } from '../../i18n/namespaces/pages';
import { StaticPageLayout } from './StaticPageLayout';
import { blogPosts, dayOf } from './blogPosts';

/** /bloglist: a card per post, each linking to the post. */
export default function BlogListPage() {
  const { t } = usePagesTranslation();
  const format = useFormat();
  return (
    <StaticPageLayout title={t('blog.title')} lead={t('blog.lead')}>
      <Row xs={1} md={2} className="g-4">
        {blogPosts.map((post) => {
          const title = t(`blog.posts.${post.key}.title`);
          return (
            <Col key={post.path}>
              <Card as="article" className="h-100">
                <Card.Body className="d-flex flex-column">
                  <Card.Title as="h2" className="h5">
                    {title}
                  </Card.Title>
                  <Card.Subtitle className="mb-2 text-body-secondary small">
                    {t('blog.minutes', {
                      date: format.date(dayOf(post.published), { dateStyle: 'long' }),
                      minutes: post.readingMinutes,
                    })}
                  </Card.Subtitle>
                  <Card.Text className="flex-grow-1">
                    {t(`blog.posts.${post.key}.excerpt`)}
                  </Card.Text>
                  <Link
                    to={post.path}
                    className="btn btn-outline-primary align-self-start"
                    aria-label={t('blog.readMoreLabel', { title })}
                  >
                    {t('blog.readMore')}
                  </Link>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
    </StaticPageLayout>
  );
}
