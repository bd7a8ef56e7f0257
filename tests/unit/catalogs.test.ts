/**
 * Every shipped language has every message of every area (the English catalog is the reference), in
 * the plural forms its own rules need (Intl.PluralRules: Polish has few and many, Arabic six forms),
 * with the same {{placeholders}}, and nothing the English catalog does not have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/renderer/src/i18n/languages';
import { NAMESPACES } from '../../src/shared/model/i18nNamespaces';

const LOCALES = resolve('src/renderer/src/i18n/locales');
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL = new RegExp(`^(.*?)(_ordinal)?_(${CATEGORIES.join('|')})$`);

type Catalog = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Catalog = new Map()): Catalog {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, `<not a string: ${JSON.stringify(value)}>`);
  return into;
}

const read = (language: string, namespace: string): Catalog =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')));

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]!).sort();

/** The message a key belongs to: "rank.place" for "rank.place_ordinal_few", with its kind. */
function messageOf(key: string, english: Catalog): { base: string; kind: 'plain' | 'cardinal' | 'ordinal' } {
  const match = PLURAL.exec(key);
  if (!match) return { base: key, kind: 'plain' };
  const [, base, ordinal] = match;
  const kind = ordinal ? 'ordinal' : 'cardinal';
  const other = `${base}${ordinal ?? ''}_other`;
  return english.has(other) ? { base: base!, kind } : { base: key, kind: 'plain' };
}

/** The keys a language must have for one English message. */
function keysFor(base: string, kind: 'plain' | 'cardinal' | 'ordinal', intl: string): string[] {
  if (kind === 'plain') return [base];
  const rules = new Intl.PluralRules(intl, { type: kind === 'ordinal' ? 'ordinal' : 'cardinal' });
  const suffix = kind === 'ordinal' ? '_ordinal_' : '_';
  return rules.resolvedOptions().pluralCategories.map((category) => `${base}${suffix}${category}`);
}

describe('the message catalogs', () => {
  it('has a folder for each shipped language and a file for each area, nothing else', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    for (const { code } of LANGUAGES)
      expect(readdirSync(join(LOCALES, code)).sort(), code).toEqual(
        NAMESPACES.map((n) => `${n}.json`).sort(),
      );
  });

  for (const namespace of NAMESPACES) {
    const english = read('en', namespace);
    // One entry per message: the plural forms of one English message share it.
    const messages = new Map([...english.keys()].map((key) => [messageOf(key, english).base, key]));
    for (const { code, intl } of LANGUAGES) {
      it(`${code}/${namespace}: every message, in its plural forms, with the same placeholders`, () => {
        const catalog = read(code, namespace);
        const wanted = new Set<string>();
        const problems: string[] = [];
        for (const [base, englishKey] of messages) {
          const { kind } = messageOf(englishKey, english);
          const englishPlaceholders = new Set(placeholders(english.get(englishKey)!));
          for (const key of keysFor(base, kind, intl)) {
            wanted.add(key);
            const text = catalog.get(key);
            if (text === undefined || text.trim() === '') problems.push(`missing ${key}`);
            else
              for (const name of placeholders(text))
                if (!englishPlaceholders.has(name) && name !== 'count')
                  problems.push(`${key}: unknown {{${name}}}`);
          }
        }
        for (const key of catalog.keys()) if (!wanted.has(key)) problems.push(`not in English: ${key}`);
        expect(problems).toEqual([]);
      });
    }
  }
});
