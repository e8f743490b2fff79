import {
  ANONYMOUS_REPORT_REASON_MAX_LENGTH,
  type Ack,
  type ReportCategory,
} from '@serendip/protocol';
import { StrangerReportDialog } from '../../components/report/StrangerReportDialog';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface ReportPartnerModalProps {
  onClose: () => void;
  onReport: (reason: string, category: ReportCategory) => Promise<Ack<{ message: string }>>;
}

/** Reports the stranger (the second click: a category); the server's answer shows as a toast. */
export function ReportPartnerModal({ onClose, onReport }: ReportPartnerModalProps) {
  const { t } = useStrangersTranslation();
  return (
    <StrangerReportDialog
      title={t('chat.reportTitle')}
      hint={t('chat.reportHint')}
      maxLength={ANONYMOUS_REPORT_REASON_MAX_LENGTH}
      onClose={onClose}
      report={onReport}
    />
  );
}
