import {
  ANONYMOUS_REPORT_REASON_MAX_LENGTH,
  type Ack,
  type ReportCategory,
} from '@serendip/protocol';
import { StrangerReportDialog } from '../../components/report/StrangerReportDialog';

interface ReportPartnerModalProps {
  onClose: () => void;
  onReport: (reason: string, category: ReportCategory) => Promise<Ack<{ message: string }>>;
}

/** Reports the stranger (the second click: a category); the server's answer shows as a toast. */
export function ReportPartnerModal({ onClose, onReport }: ReportPartnerModalProps) {
  return (
    <StrangerReportDialog
      title="Report the stranger"
      hint="The last messages of this chat are attached."
      maxLength={ANONYMOUS_REPORT_REASON_MAX_LENGTH}
      onClose={onClose}
      report={onReport}
    />
  );
}
