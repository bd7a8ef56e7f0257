import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnPhoto, PhotoProblem, PhotoStatus } from '@shared/model/photos';
import type { PhotoRulesPayload } from '@shared/wire/photoSchemas';
import { useLanguage } from '../../../i18n/useLanguage';
import { PHONE_NS, type PhoneT } from '../phoneT';
import { useFocusIfLost } from './focusIfLost';
import { refusalWords, sizeWords } from './photoWords';
import type { SendProgress } from './photoUpload';
import { UPLOAD_RETRIES } from './uploadRetry';
import type { ShareState, Sharing } from './useSharePhoto';

interface Props {
  sharing: Sharing;
  mine: readonly OwnPhoto[];
  rules: PhotoRulesPayload;
}

/** Refusals a second try of the same photo may get past (later, or once the laptop has room again). */
const TRY_AGAIN = new Set<PhotoProblem | null>(['tooSoon', 'cannotSave', 'busy', null]);

/** A sent photo's status as the guest's list has it now (the upload's answer until the list comes). */
function sentStatus(state: ShareState, mine: readonly OwnPhoto[]): PhotoStatus | null {
  if (state.step !== 'sent') return null;
  return mine.find((p) => p.id === state.photo.id)?.status ?? state.photo.status;
}

/** What the guest's photo is doing, in words (one live region, announced as it changes). */
function statusWords(
  t: PhoneT,
  state: ShareState,
  mine: readonly OwnPhoto[],
  rules: PhotoRulesPayload,
): string {
  switch (state.step) {
    case 'idle':
      return '';
    case 'preparing':
      return t('photos.preparing');
    case 'sending':
      if (state.progress.total > 0 && state.progress.sent >= state.progress.total) return t('photos.saving');
      return state.retry > 0
        ? t('photos.tryingAgain', { retry: state.retry, max: UPLOAD_RETRIES })
        : t('photos.sending');
    case 'retrying':
      return t('photos.dropped', { retry: state.retry, max: UPLOAD_RETRIES });
    case 'failed':
      return t('photos.failed');
    case 'refused':
      return refusalWords(t, state.refusal, rules);
    case 'sent':
      return t(`photos.sent.${sentStatus(state, mine) ?? state.photo.status}`);
  }
}

/** The bar while bytes go out: "120 kB of 310 kB", and Cancel until the last byte has left. */
function SendingBar({
  progress,
  onCancel,
}: {
  progress: SendProgress;
  onCancel: () => void;
}): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const language = useLanguage();
  const sizes = t('photos.progress', {
    sent: sizeWords(progress.sent, language),
    total: sizeWords(progress.total, language),
  });
  const allSent = progress.total > 0 && progress.sent >= progress.total;
  const cancel = useRef<HTMLButtonElement>(null);
  useFocusIfLost(cancel, !allSent);
  return (
    <div className="photo-status__sending">
      <progress
        className="photo-status__bar"
        max={Math.max(1, progress.total)}
        value={progress.sent}
        aria-label={t('photos.sendingLabel')}
        aria-valuetext={sizes}
      />
      <p className="photo-status__sizes" aria-hidden="true" data-testid="photo-progress">
        {sizes}
      </p>
      {!allSent && (
        <button
          ref={cancel}
          className="button button--ghost photo-share__button"
          type="button"
          onClick={onCancel}
        >
          {t('photos.cancel')}
        </button>
      )}
    </div>
  );
}

/** Try again and Cancel, after an upload that did not get through. */
function TryAgain({ sharing }: { sharing: Sharing }): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const retry = useRef<HTMLButtonElement>(null);
  useFocusIfLost(retry);
  return (
    <div className="photo-status__actions">
      <button
        ref={retry}
        className="button button--primary photo-share__button"
        type="button"
        onClick={sharing.retry}
      >
        {t('photos.retry')}
      </button>
      <button className="button button--ghost photo-share__button" type="button" onClick={sharing.cancel}>
        {t('photos.cancel')}
      </button>
    </div>
  );
}

/** The photo on its way, refused, or sent and what the host made of it (followed live). */
export function ShareStatus({ sharing, mine, rules }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const { state } = sharing;
  const text = statusWords(t, state, mine, rules);
  const tone = state.step === 'refused' || state.step === 'failed' ? ' photo-status__text--problem' : '';
  const shown = sentStatus(state, mine) === 'shown';
  return (
    <div className={`photo-status${text ? '' : ' photo-status--idle'}`} data-testid="photo-status">
      <p className={`photo-status__text${tone}${shown ? ' photo-status__text--shown' : ''}`} role="status">
        {text}
      </p>
      {(state.step === 'sending' || state.step === 'retrying') && (
        <SendingBar progress={state.progress} onCancel={sharing.cancel} />
      )}
      {(state.step === 'failed' ||
        (state.step === 'refused' && sharing.canRetry && TRY_AGAIN.has(state.refusal.problem))) && (
        <TryAgain sharing={sharing} />
      )}
    </div>
  );
}
