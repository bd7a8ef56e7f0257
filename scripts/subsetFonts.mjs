// npm run fonts: the bundled web fonts, cut down to the characters this app and its guests' names need.
// Two woff2 per family/weight/style: `latin` (Basic Latin, Latin-1 and the punctuation the Latin-script
// catalogs and the sources use) and `latin-ext` (Latin Extended-A and the Romanian letters), each with its
// unicode-range, so a phone showing English downloads only the first (issue 18: a 100 KB first load);
// Arabic and Chinese stay with the device's own fonts.
// Writes src/renderer/src/assets/fonts/*.woff2, their manifest and the @font-face rules in fonts.css.
// Rerun after a translator adds a character (tests/unit/fonts.test.ts says when).
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile, mkdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = join(ROOT, 'src/renderer/src/assets/fonts');
const CSS = join(ROOT, 'src/renderer/src/ui/styles/fonts.css');
const SRC = join(ROOT, 'src/renderer/src');
const LOCALES = join(SRC, 'i18n/locales');
const LATIN_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl'];
const EXPO = join(ROOT, 'node_modules/@expo-google-fonts');

// Full Google Fonts TTFs (the same versions @fontsource served, but uncut, so one subset can hold
// Latin-1 and Extended-A together). Only the weights and styles the CSS asks for.
const FACES = [
  ['Great Vibes', 400, 'normal', 'great-vibes/400Regular/GreatVibes_400Regular.ttf'],
  ['Cormorant Garamond', 500, 'normal', 'cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf'],
  [
    'Cormorant Garamond',
    500,
    'italic',
    'cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf',
  ],
  ['Cormorant Garamond', 600, 'normal', 'cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf'],
  ['Cormorant Garamond', 700, 'normal', 'cormorant-garamond/700Bold/CormorantGaramond_700Bold.ttf'],
  ['Montserrat', 400, 'normal', 'montserrat/400Regular/Montserrat_400Regular.ttf'],
  ['Montserrat', 500, 'normal', 'montserrat/500Medium/Montserrat_500Medium.ttf'],
  ['Montserrat', 600, 'normal', 'montserrat/600SemiBold/Montserrat_600SemiBold.ttf'],
  ['Montserrat', 700, 'normal', 'montserrat/700Bold/Montserrat_700Bold.ttf'],
];

const LICENSES = [
  ['Great Vibes', 'great-vibes'],
  ['Cormorant Garamond', 'cormorant-garamond'],
  ['Montserrat', 'montserrat'],
];

// Blocks kept whole for guests' names (Polish, Czech, Hungarian, Turkish, Romanian … letters), and the
// punctuation Intl and typists use (narrow no-break space in French numbers, quotes, dashes, arrows).
const BLOCKS = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x218, 0x21b], // Romanian Ș ș Ț ț (comma below; Latin Extended-B)
];
const TYPOGRAPHY =
  '\u2009\u2010\u2011\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026' +
  '\u202f\u2030\u2032\u2033\u2039\u203a\u2044\u20ac\u2122\u2190\u2191\u2192\u2193\u2212\u2215';

// Browsers' default features plus the figure styles the CSS turns on (lnum, tnum); the fonts' other
// features (small caps, old-style figures, stylistic sets …) pull in glyphs nobody sees.
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'curs'];
const KEEP_FEATURES = [...FEATURES, 'dist', 'lnum', 'tnum', 'pnum'];

