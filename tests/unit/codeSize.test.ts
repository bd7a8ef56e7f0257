/**
 * Small files with one job: no file in src/ over 300 lines (stylesheets included) and no function over
 * 60 lines. ESLint enforces both for code (`max-lines`, `max-lines-per-function`); this checks the rule
 * fires, and measures the stylesheets ESLint does not read.
 */
import { ESLint } from 'eslint';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('code size', { timeout: 60_000 }, () => {
  it('no source file or stylesheet in src/ is over 300 lines', () => {
    const long = filesUnder(join(root, 'src'))
      .filter((file) => /\.(ts|tsx|css|html)$/.test(file))
      .map((file) => ({
        file: relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });

  it('a function over 60 lines or a file over 300 lines fails lint', async () => {
    const eslint = new ESLint({ cwd: root });
    const body = Array.from({ length: 61 }, (_, i) => `  total += ${i};`).join('\n');
    const longFunction = `export function long(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
    const [fn] = await eslint.lintText(longFunction, { filePath: 'src/main/server/probe.ts' });
    expect(fn!.messages.map((m) => m.ruleId)).toContain('max-lines-per-function');

    const longFile = Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    const [file] = await eslint.lintText(longFile, { filePath: 'src/renderer/src/probe.ts' });
    expect(file!.messages.map((m) => m.ruleId)).toContain('max-lines');
  });
});
