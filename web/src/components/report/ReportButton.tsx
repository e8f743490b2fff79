import { useState } from 'react';
import type { ReportableKind } from '@serendip/protocol';
import { Icon } from '../Icon';
import { ReportContentDialog } from './ReportContentDialog';
import { useReportTranslation } from '../../i18n/namespaces/report';
import './report.css';

interface ReportButtonProps {
  kind: ReportableKind;
  id: string;
  /** Says what is reported, for screen readers and the dialog's title ("comment by ann"). */
  what: string;
  className?: string;
}

/**
 * A small flag that reports one piece of content in two clicks: this button, then a category in
 * the dialog (a reason can be typed first; it is optional).
 */
export function ReportButton({ kind, id, what, className = '' }: ReportButtonProps) {
  const { t } = useReportTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn btn-link btn-sm report-button ${className}`}
        aria-label={t('title', { what })}
        title={t('title', { what })}
        onClick={() => setOpen(true)}
      >
        <Icon name="flag" size={14} />
      </button>
      {open && (
        <ReportContentDialog kind={kind} id={id} what={what} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
