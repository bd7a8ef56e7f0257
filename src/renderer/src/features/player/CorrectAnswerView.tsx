import type { ReactNode } from 'react';
import type { PlayerView, ShownQuestion } from '@shared/payloads';
import type { AnswerRejection } from './playerState';
import { AnswerChip } from './AnswerChip';
import { hasLetters, pointsLine, refusedText } from './answerWords';
import { ClosestRevealView } from './ClosestRevealView';
import { MyAnswer } from './MyAnswer';
import { OrderRevealView } from './OrderRevealView';
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
  const refusal = rejection ? refusedText(question, rejection.answer, rejection.msg) : null;
  const props = { question, view, refusal, team };
  switch (question.kind) {
    case 'closest':
      return <ClosestRevealView {...props} />;
    case 'order':
      return <OrderRevealView {...props} />;
    case 'poll':
      return <PollReveal {...props} />;
    default:
      return <OptionReveal {...props} />;
  }
}

function verdict(result: PlayerView['result']): { title: string; tone: Tone } {
  if (!result || !result.answered) return { title: 'No answer this time', tone: 'none' };
  if (result.correct) return { title: 'Correct!', tone: 'right' };
  return { title: 'Not this time', tone: 'wrong' };
}

/** Choice, true/false, who said it: the right option with a check mark, the guest's wrong one crossed. */
function OptionReveal({ question, view, refusal, team }: RevealProps): React.JSX.Element {
  const { correctAnswer, result, myAnswer } = view;
  const text = correctAnswer === null ? undefined : question.options[correctAnswer];
  const missed = typeof myAnswer === 'number' && myAnswer !== correctAnswer;
  return (
    <RevealCard
      verdict={verdict(result)}
      outcome={missed ? <MyAnswer question={question} answer={myAnswer} wrong /> : null}
      refusal={refusal}
      points={result ? pointsLine(result) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">The correct answer is</p>
      {correctAnswer !== null && text !== undefined && (
        <AnswerChip index={correctAnswer} text={text} letter={hasLetters(question.kind)} mark="right" />
      )}
    </RevealCard>
  );
}

/** A poll has no right answer: thanks, the guest's vote, any flat points. */
function PollReveal({ question, view, refusal, team }: RevealProps): React.JSX.Element {
  const { result, myAnswer } = view;
  const voted = myAnswer !== null;
  return (
    <RevealCard
      verdict={
        voted ? { title: 'Thanks for voting!', tone: 'right' } : { title: 'No vote this time', tone: 'none' }
      }
      outcome={voted ? <MyAnswer question={question} answer={myAnswer} /> : null}
      refusal={refusal}
      points={result ? pointsLine(result) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">The votes are in</p>
    </RevealCard>
  );
}
