import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { i18n } from '../i18n/i18n';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a caught error is forgotten. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  hasError: boolean;
  resetKey?: string;
}

/** Catches a page that failed to load or render, so the frame stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { hasError: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render.', error, info.componentStack);
  }

  render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <Container className="py-5">
        <Alert variant="danger">
          <Alert.Heading as="h1" className="h4">
            {i18n.t('shell.pageError.heading')}
          </Alert.Heading>
          <p>{i18n.t('shell.pageError.body')}</p>
          <Button variant="outline-danger" onClick={() => window.location.reload()}>
            {i18n.t('shell.pageError.reload')}
          </Button>
        </Alert>
      </Container>
    );
  }
}
