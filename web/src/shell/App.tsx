import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/Toasts';
import { PostDetailsHost } from '../components/photos/PostDetailsHost';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from '../session/AuthContext';
import { ConfigProvider } from '../session/ConfigContext';
import { LiveConnection } from '../session/LiveConnection';
import { UnreadProvider } from '../session/unread/UnreadContext';

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider>
        <AuthProvider>
          <ToastProvider>
            <LiveConnection />
            <UnreadProvider>
              <AppRoutes />
              <PostDetailsHost />
            </UnreadProvider>
          </ToastProvider>
        </AuthProvider>
      </ConfigProvider>
    </BrowserRouter>
  );
}
