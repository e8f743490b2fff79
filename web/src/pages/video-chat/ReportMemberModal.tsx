import { VIDEO_REPORT_REASON_MAX_LENGTH, type Ack, type ReportCategory } from '@serendip/protocol';
import { ReportReasonModal } from '../../components/ReportReasonModal';
import { useToast } from '../../components/Toasts';
import { strangerLabel } from './callTexts';

interface ReportMemberModalProps {
  /** The member being reported; null hides the modal. */
  socketId: string | null;
  onClose: () => void;
  onReport: (
    socketId: string,
    reason: string,
    category?: ReportCategory,
  ) => Promise<Ack<{ message: string }>>;
}

/** Reports one member of the call; the server's answer shows as a toast. */
export function ReportMemberModal({ socketId, onClose, onReport }: ReportMemberModalProps) {
  const { showToast } = useToast();
  return (
    <ReportReasonModal
      show={socketId !== null}
      title={socketId ? `Report ${strangerLabel(socketId)}` : 'Report'}
      controlId="video-report-reason"
      maxLength={VIDEO_REPORT_REASON_MAX_LENGTH}
      placeholder="Tell us what happened."
      onClose={onClose}
      onSubmit={async (reason, category) => {
        if (!socketId) return { close: true };
        const reply = await onReport(socketId, reason, category);
        showToast(reply.message, reply.ok ? 'success' : 'danger');
        return reply.ok ? { close: true } : { close: false };
      }}
    />
  );
}
