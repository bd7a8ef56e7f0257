import { BarController, BarElement, CategoryScale, Chart, LinearScale, type ChartOptions } from 'chart.js';
import ChartDataLabels from 'chartjs-plugin-datalabels';
import { Bar } from 'react-chartjs-2';
import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

interface Props {
  responses: readonly number[];
  correct: number;
}

/**
 * The room's answers as the big screen's chart draws them: coloured bars, the count on top, the wrong
 * options faded and the correct one ticked. Drawn sharp and still, for paper.
 */
export function ResultsChart({ responses, correct }: Props): React.JSX.Element {
  const looks = responses.map((_, i) => optionLook(i));
  const max = Math.max(1, ...responses);
  const data = {
    labels: looks.map((l) => l.label),
    datasets: [
      {
        data: [...responses],
        backgroundColor: looks.map((l, i) => (i === correct ? l.hex : `${l.hex}66`)),
        borderRadius: 6,
        borderSkipped: false as const,
        categoryPercentage: 0.7,
        barPercentage: 0.9,
        minBarLength: 3,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    // Printing uses what is drawn: no animation to catch half-way, and enough pixels for paper.
    animation: false,
    devicePixelRatio: 3,
    layout: { padding: { top: 4 } },
    scales: {
      x: { display: false },
      y: { display: false, beginAtZero: true, max: max * 1.35 },
    },
    plugins: {
      legend: { display: false },
      tooltip: { enabled: false },
      datalabels: {
        anchor: 'end',
        align: 'end',
        offset: 2,
        color: looks.map((l, i) => (i === correct ? l.hex : `${l.hex}aa`)),
        formatter: (value: number, context) => (context.dataIndex === correct ? `✓ ${value}` : String(value)),
        font: { family: 'Montserrat, sans-serif', weight: 'bold', size: 13 },
      },
    },
  };
  return (
    <div className="results-chart" aria-hidden="true">
      <div className="results-chart__canvas">
        <Bar data={data} options={options} plugins={[ChartDataLabels]} />
      </div>
      <div className="results-chart__labels">
        {looks.map((look) => (
          <span key={look.label} className={`results-chart__label option-text--${look.colour}`}>
            <OptionShape look={look} />
            {look.label}
          </span>
        ))}
      </div>
    </div>
  );
}
