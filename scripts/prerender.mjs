#!/usr/bin/env node
/**
 * `npm run build`'s last step (issue 25): the phone's join form, pre-rendered. After electron-vite has
 * built the web app into out/renderer, this renders the app's own PhoneApp with react-dom/server, for
 * every language and kind of join form, into small pages under out/renderer/prerender/, each with:
 * the form's markup in #root, the start style sheet inline (no request before the first paint), the
 * language's catalogs named for preloading, a slot for the boot data, and the inline script that sends a
 * Join tapped before the app arrives (and hides the form on a phone that has joined). Its manifest
 * lists the pages and the CSP hashes of the inline style and script. The game server only picks a page
 * and fills in the night's quiz (phonePage.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rendererSrc = join(root, 'src/renderer/src');
const built = join(root, 'out/renderer');
const work = join(root, 'out/.prerender');
const target = join(built, 'prerender');

const shared = { '@shared': join(root, 'src/shared') };
const quiet = { logLevel: 'warn', configFile: false, resolve: { alias: shared } };

/** The render module, bundled for Node (its dependencies stay in node_modules). */
async function buildRenderer() {
  await build({
    ...quiet,
    root: join(root, 'src/renderer'),
    plugins: [react()],
    build: {
      ssr: join(rendererSrc, 'prerender/renderJoinPage.tsx'),
      outDir: work,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'renderJoinPage.mjs', format: 'es' } },
    },
  });
  return import(pathToFileURL(join(work, 'renderJoinPage.mjs')).href);
}

/** The inline script, minified for old phones (the app's own target). */
async function buildEarlyJoinScript() {
  const result = await build({
    ...quiet,
    build: {
      write: false,
      target: 'es2019',
      minify: true,
      lib: {
        entry: join(rendererSrc, 'prerender/earlyJoinScript.ts'),
        formats: ['iife'],
        name: 'wqEarlyJoinScript',
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  return output[0].code.trim();
}

/** Module loading with the shared folder: the languages and contract, compiled on the fly by Vite. */
async function loadShared() {
  const { createServer } = await import('vite');
  const server = await createServer({
    ...quiet,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  try {
    const languages = await server.ssrLoadModule(join(root, 'src/shared/model/languageCodes.ts'));
    const contract = await server.ssrLoadModule(join(root, 'src/shared/model/prerender.ts'));
    const namespaces = await server.ssrLoadModule(join(root, 'src/shared/model/i18nNamespaces.ts'));
    return { LANGUAGES: languages.LANGUAGES, ...contract, PHONE_NS: namespaces.PHONE_NS };
  } finally {
    await server.close();
  }
}

const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function readCatalogs(code, namespaces) {
  const catalogs = {};
  for (const ns of namespaces) {
    catalogs[ns] = JSON.parse(readFileSync(join(rendererSrc, `i18n/locales/${code}/${ns}.json`), 'utf8'));
  }
  return catalogs;
}

/** The built page, its comments and the blanks between tags gone (a phone's first load is tight). */
function compactPage() {
  return readFileSync(join(built, 'index.html'), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

/** The start style sheet, its fonts' addresses made relative to the page instead of the sheet. */
function startStyle(page) {
  const link = /<link rel="stylesheet"[^>]*href="\.\/(assets\/[^"]+\.css)"[^>]*>/.exec(page);
  if (!link) throw new Error('prerender: the built page names no style sheet');
  const css = readFileSync(join(built, link[1]), 'utf8')
    .replace(/url\(\.\//g, 'url(./assets/')
    .trim();
  return { tag: link[0], css };
}

/** Text for an HTML element: a translation may hold any character. */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function catalogLinks(viteManifest, code, namespaces) {
  return namespaces
    .map((ns) => viteManifest[`src/i18n/locales/${code}/${ns}.json`]?.file)
    .filter(Boolean)
    .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`)
    .join('');
}

async function main() {
  const [{ renderJoinForm }, earlyJoin, contract] = await Promise.all([
    buildRenderer(),
    buildEarlyJoinScript(),
    loadShared(),
  ]);
  const { LANGUAGES, JOIN_FORMS, SLOTS, PHONE_BOOT_ID, PHONE_NS } = contract;
  const viteManifest = JSON.parse(readFileSync(join(built, '.vite/manifest.json'), 'utf8'));
  const page = compactPage();
  const style = startStyle(page);
  if (/[\uE000-\uF8FF]/.test(style.css + earlyJoin))
    throw new Error('prerender: a slot character in the style or script');

  rmSync(target, { recursive: true, force: true });
  const manifest = { languages: [], styleHashes: [cspHash(style.css)], scriptHashes: [cspHash(earlyJoin)] };
  for (const { code, intl, dir } of LANGUAGES) {
    const catalogs = readCatalogs(code, PHONE_NS);
    // Every page of this language: its own lang and direction, a phone's layout before the first paint.
    const head = page
      .replace(/<html lang="[^"]*">/, `<html lang="${code}" dir="${dir}" data-layout="player">`)
      .replace('</head>', `${catalogLinks(viteManifest, code, PHONE_NS)}</head>`);
    const pages = {};
    for (const form of JOIN_FORMS) {
      const { markup, title } = renderJoinForm(code, form, catalogs);
      for (const slot of [SLOTS.title, SLOTS.couple, SLOTS.date]) {
        if (!markup.includes(slot)) throw new Error(`prerender: ${code}/${form} lacks a slot`);
      }
      const html = head
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(style.tag, `<style>${style.css}</style>`)
        // Before the body: it hides the form on a joined phone before the first paint.
        .replace('</head>', `<script>${earlyJoin}</script></head>`)
        // The app's "turn on JavaScript" line goes: Join! says it on this page (#needs-javascript).
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          '<div id="root"></div>',
          `<div id="root">${markup}</div>` +
            `<script id="${PHONE_BOOT_ID}" type="application/json">${SLOTS.boot}</script>`,
        );
      pages[form] = `${code}/${form}.html`;
      mkdirSync(join(target, code), { recursive: true });
      writeFileSync(join(target, pages[form]), html);
    }
    manifest.languages.push({ code, intl, pages });
  }
  writeFileSync(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(work, { recursive: true, force: true });
  console.log(
    `prerender: ${manifest.languages.length} languages × ${JOIN_FORMS.length} join forms in ${target}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
