import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import ChartDataLabels from 'chartjs-plugin-datalabels';
import type { OptionLook } from '../options/optionLook';

// Only what a bar chart needs; the data-labels plugin is passed per chart, not registered globally.
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

/** The plugins of a chart of options: the count at the end of each bar. */
export const OPTION_BAR_PLUGINS: Plugin<'bar'>[] = [ChartDataLabels];

export type BarLabels = NonNullable<NonNullable<ChartOptions<'bar'>['plugins']>['datalabels']>;

export interface BarStyle {
  /** One colour a bar, in option order. */
  colours: string[];
  borderRadius: number;
  categoryPercentage: number;
  minBarLength: number;
}

/** One bar per option, in its colour; the categories are the options' letters. */
export function optionBarData(
  counts: readonly number[],
  looks: readonly OptionLook[],
  style: BarStyle,
): ChartData<'bar'> {
  return {
    labels: looks.map((l) => l.label),
    datasets: [
      {
        data: [...counts],
        backgroundColor: style.colours,
        borderRadius: style.borderRadius,
        borderSkipped: false,
        categoryPercentage: style.categoryPercentage,
        barPercentage: 0.9,
        minBarLength: style.minBarLength,
      },
    ],
  };
}

interface BareOptions {
  /** The tallest bar's count. */
  max: number;
  /** The y scale goes to `max` times this: room above the tallest bar for its label. */
  headroom: number;
  paddingTop: number;
  /** The count's look at the end of each bar. */
  labels: BarLabels;
}

/**
 * Bars alone: no axes, legend or tooltips, the count at the end of each bar. Each chart adds what
 * differs (its animation, its resolution).
 */
export function bareBarOptions({ max, headroom, paddingTop, labels }: BareOptions): ChartOptions<'bar'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    layout: { padding: { top: paddingTop } },
    scales: {
      x: { display: false },
      y: { display: false, beginAtZero: true, max: max * headroom },
    },
    plugins: {
      legend: { display: false },
      tooltip: { enabled: false },
      datalabels: { anchor: 'end', align: 'end', ...labels },
    },
  };
}
