import { Alert } from 'react-bootstrap';
import { useInlineNotice } from '../Toasts';
import type { ShownNotice } from './useModerationNotices';

const VARIANT = { warning: 'warning', support: 'info', terminated: 'danger' } as const;

/** The safety checks' notices, inline above a chat's composer; each can be dismissed. */
export function ModerationNotices({
  notices,
  onDismiss,
}: {
  notices: ShownNotice[];
  onDismiss: (id: number) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <div className="moderation-notices" aria-live="polite">
      {notices.map((notice) => (
        <NoticeAlert key={notice.id} notice={notice} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

/** One notice; while it shows, no toast repeats its text (the send's refusal says the same). */
function NoticeAlert({
  notice,
  onDismiss,
}: {
  notice: ShownNotice;
  onDismiss: (id: number) => void;
}) {
  useInlineNotice(notice.message);
  return (
    <Alert
      variant={VARIANT[notice.kind]}
      dismissible
      onClose={() => onDismiss(notice.id)}
      className="mb-2 small"
      data-notice={notice.kind}
    >
      {notice.kind === 'terminated' && <strong className="d-block">Chat ended</strong>}
      <span>{notice.message}</span>
      {notice.kind === 'support' && notice.resources && (
        <ul className="mb-0 mt-2 ps-3">
          {notice.resources.map((resource) => (
            <li key={resource.url}>
              <a href={resource.url} target="_blank" rel="noreferrer">
                {resource.name}
              </a>
              : {resource.contact}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
