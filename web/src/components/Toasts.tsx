import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ToastContainer } from 'react-bootstrap';
import { Link } from 'react-router';
import { TOAST_DURATION_MS } from '@serendip/protocol';

export type ToastVariant = 'success' | 'danger' | 'info' | 'warning';

/** Shows a toast at the top right that hides itself after 5 s. */
export type ShowToast = (message: string, variant?: ToastVariant, link?: string) => void;

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  link?: string;
}

const ToastContext = createContext<{ showToast: ShowToast } | null>(null);

let nextToastId = 1;

function ToastMessage({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { id, message, variant, link } = toast;
  const lightText = variant === 'success' || variant === 'danger';

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id, onDismiss]);

  return (
    <div
      className={`toast show border-0 bg-${variant} ${lightText ? 'text-white' : 'text-dark'}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">
          {link ? (
            <Link to={link} className="toast-link" onClick={() => onDismiss(id)}>
              {message}
            </Link>
          ) : (
            message
          )}
        </div>
        <button
          type="button"
          className={`btn-close me-2 mt-2 ${lightText ? 'btn-close-white' : ''}`}
          aria-label="Close"
          onClick={() => onDismiss(id)}
        />
      </div>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((items) => items.filter((item) => item.id !== id));
  }, []);

  const showToast = useCallback<ShowToast>((message, variant = 'info', link) => {
    setToasts((items) => [...items, { id: nextToastId++, message, variant, link }]);
  }, []);

  const value = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastContainer position="top-end" containerPosition="fixed" className="p-3 app-toasts">
        {toasts.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

/** `const { showToast } = useToast()`; then showToast(message, variant, link?). */
export function useToast(): { showToast: ShowToast } {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>.');
  return value;
}
