import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The bench pages (bench/run.ts builds them with Vite's API): restore and patch delivery with
// their workers (ES module workers, like the app's), the plain React toggle of the like-tap
// baseline, the tap probe as a plain script, and the upload page with the engine's worker
// (benchmarks 4–6), the outbox burst page with the real worker, the logging page with the real logging engine. Production mode, like `npm run build`.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../.bench/dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: {
        restore: `${root}restore/index.html`,
        patch: `${root}patch/index.html`,
        toggle: `${root}like-tap/toggle.html`,
        probe: `${root}like-tap/tap-probe.ts`,
        upload: `${root}upload/index.html`,
        outbox: `${root}outbox/index.html`,
        telemetry: `${root}telemetry/index.html`,
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
