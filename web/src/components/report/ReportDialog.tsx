import { useId, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { REPORT_CATEGORIES, type ReportCategory } from '@serendip/protocol';

interface ReportDialogProps {
  /** The dialog's title: "Report photo by ann", "Report the stranger". */
  title: string;
  /** A line under the reason box, e.g. what the report attaches. */
  hint?: string;
  maxLength: number;
  /** For a report whose reason is required (profiles): the error when none is typed. */
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
 * The second of a report's two clicks, for every reportable thing: each category is a button
 * that sends the report at once, with the reason typed above it if any (optional except on a
 * profile). Escape, the close button and Cancel send nothing.
 */
export function ReportDialog(props: ReportDialogProps) {
  const { title, hint, maxLength, reasonRequired, onClose, onSend } = props;
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ReportCategory | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (category: ReportCategory) => {
    if (reasonRequired && !reason.trim()) return setError(reasonRequired);
    setBusy(category);
    setError(null);
    const failure = await onSend(category, reason.trim());
    if (failure === null) return onClose();
    setError(failure);
    setBusy(null);
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${reasonId}-title`}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" id={`${reasonId}-title`} className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && <Alert variant="danger">{error}</Alert>}
        <Form.Group controlId={reasonId} className="mb-3">
          <Form.Label>What happened?{reasonRequired ? '' : ' (optional)'}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={reason}
            maxLength={maxLength}
            required={reasonRequired !== undefined}
            aria-describedby={hint ? `${reasonId}-hint` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {hint && (
            <Form.Text id={`${reasonId}-hint`} className="d-block">
              {hint}
            </Form.Text>
          )}
        </Form.Group>
        <p className="mb-2 fw-semibold" id={`${reasonId}-categories`}>
          Report it as:
        </p>
        <div className="d-grid gap-2" role="group" aria-labelledby={`${reasonId}-categories`}>
          {REPORT_CATEGORIES.map((category) => (
            <Button
              key={category.id}
              variant={category.severity === 3 ? 'outline-danger' : 'outline-secondary'}
              className="text-start"
              disabled={busy !== null}
              onClick={() => void send(category.id)}
            >
              {category.label}
            </Button>
          ))}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={onClose}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
