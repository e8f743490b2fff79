import { CONTENT_REPORT_REASON_MAX_LENGTH, type ReportableKind } from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { useToast } from '../Toasts';
import { ReportDialog } from './ReportDialog';
import { useReportTranslation } from '../../i18n/namespaces/report';

interface ReportContentDialogProps {
  kind: ReportableKind;
  id: string;
  what: string;
  onClose: () => void;
}

/** Reports a photo, comment or message by its id; the moderators see the content itself. */
export function ReportContentDialog({ kind, id, what, onClose }: ReportContentDialogProps) {
  const { t } = useReportTranslation();
  const { showToast } = useToast();
  return (
    <ReportDialog
      title={t('title', { what })}
      maxLength={CONTENT_REPORT_REASON_MAX_LENGTH}
      onClose={onClose}
      onSend={async (category, reason) => {
        try {
          const reply = await api.post('/api/reports', {
            body: { kind, id, category, reason: reason || undefined },
          });
          showToast(reply.message, 'success');
          return null;
        } catch (failure) {
          return errorMessage(failure, t('failed'));
        }
      }}
    />
  );
}
