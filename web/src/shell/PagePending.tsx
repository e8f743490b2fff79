import { PageSpinner } from '../components/PageSpinner';

/**
 * Where a page will be, while its code or the session check is on its way. The footer stays out
 * of the layout meanwhile (frame.css): shown under a spinner, it would jump down when the page
 * arrives, which browsers count as layout shift (Lighthouse: 0.1 on /anonymous-chat on a phone).
 */
export function PagePending() {
  return (
    <div className="page-pending">
      <PageSpinner />
    </div>
  );
}
