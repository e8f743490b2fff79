import { REPORT_REASON_MAX_LENGTH } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { ReportDialog } from '../../components/report/ReportDialog';
import { useToast } from '../../components/Toasts';
import { reportUser } from './profileApi';

interface ReportUserModalProps {
  show: boolean;
  userId: string;
  username: string;
  onClose: () => void;
}

export const REPORT_SUCCESS = 'User reported successfully. Thank you for your feedback.';

/** Reports a user from their profile: a category picked (and a reason if typed), then Submit. */
export function ReportUserModal({ show, userId, username, onClose }: ReportUserModalProps) {
  const { showToast } = useToast();
  if (!show) return null;
  return (
    <ReportDialog
      title={`Report ${username}`}
      maxLength={REPORT_REASON_MAX_LENGTH}
      reasonRequired="Please provide a reason for reporting."
      onClose={onClose}
      onSend={async (category, reason) => {
        try {
          await reportUser(userId, reason, category);
          showToast(REPORT_SUCCESS, 'success');
          return null;
        } catch (failure) {
          return errorMessage(failure, 'Failed to report user.');
        }
      }}
    />
  );
}
