import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import {
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_NAME_MAX_LENGTH,
  type RoomView,
} from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { createRoom } from '../../api/rooms';
import { useToast } from '../../components/Toasts';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface CreateRoomModalProps {
  show: boolean;
  onHide(): void;
  onCreated(room: RoomView): void;
  /** Names being created right now, so the live roomCreated toast is not shown twice. */
  creating: Set<string>;
}

/**
 * 'Create New Room': the name is required and trimmed (nothing is sent without one), the
 * description optional and trimmed. Success and failure are toasts.
 */
export function CreateRoomModal({ show, onHide, onCreated, creating }: CreateRoomModalProps) {
  const { t } = useSocialTranslation();
  const { showToast } = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const descriptionId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = name.trim();
    if (!trimmedName || busy) return;
    setBusy(true);
    creating.add(trimmedName);
    try {
      const room = await createRoom({ name: trimmedName, description: description.trim() });
      showToast(t('rooms.created', { name: room.name }), 'success');
      setName('');
      setDescription('');
      onCreated(room);
      onHide();
    } catch (failure) {
      showToast(errorMessage(failure, t('rooms.createFailed')), 'danger');
    } finally {
      setBusy(false);
      // The live roomCreated may come just after the answer.
      setTimeout(() => creating.delete(trimmedName), 3000);
    }
  };

  return (
    <Modal show={show} onHide={onHide} centered>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5">
            {t('rooms.create')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId={nameId}>
            <Form.Label>{t('rooms.name')}</Form.Label>
            <Form.Control
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={ROOM_NAME_MAX_LENGTH}
              required
              autoFocus
              autoComplete="off"
            />
          </Form.Group>
          <Form.Group controlId={descriptionId}>
            <Form.Label>{t('rooms.description')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={ROOM_DESCRIPTION_MAX_LENGTH}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('rooms.createRoom')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
