import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/Toasts';
import { PostDetailsHost } from '../components/photos/PostDetailsHost';
import { AppRoutes } from './AppRoutes';
import { AccountLanguageSync } from '../i18n/AccountLanguageSync';
import { AuthProvider } from '../session/AuthContext';
import { ConfigProvider } from '../session/ConfigContext';
import { LiveConnection } from '../session/LiveConnection';
import { UnreadProvider } from '../session/unread/UnreadContext';

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider>
        <AuthProvider>
          <AccountLanguageSync />
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
