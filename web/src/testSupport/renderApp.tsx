import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../shell/AppRoutes';
import { AuthProvider } from '../session/AuthContext';
import { ConfigProvider } from '../session/ConfigContext';
import { ToastProvider } from '../components/Toasts';

/** Renders the whole app (without the live connection) at the given path. */
export function renderApp(path: string) {
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
