/**
 * `node out/bench/bench/profileSummary.js FILE.cpuprofile [--top N] [--filter TEXT]`: where the
 * server spent its CPU time in a `--cpu-prof` profile written by `npm run bench -- --cpu-prof`.
 * Prints self time and total (inclusive) time per function, heaviest first.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function label(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/');
  return `${name} ${file.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
}

export function summarizeProfile(profile: CpuProfile): {
  self: Map<string, number>;
  total: Map<string, number>;
  totalMs: number;
} {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const own = label(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + us / 1000);
    // Charge every distinct function on the stack once (recursion is not counted twice).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const name = label(frame.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us / 1000);
    }
  }
  return { self, total, totalMs: (profile.endTime - profile.startTime) / 1000 };
}

function main(): void {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '30' }, filter: { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file) {
    console.error('Usage: node out/bench/bench/profileSummary.js FILE.cpuprofile [--top N] [--filter TEXT]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const { self, total, totalMs } = summarizeProfile(profile);
  const top = Number(values.top);
  const keep = (name: string): boolean => values.filter === undefined || name.includes(values.filter);
  const print = (title: string, map: Map<string, number>): void => {
    console.log(`\n${title}`);
    for (const [name, msValue] of [...map]
      .filter(([n]) => keep(n))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)) {
      console.log(
        `${msValue.toFixed(0).padStart(8)} ms ${((msValue / totalMs) * 100).toFixed(1).padStart(5)} %  ${name}`,
      );
    }
  };
  console.log(`profile: ${(totalMs / 1000).toFixed(1)} s wall`);
  print('self time', self);
  print('total time (self + callees)', total);
}

if (require.main === module) main();
