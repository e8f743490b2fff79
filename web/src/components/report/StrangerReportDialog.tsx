import { categoryLabel, type Ack, type ReportCategory } from '@serendip/protocol';
import { useToast } from '../Toasts';
import { ReportDialog } from './ReportDialog';

interface StrangerReportDialogProps {
  title: string;
  hint: string;
  maxLength: number;
  onClose: () => void;
  /** Emits the report over the live connection; resolves with the server's answer. */
  report: (reason: string, category: ReportCategory) => Promise<Ack<{ message: string }>>;
}

/**
 * Reports someone met in an anonymous or video chat. Their socket events require a reason, so
 * when none was typed the category's name stands for it (as the server does for content).
 */
export function StrangerReportDialog({ report, ...props }: StrangerReportDialogProps) {
  const { showToast } = useToast();
  return (
    <ReportDialog
      {...props}
      onSend={async (category, reason) => {
        const reply = await report(reason || categoryLabel(category), category);
        if (!reply.ok) return reply.message;
        showToast(reply.message, 'success');
        return null;
      }}
    />
  );
}