/** Characters of Latin, Common or Inherited script: letters of other scripts use the device's fonts. */
const WANTED = /[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Every printable Latin/Common character in the Latin-script catalogs (and the web app's sources). */
async function usedCharacters({ sources = true } = {}) {
  const catalogs = LATIN_LANGUAGES.map((lang) => join(LOCALES, lang));
  const code = (await filesUnder(SRC)).filter((f) => /\.(tsx?|css|html)$/.test(f) && !f.startsWith(LOCALES));
  const files = [...(await Promise.all(catalogs.map(filesUnder))).flat(), ...(sources ? code : [])];
  const chars = new Set();
  for (const file of files) {
    for (const ch of await readFile(file, 'utf8')) {
      if (ch.codePointAt(0) >= 0x20 && WANTED.test(ch)) chars.add(ch.codePointAt(0));
    }
  }
  return chars;
}

function wantedCodePoints(used) {
  const all = new Set(used);
  for (const [from, to] of BLOCKS) for (let c = from; c <= to; c++) all.add(c);
  for (const ch of TYPOGRAPHY) all.add(ch.codePointAt(0));
  return [...all].sort((a, b) => a - b);
}

async function coverage(font) {
  const sfnt = await fontverter.convert(font, 'sfnt');
  return [...new Face(new Blob(sfnt), 0).collectUnicodes()].sort((a, b) => a - b);
}

/** Code points as CSS unicode-range / manifest ranges: "U+20-7E,U+A0-17F". */
function ranges(codePoints) {
  const out = [];
  for (const c of codePoints) {
    const last = out.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else out.push([c, c]);
  }
  const hex = (n) => n.toString(16).toUpperCase();
  return out.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

const fileName = (family, weight, style, part) =>
  `${family.toLowerCase().replaceAll(' ', '-')}-${weight}-${style}-${part}.woff2`;

/** Latin Extended-A/B and Extended Additional: letters of guests' names that few catalogs use. */
const isExtended = (c) => (c >= 0x100 && c <= 0x24f) || (c >= 0x1e00 && c <= 0x1eff);

/**
 * The wanted characters in the two files of each face: `latin` holds every letter a catalog uses (Polish
 * ą ł ż … too), so the app's own words never need the second file; `latin-ext` holds the other letters of
 * Extended-A, fetched only when a guest's or the couple's name has one.
 */
function parts(wanted, catalogs) {
  const first = (c) => !isExtended(c) || catalogs.has(c);
  return [
    ['latin', wanted.filter(first)],
    ['latin-ext', wanted.filter((c) => !first(c))],
  ];
}

async function subsetFace([family, weight, style, source], [part, wanted]) {
  const original = await readFile(join(EXPO, source));
  const text = String.fromCodePoint(...wanted);
  const woff2 = await subsetFont(original, text, {
    targetFormat: 'woff2',
    noHinting: true,
    keepFeatures: KEEP_FEATURES,
    // Copyright, names, and the licence (13) with its address (14) stay inside each file, as the OFL asks.
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  });
  const covered = await coverage(woff2);
  const file = fileName(family, weight, style, part);
  await writeFile(join(OUT, file), woff2);
  const missing = wanted.filter((c) => !covered.includes(c));
  const sha256 = createHash('sha256').update(woff2).digest('hex');
  return {
    family,
    weight,
    style,
    file,
    bytes: woff2.length,
    sha256,
    covers: ranges(covered),
    lacks: ranges(missing),
  };
}

function fontFace({ family, weight, style, file, covers }) {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-style: ${style};`,
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url('../../assets/fonts/${file}') format('woff2');`,
    `  unicode-range: ${covers.replaceAll(',', ', ')};`,
    '}',
  ].join('\n');
}

async function writeLicence() {
  const parts = [
    'Fonts in this folder are subsets (npm run fonts) of these fonts, each under the SIL Open Font',
    "License, Version 1.1, reproduced below with each font's copyright notice.",
    '',
  ];
  for (const [name, pkg] of LICENSES) {
    const text = await readFile(join(EXPO, pkg, 'LICENSE_FONT'), 'utf8');
    parts.push(`==== ${name} ====`, '', text.trim(), '');
  }
  await writeFile(join(OUT, 'OFL.txt'), parts.join('\n'));
}

/** Written as the project's Prettier would, so npm run lint stays green after a rerun. */
async function writePretty(file, text) {
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const wanted = wantedCodePoints(await usedCharacters());
  const faces = [];
  const catalogs = await usedCharacters({ sources: false });
  for (const face of FACES)
    for (const part of parts(wanted, catalogs)) faces.push(await subsetFace(face, part));
  const manifest = { generatedBy: 'npm run fonts (scripts/subsetFonts.mjs)', wanted: ranges(wanted), faces };
  await writePretty(join(OUT, 'fonts.json'), JSON.stringify(manifest));
  await writeLicence();
  const header = [
    '/* Generated by npm run fonts (scripts/subsetFonts.mjs): edit the script, not this file.',
    "   Bundled with the app: guests' phones never fetch a font from the internet. Each face is cut to",
    "   Latin and the punctuation the app uses, its Extended-A letters (guests' names) in a second file",
    '   fetched only for text that has them; swap shows the text at once in a fallback font. Arabic and',
    "   Chinese use the device's own fonts. Phones draw only Cormorant (tokens.css): see docs/fonts.md. */",
  ].join('\n');
  await writePretty(CSS, [header, ...faces.map(fontFace)].join('\n\n'));
  for (const f of faces)
    console.log(`${relative(ROOT, join(OUT, f.file))}  ${(f.bytes / 1024).toFixed(1)} KB`);
}

await main();
