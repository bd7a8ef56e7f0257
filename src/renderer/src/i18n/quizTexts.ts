/**
 * A bilingual quiz on a phone: the quiz's own texts in the guest's language where the quiz has them,
 * else in its main language. Pure, so the phone applies it where a view arrives and the tests check it.
 */
import type { PlayerView, QuizInfo, Reveal, ShownQuestion, TeamInfo } from '@shared/index';
import { titleIn } from '@shared/model/quizTitle';

export { titleIn };

/** The question in `language`: its second-language texts replace the main ones that are translated. */
export function questionIn(question: ShownQuestion, language: string): ShownQuestion {
  const second = question.second;
  if (!second || second.language !== language) return question;
  return {
    ...question,
    text: second.text ?? question.text,
    options: question.options.map((option, i) => second.options[i] ?? option),
    number: question.number && { ...question.number, unit: second.unit ?? question.number.unit },
  };
}

/** The reveal in `language`: the story and the order, where translated. */
export function revealIn(reveal: Reveal, language: string): Reveal {
  const second = reveal.second;
  if (!second || second.language !== language) return reveal;
  return {
    ...reveal,
    explanation: second.explanation ?? reveal.explanation,
    order: reveal.order && reveal.order.map((item, i) => second.order?.[i] ?? item),
  };
}

/** The quiz's own words a page shows before the game (its title) in `language`. */
export function quizIn(info: QuizInfo, language: string): QuizInfo {
  const title = titleIn(info, language);
  return title === info.title ? info : { ...info, title };
}

/** A table's or side's name in `language`, where the couple wrote one in the quiz's second language. */
export function teamIn<T extends TeamInfo>(team: T, language: string, second: QuizInfo['second']): T {
  return second?.language === language && team.secondName ? { ...team, name: team.secondName } : team;
}

/** A phone's view with the quiz's texts in the guest's language: the question, the reveal, their table. */
export function viewIn(view: PlayerView, language: string, second: QuizInfo['second']): PlayerView {
  if (!second || second.language !== language) return view;
  return {
    ...view,
    question: view.question && questionIn(view.question, language),
    reveal: view.reveal && revealIn(view.reveal, language),
    team: view.team && teamIn(view.team, language, second),
  };
}

/**
 * The big screen shows the second language under the main one: the translation of `main`, or null
 * where it is missing or says the same thing (a name left as it is).
 */
export function secondLine(main: string, translated: string | null | undefined): string | null {
  return translated && translated.trim() !== main.trim() ? translated : null;
}
