/**
 * `node out/bench/bench/profileSummary.js FILE.cpuprofile [--top N] [--filter TEXT] [--timeline]`:
 * where the server spent its CPU time in a `--cpu-prof` profile written by
 * `npm run bench -- --cpu-prof`. Prints self time and total (inclusive) time per function,
 * heaviest first; `--timeline` adds, second by second, how busy the server was and on what.
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

/** Per second of the profile: busy milliseconds and the three heaviest functions (self time). */
export function timeline(profile: CpuProfile): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const seconds = new Map<number, Map<string, number>>();
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    const name = label(node.callFrame);
    if (name === '(idle)') return;
    const second = Math.floor(t / 1e6);
    let map = seconds.get(second);
    if (!map) seconds.set(second, (map = new Map()));
    map.set(name, (map.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...seconds]
    .sort((a, b) => a[0] - b[0])
    .map(([second, map]) => {
      const busy = [...map.values()].reduce((a, b) => a + b, 0);
      const top = [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([n, v]) => `${n.split(' ')[0]} ${v.toFixed(0)}`)
        .join(', ');
      return `${String(second).padStart(4)} s ${busy.toFixed(0).padStart(5)} ms busy  ${top}`;
    });
}

function main(): void {
  const { values, positionals } = parseArgs({
    options: {
      top: { type: 'string', default: '30' },
      filter: { type: 'string' },
      timeline: { type: 'boolean', default: false },
    },
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
  if (values.timeline) console.log(`\nsecond by second\n${timeline(profile).join('\n')}`);
}

if (require.main === module) main();
