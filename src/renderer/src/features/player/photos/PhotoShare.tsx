import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnPhoto } from '@shared/model/photos';
import type { PhotoRulesPayload } from '@shared/wire/photoSchemas';
import type { GameSocket } from '../../../net/socket';
import { PHONE_NS } from '../phoneT';
import { useFocusIfLost } from './focusIfLost';
import { blockedWords, limitsWords } from './photoWords';
import { ShareStatus } from './ShareStatus';
import { useSharePhoto } from './useSharePhoto';
import { YourPhotos } from './YourPhotos';
import './photoShare.css';

interface Props {
  socket: GameSocket;
  rules: PhotoRulesPayload;
  mine: readonly OwnPhoto[];
  /** During a question the card steps aside (answering first); a photo on its way keeps going. */
  hidden: boolean;
}

/** Steps in which the Share button waits: a photo is being made ready, sent, or waits for Try again. */
const BUSY = new Set(['preparing', 'sending', 'retrying', 'failed']);

/**
 * "Share a photo" on the phone (issue 31): the camera or the gallery, the photo shrunk and sent with its
 * progress, what the host made of it, and the guest's own photos with Delete. The limits are said first.
 */
export function PhotoShare({ socket, rules, mine, hidden }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const ids = useId();
  const sharing = useSharePhoto(socket, mine, rules.intervalSeconds);
  const picker = useRef<HTMLInputElement>(null);
  const { state } = sharing;
  const busy = BUSY.has(state.step);
  // Back after a photo went (or was given up): the focus returns to the button it left.
  const shareButton = useRef<HTMLButtonElement>(null);
  useFocusIfLost(shareButton, !busy && state.step !== 'idle');
  const blocked = blockedWords(t, rules, mine.length);
  const open = (): void => {
    const wait = Math.ceil((sharing.nextAt - Date.now()) / 1000);
    if (wait > 0) sharing.tooSoon(wait);
    else picker.current?.click();
  };
  const picked = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // The same photo chosen again must still count as a choice.
    event.target.value = '';
    if (file) sharing.choose(file);
  };
  return (
    <section
      className="card card--narrow photo-share"
      aria-labelledby={`${ids}-title`}
      hidden={hidden}
      data-testid="photo-share"
    >
      <h2 className="photo-share__title" id={`${ids}-title`}>
        {t('photos.title')}
      </h2>
      <p className="card__hint photo-share__limits" id={`${ids}-limits`}>
        {t('photos.intro')} {limitsWords(t, rules)}
      </p>
      <ShareStatus sharing={sharing} mine={mine} rules={rules} />
      {!busy &&
        (blocked ? (
          <p className="notice photo-share__blocked">{blocked}</p>
        ) : (
          <button
            ref={shareButton}
            className="button button--primary photo-share__button"
            type="button"
            onClick={open}
            aria-describedby={`${ids}-limits`}
          >
            {state.step === 'sent' ? t('photos.shareAnother') : t('photos.share')}
          </button>
        ))}
      <input ref={picker} type="file" accept="image/*" hidden onChange={picked} />
      <YourPhotos socket={socket} mine={mine} headingId={`${ids}-yours`} />
    </section>
  );
}
