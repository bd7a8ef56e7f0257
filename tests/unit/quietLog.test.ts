/** Issue 28: refusals anyone can cause write at most one log line a minute. */
import { describe, expect, it } from 'vitest';
import { quietLog } from '../../src/main/server/transport/http/quietLog';

describe('quietLog', () => {
  it('logs the first refusal, then one a minute saying how many were left out', () => {
    const lines: string[] = [];
    let now = 0;
    const say = quietLog(
      (line) => lines.push(line),
      () => now,
    );
    for (let i = 0; i < 1000; i++) say('Refused a socket connection: another site.');
    expect(lines).toEqual(['Refused a socket connection: another site.']);
    now = 60_000;
    say('Refused a socket connection: another site.');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('999 more like it');
    now = 200_000;
    say('Refused a socket connection: another site.');
    expect(lines[2]).toBe('Refused a socket connection: another site.');
  });
});
