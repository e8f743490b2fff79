import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaticPageLayout } from './StaticPageLayout';
import type { BlogPostSummary } from './blogPosts';

interface BlogPostLayoutProps {
  post: BlogPostSummary;
  children: ReactNode;
}

/** A blog post: title, date and reading time, the text, and a way back to the list. */
export function BlogPostLayout({ post, children }: BlogPostLayoutProps) {
  return (
    <StaticPageLayout
      title={post.title}
      lead={
        <p className="text-body-secondary fs-6 mb-0">
          {post.published} · {post.readingMinutes} min read
        </p>
      }
    >
      {children}
      <hr className="my-4" />
      <Link to="/bloglist">← Back to the blog</Link>
    </StaticPageLayout>
  );
}
