import { REPORT_REASON_MAX_LENGTH } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { ReportReasonModal } from '../../components/ReportReasonModal';
import { useToast } from '../../components/Toasts';
import { reportUser } from './profileApi';

interface ReportUserModalProps {
  show: boolean;
  userId: string;
  username: string;
  onClose: () => void;
}

export const REPORT_SUCCESS = 'User reported successfully. Thank you for your feedback.';

/** Reports a user from their profile; a failure shows inside the modal. */
export function ReportUserModal({ show, userId, username, onClose }: ReportUserModalProps) {
  const { showToast } = useToast();
  return (
    <ReportReasonModal
      show={show}
      title={`Report ${username}`}
      controlId="report-reason"
      maxLength={REPORT_REASON_MAX_LENGTH}
      placeholder="Tell us what happened."
      onClose={onClose}
      onSubmit={async (reason, category) => {
        try {
          await reportUser(userId, reason, category);
          showToast(REPORT_SUCCESS, 'success');
          return { close: true };
        } catch (failure) {
          return { close: false, error: errorMessage(failure, 'Failed to report user.') };
        }
      }}
    />
  );
}
