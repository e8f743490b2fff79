import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { REPORT_CATEGORIES, type ReportCategory } from '@serendip/protocol';

/** What the caller's report did: close the modal, or keep it open with an error shown in it. */
export type ReportOutcome = { close: true } | { close: false; error?: string };

interface ReportReasonModalProps {
  show: boolean;
  title: string;
  controlId: string;
  maxLength: number;
  placeholder: string;
  onClose: () => void;
  /** Sends the (non-blank) reason; toasts are the caller's. */
  onSubmit: (reason: string, category: ReportCategory) => Promise<ReportOutcome>;
}

/** Asks for a category and a reason before a report (SPEC §5: a reason is required). */
export function ReportReasonModal(props: ReportReasonModalProps) {
  const { show, title, controlId, maxLength, placeholder, onClose, onSubmit } = props;
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<ReportCategory>('other');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setCategory('other');
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
    const outcome = await onSubmit(reason.trim(), category).finally(() => setBusy(false));
    if (outcome.close) close();
    else if (outcome.error) setError(outcome.error);
  };

  return (
    <Modal show={show} onHide={close} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form.Group controlId={`${controlId}-category`} className="mb-3">
            <Form.Label>Category</Form.Label>
            <Form.Select
              value={category}
              onChange={(event) => setCategory(event.target.value as ReportCategory)}
            >
              {REPORT_CATEGORIES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={controlId}>
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={reason}
              maxLength={maxLength}
              placeholder={placeholder}
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
