import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/** A full-width submit button that shows a spinner and is disabled while the form is sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy}>
      {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
