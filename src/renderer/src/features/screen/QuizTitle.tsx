import type { QuizInfo } from '@shared/wire/quiz';
import { secondLine } from '../../i18n/quizTexts';
import { SecondLine } from './stage/SecondLine';

/** The quiz's title, and under it, smaller, its title in a bilingual quiz's second language. */
export function QuizTitle({ quiz }: { quiz: QuizInfo | null }): React.JSX.Element | null {
  if (!quiz) return null;
  const second = quiz.second && {
    language: quiz.second.language,
    text: secondLine(quiz.title, quiz.second.title),
  };
  return (
    <>
      {quiz.title}
      <SecondLine second={second} />
    </>
  );
}
