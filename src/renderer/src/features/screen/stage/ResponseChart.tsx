import { BarController, BarElement, CategoryScale, Chart, LinearScale, type ChartOptions } from 'chart.js';
import ChartDataLabels from 'chartjs-plugin-datalabels';
import { Bar } from 'react-chartjs-2';
import { prefersReducedMotion } from '../../../ui/motion';
import { optionLook } from '../../../ui/options/optionLook';
import { OptionShape } from '../../../ui/options/OptionShape';

// Only what a bar chart needs; the data-labels plugin is passed per chart, not registered globally.
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

interface Props {
  responses: readonly number[];
  optionCount: number;
  correctAnswer: number | null;
}

/** Responses per option: coloured bars, the count at the end of each bar, no axes, legend or tooltips. */
export function ResponseChart({ responses, optionCount, correctAnswer }: Props): React.JSX.Element {
  const counts = responses.slice(0, optionCount);
  const looks = counts.map((_, i) => optionLook(i));
  const max = Math.max(1, ...counts);
  const faded = (i: number): boolean => correctAnswer !== null && i !== correctAnswer;

  const data = {
    labels: looks.map((l) => l.label),
    datasets: [
      {
        data: counts,
        backgroundColor: looks.map((l, i) => (faded(i) ? `${l.hex}8c` : l.hex)),
        borderRadius: 10,
        borderSkipped: false as const,
        categoryPercentage: 0.72,
        barPercentage: 0.9,
        minBarLength: 6,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : { duration: 900, easing: 'easeOutQuart' },
    layout: { padding: { top: 8 } },
    scales: {
      x: { display: false },
      // Room above the tallest bar for its label.
      y: { display: false, beginAtZero: true, max: max * 1.3 },
    },
    plugins: {
      legend: { display: false },
      tooltip: { enabled: false },
      datalabels: {
        anchor: 'end',
        align: 'end',
        offset: 4,
        color: looks.map((l) => l.hex),
        font: (context) => ({
          family: 'Montserrat, sans-serif',
          weight: 'bold',
          size: Math.max(14, Math.round(context.chart.height / 7)),
        }),
      },
    },
  };

  const summary = looks.map((l, i) => `${l.label} ${counts[i] ?? 0}`).join(', ');
  return (
    <figure className="response-chart" data-testid="response-chart" aria-label={`Responses: ${summary}`}>
      <div className="response-chart__canvas">
        <Bar data={data} options={options} plugins={[ChartDataLabels]} />
      </div>
      <figcaption className="response-chart__labels">
        {looks.map((look) => (
          <span key={look.label} className={`response-chart__label option-text--${look.colour}`}>
            <OptionShape look={look} />
            {look.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
