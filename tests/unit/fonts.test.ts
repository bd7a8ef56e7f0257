/**
 * The bundled fonts are subsets (npm run fonts, scripts/subsetFonts.mjs). Their manifest, written by
 * the script from the subset files' own character maps, must still describe the committed files (same
 * hash), match the @font-face rules, and cover every letter of every Latin-script catalog: a
 * translator's new character fails here until the script is rerun.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const FONTS = resolve('src/renderer/src/assets/fonts');
const LOCALES = resolve('src/renderer/src/i18n/locales');
const CSS = resolve('src/renderer/src/ui/styles/fonts.css');
/** Languages drawn in the bundled fonts; Arabic and Chinese use the device's own fonts. */
const LATIN_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl'];
const OWN_SCRIPT = /[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

interface Face {
  family: string;
  weight: number;
  style: string;
  file: string;
  bytes: number;
  sha256: string;
  covers: string;
}
interface Manifest {
  wanted: string;
  faces: Face[];
}

const manifest = JSON.parse(readFileSync(join(FONTS, 'fonts.json'), 'utf8')) as Manifest;

/** "U+20-7E,U+A0" as a set of code points. */
function codePoints(ranges: string): Set<number> {
  const set = new Set<number>();
  for (const part of ranges.split(',').filter(Boolean)) {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    for (let c = parseInt(from!, 16); c <= parseInt(to!, 16); c++) set.add(c);
  }
  return set;
}

/**
 * Each face (family, weight, style) with what its files cover together: a `latin` file with the
 * catalogs' letters and a `latin-ext` file with the rest of Extended-A (issue 18).
 */
function faceCoverage(): Map<string, Set<number>> {
  const faces = new Map<string, Set<number>>();
  for (const face of manifest.faces) {
    const key = `${face.family} ${face.weight} ${face.style}`;
    const covered = faces.get(key) ?? new Set<number>();
    for (const c of codePoints(face.covers)) covered.add(c);
    faces.set(key, covered);
  }
  return faces;
}

const name = (c: number): string => `${String.fromCodePoint(c)} (U+${c.toString(16).toUpperCase()})`;

/** Every character a Latin-script catalog shows, with one place it appears. */
function catalogCharacters(): Map<number, string> {
  const found = new Map<number, string>();
  for (const language of LATIN_LANGUAGES) {
    for (const file of readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json'))) {
      for (const ch of readFileSync(join(LOCALES, language, file), 'utf8')) {
        const c = ch.codePointAt(0)!;
        if (c >= 0x20 && OWN_SCRIPT.test(ch) && !found.has(c)) found.set(c, `${language}/${file}`);
      }
    }
  }
  return found;
}

describe('the bundled font subsets', () => {
  it('are the files the manifest describes', () => {
    for (const face of manifest.faces) {
      const bytes = readFileSync(join(FONTS, face.file));
      expect(bytes.length, face.file).toBe(face.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), `${face.file}: rerun npm run fonts`).toBe(
        face.sha256,
      );
    }
  });

  it('each have an @font-face rule with swap and the unicode-range they cover', () => {
    const css = readFileSync(CSS, 'utf8').replace(/\s+/g, ' ');
    for (const face of manifest.faces) {
      const rule = css.split('@font-face').find((r) => r.includes(`/${face.file}'`));
      expect(rule, face.file).toBeDefined();
      expect(rule).toContain(`font-family: '${face.family}';`);
      expect(rule).toContain(`font-weight: ${face.weight};`);
      expect(rule).toContain(`font-style: ${face.style};`);
      expect(rule).toContain('font-display: swap;');
      expect(rule).toContain(`unicode-range: ${face.covers.replaceAll(',', ', ')};`);
    }
  });

  it('cover every letter of the Latin-script catalogs, and were cut with every other character in mind', () => {
    const wanted = codePoints(manifest.wanted);
    const gaps: string[] = [];
    for (const [c, where] of catalogCharacters()) {
      if (!wanted.has(c)) gaps.push(`${name(c)} from ${where} is new: run npm run fonts`);
      if (!/\p{L}/u.test(String.fromCodePoint(c))) continue;
      // In the first file of every face: the app's own words never wait for the second one.
      for (const face of manifest.faces.filter((f) => f.file.endsWith('-latin.woff2')))
        if (!codePoints(face.covers).has(c)) gaps.push(`${name(c)} from ${where} is missing in ${face.file}`);
    }
    expect(gaps).toEqual([]);
  });

  it("keep Latin Extended-A whole for guests' names, and nothing of Arabic or Chinese", () => {
    const polishAndCzech = [...'ŁłąęśźżćńĄĘŚŹŻĆŃřůčšžŘŮČŠŽőűğışȘșȚț'].map((ch) => ch.codePointAt(0)!);
    const faces = faceCoverage();
    expect(faces.size).toBe(9);
    for (const [face, covered] of faces)
      expect(polishAndCzech.filter((c) => !covered.has(c)).map(name), face).toEqual([]);
    for (const face of manifest.faces) {
      const covered = codePoints(face.covers);
      expect([...covered].filter((c) => c >= 0x0590 && c < 0x2000).map(name), face.file).toEqual([]);
      expect([...covered].filter((c) => c >= 0x2e80).map(name), face.file).toEqual([]);
    }
  });
});
