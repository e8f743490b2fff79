import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { categoryLabel, REPORT_CATEGORIES, type ReportCategory } from '@serendip/protocol';
import { CategoryChoice } from './CategoryChoice';
import { useReportTranslation } from '../../i18n/namespaces/report';
import { useLabels } from '../../i18n/useLabels';
import './report.css';

interface ReportDialogProps {
  /** The dialog's title: "Report photo by ann", "Report the stranger". */
  title: string;
  /** A line under the reason box, e.g. what the report attaches. */
  hint?: string;
  maxLength: number;
  /**
   * For a report whose reason is required (profiles): the categories become a choice sent with a
   * Submit button, the picked category stands for the reason when none is typed, and this is the
   * error when there is neither.
   */
  reasonRequired?: string;
  onClose: () => void;
  /**
   * Sends the report with the trimmed reason ('' when none was typed). Resolves with null once
   * it is filed (the dialog then closes; success toasts are the caller's), or with the error to
   * show in the dialog.
   */
  onSend: (category: ReportCategory, reason: string) => Promise<string | null>;
}

/**
 * The dialog of every report. For a stranger or a piece of content it is the second of two
 * clicks: each category is a button that sends at once (a report in a call must be quick), with
 * the optional reason typed above it. A profile's report, whose reason is required, is a form: a
 * category is picked (a radio) and Submit sends it. Escape, the close button and Cancel send
 * nothing.
 */
export function ReportDialog(props: ReportDialogProps) {
  const { title, hint, maxLength, reasonRequired, onClose, onSend } = props;
  const { t } = useReportTranslation();
  const labels = useLabels();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ReportCategory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<ReportCategory | null>(null);
  const asForm = reasonRequired !== undefined;

  const send = async (category: ReportCategory, reasonText: string) => {
    setBusy(category);
    setError(null);
    const failure = await onSend(category, reasonText);
    if (failure === null) return onClose();
    setError(failure);
    setBusy(null);
  };
  /** Submit of the form: a typed reason alone counts as 'Something else'. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asForm) return;
    const typed = reason.trim();
    const category = picked ?? (typed ? 'other' : null);
    if (!category) return setError(reasonRequired ?? null);
    void send(category, typed || categoryLabel(category));
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${reasonId}-title`}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" id={`${reasonId}-title`} className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Form id={`${reasonId}-form`} noValidate onSubmit={submit}>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form.Group controlId={reasonId} className="mb-3">
            <Form.Label>{asForm ? t('whatHappened') : t('whatHappenedOptional')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={reason}
              maxLength={maxLength}
              aria-describedby={hint ? `${reasonId}-hint` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {hint && (
              <Form.Text id={`${reasonId}-hint`} className="d-block">
                {hint}
              </Form.Text>
            )}
          </Form.Group>
          {asForm ? (
            <CategoryChoice
              id={reasonId}
              value={picked}
              disabled={busy !== null}
              onChange={(category) => {
                setPicked(category);
                setError(null);
              }}
            />
          ) : (
            <>
              <p className="mb-2 fw-semibold" id={`${reasonId}-categories`}>
                {t('reportAs')}
              </p>
              <div className="d-grid gap-2" role="group" aria-labelledby={`${reasonId}-categories`}>
                {REPORT_CATEGORIES.map((category) => (
                  <Button
                    key={category.id}
                    variant={category.severity === 3 ? 'outline-danger' : 'outline-secondary'}
                    className="report-category-button"
                    disabled={busy !== null}
                    onClick={() => void send(category.id, reason.trim())}
                  >
                    {labels.reportCategory(category.id)}
                  </Button>
                ))}
              </div>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="link" onClick={onClose}>
            {t('cancel')}
          </Button>
          {asForm && (
            <Button type="submit" variant="danger" disabled={busy !== null}>
              {busy ? t('sending') : t('submit')}
            </Button>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
