import { useTranslation } from 'react-i18next';
import { useLocale } from '../../features/player/settings/useLocale';
import { PHONE_NS, type PhoneT } from '../../features/player/phoneT';
import { pointsLine } from '../../features/player/reveal/answerWords';
import { MyAnswer } from '../../features/player/answering/MyAnswer';
import { RevealCard, type RevealProps, type Tone } from '../../features/player/reveal/RevealCard';
import { CouplePicks } from './CouplePicks';

/** The shoe game on a guest's phone: what each of the couple picked, and how well the guest foresaw it. */
export function ShoeRevealView({ question, view, refusal, team }: RevealProps): React.JSX.Element {
  const { result, myAnswer, reveal } = view;
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  return (
    <RevealCard
      verdict={shoeVerdict(t, view.result)}
      outcome={typeof myAnswer === 'number' ? <MyAnswer question={question} answer={myAnswer} /> : null}
      refusal={refusal}
      points={result ? pointsLine(t, result, true, locale) : null}
      explanation={reveal?.explanation ?? null}
      team={team}
    >
      {reveal?.couple && <CouplePicks couple={reveal.couple} names={question.options} />}
    </RevealCard>
  );
}

/** Both foreseen (or the one that counts): right; one of two: half right; none: not this time. */
function shoeVerdict(t: PhoneT, result: RevealProps['view']['result']): { title: string; tone: Tone } {
  if (!result || !result.answered) return { title: t('verdict.noAnswer'), tone: 'none' };
  if (result.correct) return { title: t('shoe.sawItComing'), tone: 'right' };
  if (result.points > 0) return { title: t('shoe.half'), tone: 'partial' };
  return { title: t('verdict.notThisTime'), tone: 'wrong' };
}
