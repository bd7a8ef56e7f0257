import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

const shared = { '@shared': resolve(__dirname, 'src/shared') };

// Phones: Safari on iOS 14+ and Chrome on Android 9+. ES2019 syntax runs on both.
const browserTarget = 'es2019';

export default defineConfig({
  main: {
    resolve: { alias: shared },
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The desktop app's game-server process (an Electron utilityProcess).
          gameServer: resolve(__dirname, 'src/main/gameServer.ts'),
          serve: resolve(__dirname, 'src/main/serve.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias: shared },
    build: {
      rollupOptions: {
        // A sandboxed preload must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias: shared },
    // React with Fast Refresh in `npm run dev`.
    plugins: [react()],
    build: {
      target: browserTarget,
      // electron-vite does not minify by default; phones download this over a crowded Wi-Fi.
      minify: true,
      // Sounds stay files, never data: URLs (the pages' CSP allows media from 'self' only).
      // The two background drawings go inside the CSS (as text, so gzip shrinks them): two fewer requests.
      assetsInlineLimit: (file: string) =>
        file.endsWith('.mp3') ? false : file.endsWith('.svg') || undefined,
      // `SOURCEMAP=1 npm run build`: source maps, to see what a chunk (the phone's start file) is made of.
      sourcemap: !!process.env.SOURCEMAP,
      // out/renderer/.vite/manifest.json: the server names the phone's catalogs in its page (phonePage.ts).
      manifest: true,
      rollupOptions: {
        input: resolve(__dirname, 'src/renderer/index.html'),
        output: {
          // Everything the page's entry imports statically (the phone's join form: React, i18next,
          // socket.io, the player page) in one file: a dozen small chunks cost a phone a round trip and
          // half a kilobyte of headers each. Other pages and the joined guest's views stay lazy chunks.
          codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      // `npm run dev`: the pages come from Vite, the game, the operator API and the photos from the server.
      proxy: {
        '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
        '/api': { target: 'http://127.0.0.1:3000' },
        '/media': { target: 'http://127.0.0.1:3000' },
      },
    },
  },
});
