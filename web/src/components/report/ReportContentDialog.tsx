import { useId, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import {
  CONTENT_REPORT_REASON_MAX_LENGTH,
  REPORT_CATEGORIES,
  type ReportableKind,
  type ReportCategory,
} from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { useToast } from '../Toasts';

interface ReportContentDialogProps {
  kind: ReportableKind;
  id: string;
  what: string;
  onClose: () => void;
}

export const REPORT_FAILED = 'Failed to report.';

/**
 * Reports a photo, comment or message: each category is a button that sends the report at
 * once, with the reason typed above it if any. The moderators see the content itself.
 */
export function ReportContentDialog({ kind, id, what, onClose }: ReportContentDialogProps) {
  const { showToast } = useToast();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ReportCategory | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (category: ReportCategory) => {
    setBusy(category);
    setError(null);
    try {
      const reply = await api.post('/api/reports', {
        body: { kind, id, category, reason: reason.trim() || undefined },
      });
      showToast(reply.message, 'success');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, REPORT_FAILED));
      setBusy(null);
    }
  };

  return (
    <Modal show onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Report {what}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && <Alert variant="danger">{error}</Alert>}
        <Form.Group controlId={reasonId} className="mb-3">
          <Form.Label>What happened? (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={reason}
            maxLength={CONTENT_REPORT_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
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
