import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/Toasts';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './AuthContext';
import { ConfigProvider } from './ConfigContext';
import { LiveConnection } from './LiveConnection';
import { UnreadProvider } from './unread/UnreadContext';

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider>
        <AuthProvider>
          <ToastProvider>
            <LiveConnection />
            <UnreadProvider>
              <AppRoutes />
            </UnreadProvider>
          </ToastProvider>
        </AuthProvider>
      </ConfigProvider>
    </BrowserRouter>
  );
}
