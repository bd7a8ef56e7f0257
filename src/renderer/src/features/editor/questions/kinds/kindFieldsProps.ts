import type { QuestionDraft } from '../../questionDraft';
import type { PartnerDraft } from '../../quizDraft';
import type { ProblemMap } from '../../quizProblems';

/** What each kind's fields get: the question, where it is in the quiz, its problems, how to change it. */
export interface KindFieldsProps {
  question: QuestionDraft;
  /** The question's path in the quiz, e.g. `questions.2`. */
  path: string;
  problems: ProblemMap;
  /** The couple, whose names a "who said it" question shows. */
  partners: readonly PartnerDraft[];
  onChange: (change: Partial<QuestionDraft>) => void;
}
