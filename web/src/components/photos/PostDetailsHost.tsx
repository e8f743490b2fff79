import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { POST_PARAM } from '../notifications/notificationTarget';

const LinkedPostDetails = lazy(() =>
  import('./LinkedPostDetails').then((module) => ({ default: module.LinkedPostDetails })),
);

/**
 * Opens 'Post Details' over any page whose address carries `?post=<id>` (a notification's link),
 * scrolled to `&comment=<id>` when given. The modal's code loads only when asked for.
 */
export function PostDetailsHost() {
  const [params] = useSearchParams();
  const postId = params.get(POST_PARAM);
  if (!postId) return null;
  return (
    <Suspense fallback={null}>
      <LinkedPostDetails key={postId} postId={postId} />
    </Suspense>
  );
}
