import type { QuizInfo } from '@shared/quiz';

/** STARTING_QUIZ: the title card. */
export function IntroView({ quiz }: { quiz: QuizInfo | null }): React.JSX.Element {
  return (
    <section className="stage stage--intro">
      <p className="stage__kicker">Welcome to</p>
      <h1 className="stage__title stage__title--script">{quiz?.title}</h1>
      {quiz && (
        <p className="stage__lead">
          {quiz.questionCount} questions about {quiz.coupleNames}. Fastest correct answers win the most
          points!
        </p>
      )}
    </section>
  );
}
