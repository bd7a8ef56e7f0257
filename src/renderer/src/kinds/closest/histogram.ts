/** The guesses of a `closest` question as bars: their heights, the answer's bar and where the answer falls. */
import type { ClosestReveal } from '@shared/wire/questionView';

export interface HistogramBar {
  from: number;
  to: number;
  count: number;
  /** Percent of the tallest bar (0 for an empty bin). */
  height: number;
  /** The bin the right answer falls in. */
  answer: boolean;
}

export interface Histogram {
  bars: HistogramBar[];
  /** Where the answer sits along the strip, in percent from the left. */
  answerAt: number;
  /** The strip's ends, each labelled unless the answer's mark is too near to read both. */
  from: number;
  to: number;
  labelFrom: boolean;
  labelTo: boolean;
  /** How the answer's label hangs from its mark: centred, or inward near an end so it stays on the strip. */
  markerAlign: 'start' | 'middle' | 'end';
  guesses: number;
}

/** How near (in percent of the strip) the answer's mark may come to an end's label. */
const LABEL_ROOM = 12;

/** The bin holding `value`, as the server counts guesses: the last bin keeps its upper end. */
function binIndex(bins: ClosestReveal['bins'], value: number): number {
  const first = bins[0];
  const last = bins[bins.length - 1];
  if (!first || !last || last.to === first.from) return 0;
  const width = (last.to - first.from) / bins.length;
  return Math.max(0, Math.min(bins.length - 1, Math.floor((value - first.from) / width)));
}

export function histogramOf(bins: ClosestReveal['bins'], answer: number): Histogram {
  const tallest = Math.max(1, ...bins.map((b) => b.count));
  const answerBin = binIndex(bins, answer);
  const from = bins[0]?.from ?? answer;
  const to = bins[bins.length - 1]?.to ?? answer;
  const answerAt = to > from ? ((answer - from) / (to - from)) * 100 : 50;
  return {
    bars: bins.map((b, i) => ({
      from: b.from,
      to: b.to,
      count: b.count,
      height: (b.count / tallest) * 100,
      answer: i === answerBin,
    })),
    answerAt,
    from,
    to,
    labelFrom: answerAt >= LABEL_ROOM,
    labelTo: answerAt <= 100 - LABEL_ROOM,
    markerAlign: answerAt < LABEL_ROOM ? 'start' : answerAt > 100 - LABEL_ROOM ? 'end' : 'middle',
    guesses: bins.reduce((sum, b) => sum + b.count, 0),
  };
}
