import { REPORT_REASON_MAX_LENGTH } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { ReportDialog } from '../../components/report/ReportDialog';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useToast } from '../../components/Toasts';
import { reportUser } from './profileApi';

interface ReportUserModalProps {
  show: boolean;
  userId: string;
  username: string;
  onClose: () => void;
}

/** Reports a user from their profile: a category picked (and a reason if typed), then Submit. */
export function ReportUserModal({ show, userId, username, onClose }: ReportUserModalProps) {
  const { t } = useAccountTranslation();
  const { showToast } = useToast();
  if (!show) return null;
  return (
    <ReportDialog
      title={t('profile.reportTitle', { name: username })}
      maxLength={REPORT_REASON_MAX_LENGTH}
      reasonRequired={t('profile.reportReasonRequired')}
      onClose={onClose}
      onSend={async (category, reason) => {
        try {
          await reportUser(userId, reason, category);
          showToast(t('profile.reported'), 'success');
          return null;
        } catch (failure) {
          return errorMessage(failure, t('profile.reportFailed'));
        }
      }}
    />
  );
}
