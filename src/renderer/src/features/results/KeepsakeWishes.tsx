import { useTranslation } from 'react-i18next';
import type { WishEntry } from '@shared/model/wishes';
import './KeepsakeWishes.css';

/** The guestbook in the keepsake (issue 18): every message the operator did not hide, with its author. */
export function KeepsakeWishes({
  wishes,
  couple,
}: {
  wishes: readonly WishEntry[];
  couple: string;
}): React.JSX.Element {
  const { t } = useTranslation('results');
  return (
    <section className="keepsake__page" aria-labelledby="keepsake-wishes">
      <h2 className="keepsake__heading" id="keepsake-wishes">
        {t('wishes.heading', { couple })}
      </h2>
      {wishes.length === 0 ? (
        <p className="keepsake__note">{t('wishes.none')}</p>
      ) : (
        <ul className="keepsake-wishes" data-testid="keepsake-wishes">
          {wishes.map((wish, index) => (
            <li key={index} className="keepsake-wishes__item">
              <figure className="keepsake-wishes__wish">
                <blockquote className="keepsake-wishes__text" dir="auto">
                  {wish.text}
                </blockquote>
                <figcaption className="keepsake-wishes__author">
                  <bdi>{wish.author}</bdi>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
