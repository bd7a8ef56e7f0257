import type { ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { bareBarOptions, OPTION_BAR_PLUGINS, optionBarData } from '../../ui/charts/optionBars';
import { OptionLetters } from '../../ui/charts/OptionLetters';
import { optionLook } from '../../ui/options/optionLook';

interface Props {
  responses: readonly number[];
  /** The right option; null for a poll, whose bars are all drawn full. */
  correct: number | null;
}

/**
 * The room's answers as the big screen's chart draws them: coloured bars, the count on top, the wrong
 * options faded and the correct one ticked (a poll's bars all full). Drawn sharp and still, for paper.
 */
export function ResultsChart({ responses, correct }: Props): React.JSX.Element {
  const looks = responses.map((_, i) => optionLook(i));
  const full = (i: number): boolean => correct === null || i === correct;
  const data = optionBarData(responses, looks, {
    colours: looks.map((l, i) => (full(i) ? l.hex : `${l.hex}66`)),
    borderRadius: 6,
    categoryPercentage: 0.7,
    minBarLength: 3,
  });
  const options: ChartOptions<'bar'> = {
    ...bareBarOptions({
      max: Math.max(1, ...responses),
      headroom: 1.35,
      paddingTop: 4,
      labels: {
        offset: 2,
        color: looks.map((l, i) => (full(i) ? l.hex : `${l.hex}aa`)),
        formatter: (value: number, context) => (context.dataIndex === correct ? `✓ ${value}` : String(value)),
        font: { family: 'Montserrat, sans-serif', weight: 'bold', size: 13 },
      },
    }),
    // Printing uses what is drawn: no animation to catch half-way, and enough pixels for paper.
    animation: false,
    devicePixelRatio: 3,
  };
  return (
    <div className={`results-chart results-chart--${responses.length}`} aria-hidden="true">
      <div className="results-chart__canvas">
        <Bar data={data} options={options} plugins={OPTION_BAR_PLUGINS} />
      </div>
      <div className="results-chart__labels">
        <OptionLetters looks={looks} className="results-chart__label" />
      </div>
    </div>
  );
}
