import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@shared/model/questionKinds';
import type { ClosestReveal, Reveal } from '@shared/wire/questionView';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { Isolated } from '../Isolated';

/** After the reveal: how the room did, in one or two lines. */
export function RevealFigures({
  kind,
  reveal,
}: {
  kind: QuestionKind;
  reveal: Reveal;
}): React.JSX.Element | null {
  const { t } = useTranslation('operator');
  const count = reveal.rightCount;
  const lines: { key: string; line: ReactNode }[] = [];
  if (kind === 'order') {
    const line = count === 0 ? t('question.nobodyExact') : t('question.exactlyRight', { count });
    lines.push({ key: 'exact', line });
  } else if (kind === 'closest') {
    lines.push({ key: 'nearest', line: <Nearest nearest={reveal.closest?.nearest ?? []} /> });
    const line = count === 0 ? t('question.nobodyClose') : t('question.closeEnough', { count });
    lines.push({ key: 'close', line });
  } else if (kind !== 'poll') {
    const line = count === 0 ? t('question.nobodyRight') : t('question.gotItRight', { count });
    lines.push({ key: 'right', line });
  }
  if (lines.length === 0) return null;
  return (
    <div className="question-panel__figures" data-testid="operator-figures">
      {lines.map(({ key, line }) => (
        <p key={key}>{line}</p>
      ))}
    </div>
  );
}

/** "Closest: Dan (14), Anna (15), Cleo (12)", each name isolated; or that nobody guessed. */
function Nearest({ nearest }: { nearest: ClosestReveal['nearest'] }): React.JSX.Element {
  const { t } = useTranslation('operator');
  const language = useLanguage();
  if (nearest.length === 0) return <>{t('question.nobodyGuessed')}</>;
  const names = nearest.map((n, index) => (
    <Fragment key={index}>
      {index > 0 && t('teams.listSeparator')}
      <Isolated
        sentence={(name) => t('question.guess', { name, guess: formatNumber(n.guess, language) })}
        value={n.name}
      />
    </Fragment>
  ));
  return <Isolated sentence={(mark) => t('question.closest', { names: mark })} value={names} />;
}
