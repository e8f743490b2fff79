import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { purgeUnusedBootstrap } from './bootstrapPurge';
import { APP_CODE, pageKits } from './pageKits';

const server = 'http://localhost:3000';

/** Long-lived vendor chunks, so an app update does not make browsers download them again. */
const vendorGroups = [
  // i18next and TanStack Query ride with React: every page needs them (the shell reads the
  // session and the config through the query client), and a chunk of their own would be one
  // more request before the first paint.
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|i18next|i18next-resources-to-backend|react-i18next|html-parse-stringify|void-elements|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
  },
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

/**
 * The app code every page runs first (the frame, the session, the HTTP client...) in one chunk
 * beside main.tsx's: left to the bundler, the parts page chunks also import became chunks of their
 * own (constants, http, the preload helper: 0.5-1.7 KiB each), and the first page load was eight
 * requests, two rounds on a phone's six connections. Now six: entry, shell, runtime, React,
 * React Bootstrap, stylesheet. Stylesheets stay with the entry (one sheet, Bootstrap before
 * ours), and so does main.tsx (the entry chunk is its own; the shell imports the entry back only
 * for those stylesheets' order, a cycle modules allow).
 */
const shell = {
  name: 'shell',
  tags: ['$initial' as const],
  // The English catalogues the shell translates with too (its own, and the people namespace of
  // the navbar's bell and avatars): left in the entry chunk they were read by the shell before
  // the entry (which imports the shell) had defined them.
  test: (id: string) =>
    ((APP_CODE.test(id) && /\.tsx?$/.test(id)) ||
      id.includes('preload-helper') ||
      /[\\/]i18n[\\/]locales[\\/]en[\\/](common|people)\.json$/.test(id)) &&
    !/[\\/]web[\\/]src[\\/]main\.tsx$/.test(id),
  priority: -2,
  // Libraries stay in their long-lived vendor chunks.
  includeDependenciesRecursively: false,
};

/** The pages a visitor opens first, most important first: each loads in one round of requests. */
const kits = pageKits([
  'pages/anonymous-chat/AnonymousChatPage.tsx',
  'pages/video-chat/VideoChatPage.tsx',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes file.br and file.gz beside every text file of the build, at the highest levels (done
 * once, not per request); the server sends the one the browser accepts. A variant that would not
 * be smaller is left out.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'serendip-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) =>
        /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await fs.writeFile(`${full}.br`, br);
          if (gz.length < source.length) await fs.writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The web app manifest and the service worker (src/pwa/sw.ts, built to /sw.js with the list of
 * files to precache written in). Nothing is fetched from outside at build time. The page registers
 * the worker itself, after load (src/pwa/startPwa.ts), so the landing page loads nothing more.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: 'Serendip: Anonymous Chat and Video Chat',
      short_name: 'Serendip',
      description: 'Free anonymous text and video chat with strangers, rooms, friends and a feed.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#7c3aed',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      // The app code (every hashed chunk and stylesheet), the offline page and the icons; not
      // index.html (pages load from the network, offline.html when it fails), not the
      // precompressed copies, not the build's own manifest, not the 5.8 MB on-device model.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/.vite/**', 'sw.js', 'index.html', 'assets/frameWorker-*.js'],
      maximumFileSizeToCacheInBytes: 600 * 1024,
    },
    devOptions: { enabled: false },
  });
}

// In development the API, uploaded media and the live connection are proxied to the server,
// so the app talks to one origin exactly as it does in production.
export default defineConfig(({ command }) => ({
  plugins: [react(), installableApp(), precompress(), kits.plugin],
  // Unused Bootstrap rules are dropped from the build only (dev keeps the whole stylesheet).
  css: { postcss: { plugins: command === 'build' ? [purgeUnusedBootstrap()] : [] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets tests check what the landing page loads before anything else.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...vendorGroups, shell, ...kits.groups] } },
      // Building a zod schema has no side effects: a schema no chunk uses is left out, even
      // from a protocol module a page imports a constant from (userText, checkedDraft,
      // payloadIdSchema and sessionDescription are protocol's schema builders: without the
      // last, /video-chat loaded zod, 20 KiB of its 42, for two WebRTC schemas it never used).
      treeshake: {
        manualPureFunctions: [
          'z',
          'userText',
          'checkedDraft',
          'payloadIdSchema',
          'sessionDescription',
          'languageTag',
        ],
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/uploads': server,
      '/socket.io': { target: server, ws: true },
    },
  },
}));
