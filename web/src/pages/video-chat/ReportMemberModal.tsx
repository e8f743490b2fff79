import { VIDEO_REPORT_REASON_MAX_LENGTH, type Ack, type ReportCategory } from '@serendip/protocol';
import { StrangerReportDialog } from '../../components/report/StrangerReportDialog';
import { strangerLabel } from './callTexts';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface ReportMemberModalProps {
  /** The member being reported. */
  socketId: string;
  onClose: () => void;
  onReport: (
    socketId: string,
    reason: string,
    category: ReportCategory,
  ) => Promise<Ack<{ message: string }>>;
}

/** Reports one member of the call (the second click: a category); the answer shows as a toast. */
export function ReportMemberModal({ socketId, onClose, onReport }: ReportMemberModalProps) {
  const { t } = useStrangersTranslation();
  return (
    <StrangerReportDialog
      title={t('tile.report', { name: strangerLabel(socketId) })}
      hint={t('video.reportHint')}
      maxLength={VIDEO_REPORT_REASON_MAX_LENGTH}
      onClose={onClose}
      report={(reason, category) => onReport(socketId, reason, category)}
    />
  );
}
