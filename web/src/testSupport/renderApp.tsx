import { configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../shell/AppRoutes';
import { AuthProvider } from '../session/AuthContext';
import { ConfigProvider } from '../session/ConfigContext';
import { preloadToastStack, ToastProvider } from '../components/Toasts';
import { freshQueryCache } from './queryCache';

// Whole-app renders load lazy pages and their words: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Toasts draw from a chunk loaded apart in the app: here it is ready from the start.
await preloadToastStack();

/** Renders the whole app (without the live connection) at the given path, with no cached reads. */
export function renderApp(path: string) {
  freshQueryCache();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConfigProvider>
        <AuthProvider>
          <ToastProvider>
            <AppRoutes />
          </ToastProvider>
        </AuthProvider>
      </ConfigProvider>
    </MemoryRouter>,
  );
}
