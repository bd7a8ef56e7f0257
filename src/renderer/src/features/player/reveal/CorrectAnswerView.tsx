import { useTranslation } from 'react-i18next';
import { useLocale } from '../settings/useLocale';
import type { ReactNode } from 'react';
import type { PlayerView, ShownQuestion } from '@shared/wire/payloads';
import type { AnswerRejection } from '../playerState';
import { AnswerChip } from '../answering/AnswerChip';
import { hasLetters, pointsLine, refusedText } from './answerWords';
import { ClosestRevealView } from '../../../kinds/closest/ClosestRevealView';
import { PHONE_NS, type PhoneT } from '../phoneT';
import { MyAnswer } from '../answering/MyAnswer';
import { OrderRevealView } from '../../../kinds/order/OrderRevealView';
import { ShoeRevealView } from '../../../kinds/shoeGame/ShoeRevealView';
import { RevealCard, type RevealProps, type Tone } from './RevealCard';

interface Props {
  question: ShownQuestion;
  view: RevealProps['view'];
  /** The guest's answer that the server refused (it came too late): said, not silently dropped. */
  rejection?: AnswerRejection | null;
  /** A team game: the guest's table, its place and the guest's points for it. */
  team?: ReactNode;
}

/** SHOW_CORRECT_ANSWER: per kind, the right answer, how the guest did, the points and the story. */
export function CorrectAnswerView({ question, view, rejection, team }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  const refusal = rejection ? refusedText(t, question, rejection.answer, rejection.msg, locale) : null;
  const props = { question, view, refusal, team };
  switch (question.kind) {
    case 'closest':
      return <ClosestRevealView {...props} />;
    case 'order':
      return <OrderRevealView {...props} />;
    case 'poll':
      return <PollReveal {...props} />;
    case 'shoeGame':
      return <ShoeRevealView {...props} />;
    default:
      return <OptionReveal {...props} />;
  }
}

const RIGHT = 'right';

function verdict(t: PhoneT, result: PlayerView['result']): { title: string; tone: Tone } {
  if (!result || !result.answered) return { title: t('verdict.noAnswer'), tone: 'none' };
  if (result.correct) return { title: t('verdict.correct'), tone: 'right' };
  return { title: t('verdict.notThisTime'), tone: 'wrong' };
}

/** Choice, true/false, who said it: the right option with a check mark, the guest's wrong one crossed. */
function OptionReveal({ question, view, refusal, team }: RevealProps): React.JSX.Element {
  const { correctAnswer, result, myAnswer } = view;
  const text = correctAnswer === null ? undefined : question.options[correctAnswer];
  const missed = typeof myAnswer === 'number' && myAnswer !== correctAnswer;
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  return (
    <RevealCard
      verdict={verdict(t, result)}
      outcome={missed ? <MyAnswer question={question} answer={myAnswer} wrong /> : null}
      refusal={refusal}
      points={result ? pointsLine(t, result, true, locale) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">{t('reveal.correctIs')}</p>
      {correctAnswer !== null && text !== undefined && (
        <AnswerChip index={correctAnswer} text={text} letter={hasLetters(question.kind)} mark={RIGHT} />
      )}
    </RevealCard>
  );
}

/** A poll has no right answer: thanks, the guest's vote, any flat points. */
function PollReveal({ question, view, refusal, team }: RevealProps): React.JSX.Element {
  const { result, myAnswer } = view;
  const voted = myAnswer !== null;
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  const pollVerdict: { title: string; tone: Tone } = voted
    ? { title: t('verdict.thanksVote'), tone: 'right' }
    : { title: t('verdict.noVote'), tone: 'none' };
  return (
    <RevealCard
      verdict={pollVerdict}
      outcome={voted ? <MyAnswer question={question} answer={myAnswer} /> : null}
      refusal={refusal}
      points={result ? pointsLine(t, result, true, locale) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">{t('reveal.votesIn')}</p>
    </RevealCard>
  );
}
