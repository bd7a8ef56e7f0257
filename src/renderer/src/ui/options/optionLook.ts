/** How each answer option looks everywhere: a colour and, for colour-blind guests, a shape. */
export interface OptionLook {
  label: 'A' | 'B' | 'C' | 'D';
  colour: 'red' | 'blue' | 'green' | 'yellow';
  shape: 'triangle' | 'diamond' | 'circle' | 'square';
  /** For the chart, which draws on a canvas and cannot use the CSS variables. */
  hex: string;
}

export const OPTION_LOOKS: readonly OptionLook[] = [
  { label: 'A', colour: 'red', shape: 'triangle', hex: '#b83246' },
  { label: 'B', colour: 'blue', shape: 'diamond', hex: '#2f64b3' },
  { label: 'C', colour: 'green', shape: 'circle', hex: '#1e7550' },
  { label: 'D', colour: 'yellow', shape: 'square', hex: '#e0a814' },
];

export function optionLook(index: number): OptionLook {
  return OPTION_LOOKS[index % OPTION_LOOKS.length] ?? (OPTION_LOOKS[0] as OptionLook);
}
