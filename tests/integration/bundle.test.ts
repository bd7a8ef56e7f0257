import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import defaultQuiz from '../../resources/default-quiz.json';
import showcase from '../../resources/samples/showcase.wedding-quiz.json';

const RENDERER = resolve('out/renderer');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat();
}

describe('the built web app', () => {
  it('contains none of the default quiz: no question, no option, so no answer key', async () => {
    const files = (await filesUnder(RENDERER)).filter((f) => /\.(js|html|css|json|map)$/.test(f));
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const bundle = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
    const texts = defaultQuiz.questions.flatMap((q) => [q.text, ...q.options]);
    const found = texts.filter((text) => bundle.includes(text));
    expect(found).toEqual([]);
  });

  it('contains none of the showcase quiz either: no question, option, item, number or story of any kind', async () => {
    const files = (await filesUnder(RENDERER)).filter((f) => /\.(js|html|css|json|map)$/.test(f));
    const bundle = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
    const texts = showcase.quiz.questions.flatMap((q) => {
      const any = q as {
        text: string;
        options?: string[];
        items?: string[];
        explanation?: string;
        unit?: string;
      };
      return [
        any.text,
        ...(any.options ?? []),
        ...(any.items ?? []),
        ...(any.explanation ? [any.explanation] : []),
      ];
    });
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((text) => bundle.includes(text))).toEqual([]);
  });

  it('loads nothing from the internet: no external scripts, styles or fonts', async () => {
    const files = (await filesUnder(RENDERER)).filter((f) => /\.(html|css)$/.test(f));
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toMatch(/(src|href)=["']https?:\/\//);
      expect(text, file).not.toMatch(/url\(["']?https?:\/\//);
      expect(text, file).not.toMatch(/@import\s+["']?(url\()?["']?https?:/);
    }
  });
});
