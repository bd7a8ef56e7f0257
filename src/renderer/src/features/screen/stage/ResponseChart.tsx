import type { ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { bareBarOptions, OPTION_BAR_PLUGINS, optionBarData } from '../../../ui/charts/optionBars';
import { OptionLetters } from '../../../ui/charts/OptionLetters';
import { prefersReducedMotion } from '../../../ui/motion';
import { optionLook, type OptionLook } from '../../../ui/options/optionLook';

/** The counts over the bars in a colour that reads on the light card (yellow's own is too pale). */
const TEXT_HEX: Partial<Record<OptionLook['colour'], string>> = { yellow: '#8a6400' };

interface Props {
  responses: readonly number[];
  optionCount: number;
  correctAnswer: number | null;
}

/** Responses per option: coloured bars that grow in, the count at the end of each bar; the wrong ones faded. */
export function ResponseChart({ responses, optionCount, correctAnswer }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const counts = responses.slice(0, optionCount);
  const looks = counts.map((_, i) => optionLook(i));
  const faded = (i: number): boolean => correctAnswer !== null && i !== correctAnswer;
  const data = optionBarData(counts, looks, {
    colours: looks.map((l, i) => (faded(i) ? `${l.hex}8c` : l.hex)),
    borderRadius: 10,
    categoryPercentage: 0.72,
    minBarLength: 6,
  });
  const options: ChartOptions<'bar'> = {
    ...bareBarOptions({
      max: Math.max(1, ...counts),
      headroom: 1.3,
      paddingTop: 8,
      labels: {
        offset: 4,
        color: looks.map((l) => TEXT_HEX[l.colour] ?? l.hex),
        font: (context) => ({
          family: 'Montserrat, sans-serif',
          weight: 'bold',
          size: Math.max(14, Math.round(context.chart.height / 7)),
        }),
      },
    }),
    animation: prefersReducedMotion() ? false : { duration: 900, easing: 'easeOutQuart' },
  };

  const summary = looks.map((l, i) => `${l.label} ${counts[i] ?? 0}`).join(', ');
  return (
    <figure
      className="response-chart"
      data-testid="response-chart"
      aria-label={t('question.responses', { summary })}
    >
      {/* The figure's label says what the bars show. */}
      <div className="response-chart__canvas" aria-hidden="true">
        <Bar data={data} options={options} plugins={OPTION_BAR_PLUGINS} />
      </div>
      {/* Under the bars, which the chart draws left to right in every language. */}
      <figcaption className="response-chart__labels" dir="ltr">
        <OptionLetters looks={looks} className="response-chart__label" />
      </figcaption>
    </figure>
  );
}
