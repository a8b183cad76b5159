import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The client build: the React app (src/), its Web Worker (worker/, bundled as an ES module
// worker through `new Worker(new URL(...), { type: 'module' })`), and the service worker
// (sw/sw.ts) compiled by vite-plugin-pwa with Workbox's injectManifest, so the precache
// manifest lists exactly the files of this build.
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Lumen',
        short_name: 'Lumen',
        description: 'Photos and videos from the people you follow, online or not.',
        theme_color: '#ffffff',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      },
    }),
  ],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: {} },
});
