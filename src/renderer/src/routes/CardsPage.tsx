import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowLanguage } from '../i18n/useFollowLanguage';
import { CardSheets } from '../features/cards/CardSheets';
import { CardsToolbar } from '../features/cards/CardsToolbar';
import { NoTableCards } from '../features/cards/NoTableCards';
import { useCardLayout } from '../features/cards/useCardLayout';
import { useTableCards } from '../features/cards/useTableCards';
import { Spinner } from '../ui/feedback/Spinner';
import { usePageTitle } from '../ui/layout/usePageTitle';
import '../features/cards/cards.css';

/** `/cards`: one card per table to print, each with its table's QR code (no key: it shows nothing secret). */
export function CardsPage(): React.JSX.Element {
  const { quiz, teams, error, language, wifi } = useTableCards();
  const { t } = useTranslation('screen');
  // The cards sit on the tables: in the display language (the quiz's, unless the operator chose another).
  useFollowLanguage(language);
  const [layout, setLayout] = useCardLayout();
  // The title names the PDF the browser saves.
  usePageTitle(quiz ? t('page.cardsOf', { couple: quiz.coupleNames }) : t('page.cards'));

  useEffect(() => {
    document.documentElement.dataset.layout = 'cards';
  }, []);

  let body: React.JSX.Element;
  if (error && !teams) {
    body = (
      <p className="notice cards-page__error" role="alert">
        {error}
      </p>
    );
  } else if (!quiz || !teams) {
    body = <Spinner label={t('cards.loading')} />;
  } else if (teams.playMode !== 'tables' || teams.teams.length === 0) {
    body = <NoTableCards teams={teams} />;
  } else {
    body = (
      <>
        <h1 className="visually-hidden">{t('page.cardsOf', { couple: quiz.coupleNames })}</h1>
        <CardsToolbar
          layout={layout}
          onLayout={setLayout}
          cards={teams.teams.length}
          joinUrl={quiz.joinUrl}
        />
        <CardSheets tables={teams.teams} quiz={quiz} layout={layout} wifi={wifi} />
      </>
    );
  }
  return <main className="cards-page">{body}</main>;
}
