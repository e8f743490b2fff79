import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { REPORT_REASON_MAX_LENGTH } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { useToast } from '../../components/Toasts';
import { reportUser } from './profileApi';

interface ReportUserModalProps {
  show: boolean;
  userId: string;
  username: string;
  onClose: () => void;
}

export const REPORT_SUCCESS = 'User reported successfully. Thank you for your feedback.';

/** Asks for a reason and reports the user (SPEC §5: a reason is required). */
export function ReportUserModal({ show, userId, username, onClose }: ReportUserModalProps) {
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
    setError(null);
    if (!reason.trim()) {
      setError('Please provide a reason for reporting.');
      return;
    }
    setBusy(true);
    try {
      await reportUser(userId, reason);
      showToast(REPORT_SUCCESS, 'success');
      close();
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to report user.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={close} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Report {username}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form.Group controlId="report-reason">
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={reason}
              maxLength={REPORT_REASON_MAX_LENGTH}
              placeholder="Tell us what happened."
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
