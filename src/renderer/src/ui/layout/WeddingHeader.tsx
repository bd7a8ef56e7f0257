import type { QuizInfo } from '@shared/wire/quiz';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

interface Props {
  quiz: QuizInfo | null;
  compact?: boolean;
}

/** The couple's names in script and the date, as on the invitation. */
export function WeddingHeader({ quiz, compact = false }: Props): React.JSX.Element {
  const language = useLanguage();
  return (
    <header className={`wedding-header${compact ? ' wedding-header--compact' : ''}`}>
      {quiz && (
        <>
          <p className="wedding-header__names">{quiz.coupleNames}</p>
          <p className="wedding-header__date">
            <span className="wedding-header__rule" aria-hidden="true" />
            <time dateTime={quiz.eventDate}>{formatDate(quiz.eventDate, language)}</time>
            <span className="wedding-header__rule" aria-hidden="true" />
          </p>
        </>
      )}
    </header>
  );
}
