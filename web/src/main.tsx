import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { App } from './shell/App';
import { preloadRoute } from './shell/AppRoutes';
import { initTheme } from './session/theme';

// Applied before the first render so the page never flashes in the wrong mode
// (index.html may not carry an inline script under the CSP).
initTheme();
preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
