import {
  ANONYMOUS_REPORT_REASON_MAX_LENGTH,
  type Ack,
  type ReportCategory,
} from '@serendip/protocol';
import { ReportReasonModal } from '../../components/ReportReasonModal';
import { useToast } from '../../components/Toasts';

interface ReportPartnerModalProps {
  show: boolean;
  onClose: () => void;
  onReport: (reason: string, category?: ReportCategory) => Promise<Ack<{ message: string }>>;
}

/** Reports the stranger; the server's answer shows as a toast. */
export function ReportPartnerModal({ show, onClose, onReport }: ReportPartnerModalProps) {
  const { showToast } = useToast();
  return (
    <ReportReasonModal
      show={show}
      title="Report the stranger"
      controlId="anon-report-reason"
      maxLength={ANONYMOUS_REPORT_REASON_MAX_LENGTH}
      placeholder="Tell us what happened. The last messages are attached."
      onClose={onClose}
      onSubmit={async (reason, category) => {
        const reply = await onReport(reason, category);
        showToast(reply.message, reply.ok ? 'success' : 'danger');
        return reply.ok ? { close: true } : { close: false };
      }}
    />
  );
}
