import { useTranslation } from 'react-i18next';
import { useLocale } from '../../features/player/settings/useLocale';
import { PHONE_NS } from '../../features/player/phoneT';
import { closestOutcome, closestVerdict, pointsLine } from '../../features/player/reveal/answerWords';
import { withUnit } from './guessInput';
import { RevealCard, type RevealProps } from '../../features/player/reveal/RevealCard';
import { Isolated } from '../../ui/text/Isolated';

/** `closest`: "The answer: 14 countries", then "You said 17 (3 away): +430 points". */
export function ClosestRevealView({ question, view, refusal, team }: RevealProps): React.JSX.Element {
  const { correctAnswer, result, myAnswer } = view;
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  const unit = question.number?.unit ?? null;
  const guess = typeof myAnswer === 'number' ? myAnswer : null;
  const truth = correctAnswer ?? 0;
  return (
    <RevealCard
      verdict={closestVerdict(t, guess, truth, result)}
      outcome={
        guess !== null && correctAnswer !== null ? (
          <p className="card__lead reveal-card__outcome">
            <Isolated text={closestOutcome(t, guess, truth, result, unit, locale)} />
          </p>
        ) : null
      }
      refusal={refusal}
      points={result ? pointsLine(t, result, false, locale) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">{t('reveal.answer')}</p>
      {correctAnswer !== null && <p className="reveal-number">{withUnit(correctAnswer, unit, locale)}</p>}
    </RevealCard>
  );
}
