import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/feedback/Spinner';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { MessageCard } from '../ui/card/MessageCard';
import { useResetGame } from '../features/operator/useResetGame';
import { findOperatorKey } from '../features/operator/key/operatorKey';
import { Route } from '@shared/model/routes';

/**
 * `/resetgs`: with the operator key, loading it resets the game, once (see useResetGame: the address
 * then names the game it reset, and loading that address again resets nothing); without the key it
 * sends nothing.
 */
export function ResetPage(): React.JSX.Element {
  const [operatorKey] = useState(findOperatorKey);
  const [doneGameId] = useState(() => new URLSearchParams(window.location.search).get('done'));
  const { status, error } = useResetGame(operatorKey, doneGameId);
  const { t } = useTranslation('operator');
  const title = t('page.resetTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  let body: React.JSX.Element;
  if (!operatorKey) {
    body = (
      <MessageCard kicker={t('resetPage.kicker')} title={t('resetPage.onlyOperator')}>
        <p className="card__hint">{t('resetPage.onlyOperatorHint')}</p>
      </MessageCard>
    );
  } else if (status === 'done') {
    body = (
      <MessageCard kicker={t('resetPage.kicker')} title={t('resetPage.done')}>
        <p className="card__hint">{t('resetPage.doneNew')}</p>
        <p className="card__hint">{t('resetPage.doneKept')}</p>
        <p className="card__hint">{t('resetPage.doneReload')}</p>
      </MessageCard>
    );
  } else if (status === 'notReset') {
    body = (
      <MessageCard kicker={t('resetPage.kicker')} title={t('resetPage.notReset')}>
        <p className="card__hint">{t('resetPage.notReached')}</p>
        <p className="card__hint">
          <a href={Route.reset}>{t('resetPage.again')}</a>
        </p>
      </MessageCard>
    );
  } else if (status === 'failed') {
    body = (
      <MessageCard kicker={t('resetPage.kicker')} title={t('resetPage.notReset')}>
        {/* The server's own words (its refusal carries no code to translate). */}
        <p className="form-error">{error}</p>
      </MessageCard>
    );
  } else {
    body = (
      <>
        <h1 className="visually-hidden">{t('resetPage.heading')}</h1>
        <Spinner label={status === 'checking' ? t('resetPage.checking') : t('resetPage.resetting')} />
      </>
    );
  }
  return (
    <WeddingLayout variant="player" quiz={null}>
      {/* In the page from the start, so the outcome is announced when it replaces the spinner. */}
      <div className="reset-page" aria-live="polite">
        {body}
      </div>
    </WeddingLayout>
  );
}
