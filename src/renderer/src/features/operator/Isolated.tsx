import type { ReactNode } from 'react';

/** Stands for the inserted text while the sentence is looked up: no catalog uses this character. */
const MARK = '\uE000';

interface Props {
  /** The sentence with `mark` where the text goes: `(mark) => t('players.removeQuestion', { name: mark })`. */
  sentence: (mark: string) => string;
  /** A guest's name, a quiz's title, a search: any script, isolated so it reads right in any language. */
  value: ReactNode;
}

/** A translated sentence with someone's text inside it, in a <bdi> (an Arabic name in English and back). */
export function Isolated({ sentence, value }: Props): React.JSX.Element {
  const [before, ...after] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after.join('')}
    </>
  );
}
