import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import { chooseLanguage } from '../../../renderer/src/i18n/chooseLanguage';
import { LANGUAGES } from '../../../renderer/src/i18n/languages';
import { PHONE_NS } from '../../../renderer/src/features/player/phoneT';

type Manifest = Record<string, { file: string } | undefined>;

/** "fr-CH, fr;q=0.9, en;q=0.8" → ["fr-CH", "fr", "en"]: the browser's languages, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/**
 * The page for each shipped language, with its phone catalogs named as modulepreload links. Its comments
 * and the blanks between tags go: the links' bytes are paid back (the first load's 100 KB are tight).
 */
function pagesByLanguage(built: string, manifest: Manifest): Map<string, string> {
  const html = built.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><');
  const pages = new Map<string, string>();
  for (const { code } of LANGUAGES) {
    const links = PHONE_NS.map((ns) => manifest[`src/i18n/locales/${code}/${ns}.json`]?.file)
      .filter((file): file is string => !!file)
      .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`)
      .join('');
    pages.set(code, html.replace('</head>', `${links}</head>`));
  }
  return pages;
}

/**
 * The phone's page (`/`) names its language's catalogs, so a phone downloads them alongside the start
 * file instead of a round trip after it (issue 18: the join form within 3 s on a slow Wi-Fi). The
 * language is the page's own choice without this device's stored one, which the server cannot see:
 * the address's `?lang=`, else the browser's. Null when the build has no manifest (the file is sent as is).
 */
export function phonePages(staticDir: string): ((req: Request) => string) | null {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  const indexPath = join(staticDir, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const pages = pagesByLanguage(readFileSync(indexPath, 'utf8'), manifest);
  return (req) => {
    const query = typeof req.query.lang === 'string' ? req.query.lang : null;
    const language = chooseLanguage({
      query,
      stored: null,
      browser: acceptedLanguages(req.headers['accept-language']),
    });
    return pages.get(language) ?? '';
  };
}
