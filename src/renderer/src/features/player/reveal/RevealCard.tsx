import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { PlayerView, ShownQuestion } from '@shared/wire/payloads';
import { Isolated } from '../../../ui/text/Isolated';

/** What each kind's reveal gets. */
export interface RevealProps {
  question: ShownQuestion;
  view: Pick<PlayerView, 'correctAnswer' | 'result' | 'reveal' | 'myAnswer'>;
  /** A refused answer, in words. */
  refusal: string | null;
  /** A team game: the guest's table, its place and the guest's points for it. */
  team?: ReactNode;
}

export type Tone = 'right' | 'partial' | 'wrong' | 'none';

interface Props {
  children: ReactNode;
  verdict: { title: string; tone: Tone };
  /** What came out of the guest's answer, under the verdict ("You said 17 (3 away): +430 points"). */
  outcome?: ReactNode;
  /** A refused answer explained (it came too late): said, not silently dropped. */
  refusal: string | null;
  points: string | null;
  /** The story behind the answer (shortened by the server for phones). */
  explanation: string | null;
  team?: ReactNode;
}

/** SHOW_CORRECT_ANSWER on the phone: the right answer, how the guest did, the points, then the story. */
export function RevealCard({
  children,
  verdict,
  outcome,
  refusal,
  points,
  explanation,
  team,
}: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <section className="card card--narrow reveal-card">
      {children}
      <h1 className={`verdict verdict--${verdict.tone}`}>{verdict.title}</h1>
      {outcome}
      {refusal && (
        <p className="notice reveal-card__refused">
          <Isolated text={refusal} />
        </p>
      )}
      {points && (
        <p className="card__lead reveal-card__points" data-announce>
          {points}
        </p>
      )}
      {team}
      {explanation && (
        <div className="story">
          <p className="story__kicker">{t('reveal.story')}</p>
          <p className="story__text" dir="auto">
            {explanation}
          </p>
        </div>
      )}
    </section>
  );
}
