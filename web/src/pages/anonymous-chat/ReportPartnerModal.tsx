import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { ANONYMOUS_REPORT_REASON_MAX_LENGTH, type Ack } from '@serendip/protocol';
import { useToast } from '../../components/Toasts';

interface ReportPartnerModalProps {
  show: boolean;
  onClose: () => void;
  onReport: (reason: string) => Promise<Ack<{ message: string }>>;
}

/** Asks for a reason and reports the stranger; the server's answer shows as a toast. */
export function ReportPartnerModal({ show, onClose, onReport }: ReportPartnerModalProps) {
  const { showToast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Please provide a reason for reporting.');
      return;
    }
    setBusy(true);
    const reply = await onReport(reason.trim());
    setBusy(false);
    showToast(reply.message, reply.ok ? 'success' : 'danger');
    if (reply.ok) close();
  };

  return (
    <Modal show={show} onHide={close} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Report the stranger
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form.Group controlId="anon-report-reason">
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={reason}
              maxLength={ANONYMOUS_REPORT_REASON_MAX_LENGTH}
              placeholder="Tell us what happened. The last messages are attached."
              autoFocus
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Submit Report
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
