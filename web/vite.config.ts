import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://localhost:3000';

/** Long-lived vendor chunks, so an app update does not make browsers download them again. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
  {
    name: 'bootstrap',
    test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|@react-aria|dom-helpers|react-transition-group|uncontrollable|classnames|prop-types|warning|invariant|@babel[\\/]runtime)[\\/]/,
  },
  {
    name: 'socket',
    test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io|xmlhttprequest-ssl)[\\/]/,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

// In development the API, uploaded media and the live connection are proxied to the server,
// so the app talks to one origin exactly as it does in production.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    proxy: {
      '/api': server,
      '/uploads': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
