import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { usePagesTranslation } from '../../i18n/namespaces/pages';
import { StaticPageLayout } from './StaticPageLayout';
import { EnglishText } from './EnglishText';
import { dayOf, type BlogPostSummary } from './blogPosts';

interface BlogPostLayoutProps {
  post: BlogPostSummary;
  children: ReactNode;
}

/** A blog post: title, date and reading time, the text, and a way back to the list. */
export function BlogPostLayout({ post, children }: BlogPostLayoutProps) {
  const { t } = usePagesTranslation();
  const format = useFormat();
  return (
    <StaticPageLayout
      title={t(`blog.posts.${post.key}.title`)}
      lead={
        <p className="text-body-secondary fs-6 mb-0">
          {t('blog.minutes', {
            date: format.date(dayOf(post.published), { dateStyle: 'long' }),
            minutes: post.readingMinutes,
          })}
        </p>
      }
      englishOnly
    >
      <EnglishText>{children}</EnglishText>
      <hr className="my-4" />
      <Link to="/bloglist">{t('blog.back')}</Link>
    </StaticPageLayout>
  );
}
