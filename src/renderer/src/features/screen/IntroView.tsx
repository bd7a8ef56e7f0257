import { Trans, useTranslation } from 'react-i18next';
import type { QuizInfo } from '@shared/wire/quiz';
import { QuizTitle } from './QuizTitle';

/** STARTING_QUIZ: the title card. The couple's names are isolated: any script reads right in any language. */
export function IntroView({ quiz }: { quiz: QuizInfo | null }): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <section className="stage stage--intro">
      <p className="stage__kicker">{t('intro.welcome')}</p>
      <h1 className="stage__title stage__title--script" dir="auto">
        <QuizTitle quiz={quiz} />
      </h1>
      {quiz && (
        <p className="stage__lead">
          <Trans
            t={t}
            i18nKey="intro.lead"
            count={quiz.questionCount}
            values={{ couple: quiz.coupleNames }}
            components={{ couple: <bdi /> }}
          />
        </p>
      )}
    </section>
  );
}
