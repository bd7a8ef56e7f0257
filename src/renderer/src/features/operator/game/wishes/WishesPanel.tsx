import { useTranslation } from 'react-i18next';
import { slideshowAllowed, type OperatorWishes } from '@shared/model/wishes';
import type { WishActions } from '../../wishActions';
import './wishes.css';

interface Props {
  state: number;
  wishes: OperatorWishes;
  actions: WishActions;
  offline: boolean;
}

/**
 * The guestbook (issue 18): how many guests wrote, every message with its author, a Hide / Show per
 * message, and the big screen's slideshow (once the podium is done).
 */
export function WishesPanel({ state, wishes, actions, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const canShow = slideshowAllowed(state);
  return (
    <section className="panel panel--wishes" aria-labelledby="wishes-title" data-testid="wishes-panel">
      <h2 className="panel__title" id="wishes-title">
        {t('wishes.title')}
      </h2>
      <p className="panel__hint">{t('wishes.count', { count: wishes.list.length })}</p>
      {wishes.slideshow ? (
        <button
          className="button button--primary"
          type="button"
          disabled={offline}
          onClick={() => actions.setWishSlideshow(false)}
        >
          {t('wishes.stop')}
        </button>
      ) : (
        <button
          className="button"
          type="button"
          disabled={offline || !canShow}
          onClick={() => actions.setWishSlideshow(true)}
        >
          {t('wishes.show')}
        </button>
      )}
      {!canShow && <p className="panel__hint">{t('wishes.afterPodium')}</p>}
      {wishes.list.length > 0 && (
        <ul className="wishes-list">
          {wishes.list.map((wish) => (
            <li
              key={wish.playerId}
              className={`wishes-list__item${wish.hidden ? ' wishes-list__item--hidden' : ''}`}
            >
              <div className="wishes-list__words">
                <bdi className="wishes-list__author">{wish.author}</bdi>
                <p className="wishes-list__text" dir="auto">
                  {wish.text}
                </p>
                {wish.hidden && <span className="wishes-list__badge">{t('wishes.hiddenBadge')}</span>}
              </div>
              <button
                className="button button--small"
                type="button"
                disabled={offline}
                aria-label={t(wish.hidden ? 'wishes.showLabel' : 'wishes.hideLabel', { name: wish.author })}
                onClick={() => actions.hideWish(wish.playerId, !wish.hidden)}
              >
                {wish.hidden ? t('wishes.showOne') : t('wishes.hide')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
