import { useTranslation } from 'react-i18next';
import type { QuizInfo } from '@shared/wire/quiz';
import { Ornament } from '../../ui/card/Ornament';
import { QrCode } from '../../ui/qr/QrCode';
import { POSTER_QR_INK, PosterWifiCode } from './PosterWifiCode';

interface Props {
  quiz: QuizInfo;
  /** The venue's `WIFI:` QR text, or null: then only the quiz's code. */
  wifi: string | null;
}

/** One A4 page: the title, the couple, the two numbered codes and three plain steps. */
export function PosterSheet({ quiz, wifi }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <>
      <div className="poster-toolbar">
        <button className="button button--primary" type="button" onClick={() => window.print()}>
          {t('venue.poster.print')}
        </button>
        <p className="poster-toolbar__hint">{t('venue.poster.printHint')}</p>
      </div>
      <article className="poster-sheet" data-testid="poster-sheet">
        <p className="poster-sheet__couple" dir="auto">
          {quiz.coupleNames}
        </p>
        <h1 className="poster-sheet__title">{t('venue.poster.title')}</h1>
        <Ornament />
        <div className={`poster-codes${wifi ? '' : ' poster-codes--one'}`}>
          {wifi && <PosterWifiCode wifi={wifi} />}
          <section className="poster-code" aria-labelledby="poster-quiz">
            <h2 className="poster-code__title" id="poster-quiz">
              {t('venue.quizStep')}
            </h2>
            <QrCode
              value={quiz.joinUrl}
              alt={t('lobby.qrAlt', { url: quiz.joinUrl })}
              className="poster-code__qr"
              dark={POSTER_QR_INK}
            />
            <p className="poster-code__text poster-code__url" dir="ltr">
              {quiz.joinUrl}
            </p>
          </section>
        </div>
        <ol className="poster-steps">
          <li>{wifi ? t('venue.poster.step1') : t('venue.poster.step1NoWifi')}</li>
          <li>{t('venue.poster.step2')}</li>
          <li>{t('venue.poster.step3')}</li>
        </ol>
      </article>
    </>
  );
}
