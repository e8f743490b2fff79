import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './i18n/bootstrapEnd.css';
import './styles.css';
import { App } from './shell/App';
import { preloadRoute } from './shell/AppRoutes';
import { initTheme } from './session/theme';
import { initialLanguage, startLanguage } from './i18n/i18n';
import { directionOf } from './i18n/languages';
import { bootPwa } from './pwa/boot';

// Applied before the first render so the page never flashes in the wrong mode
// (index.html may not carry an inline script under the CSP).
initTheme();
// The service worker and the app's prompts load after the page has (pwa/boot.ts).
bootPwa();

/**
 * How long the first render waits for the current page's chunk. Rendered before it arrives, the
 * page suspends and React shows the spinner for at least 300 ms: /anonymous-chat's text came
 * 0.4-0.8 s after the frame on a 4x slowed CPU though its chunk had arrived 0.6 s before the
 * first commit. Past this, the frame and the spinner show while the chunk is still on its way.
 */
const FIRST_RENDER_WAIT_MS = 1000;

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');
const language = startLanguage();
void Promise.all([
  Promise.race([
    Promise.all([preloadRoute(window.location.pathname), language]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]),
  // Drawn before its words and Bootstrap's right-to-left build, a right-to-left page would flip
  // from left to right when they came: it waits for them, as a page waits for its stylesheet.
  directionOf(initialLanguage()) === 'rtl' ? language : null,
]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
