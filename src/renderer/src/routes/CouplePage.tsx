import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientEvent, ServerEvent } from '@shared/model/events';
import { useGameSocket, type RegisterListeners } from '../net/useGameSocket';
import { emitNow } from '../net/socket';
import { ConnectionBanner } from '../ui/feedback/ConnectionBanner';
import { Spinner } from '../ui/feedback/Spinner';
import { MessageCard } from '../ui/card/MessageCard';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { usePageTitle } from '../ui/layout/usePageTitle';
import { PHONE_NS } from '../features/player/phoneT';
import { CoupleBody } from '../features/couple/CoupleBody';
import '../features/player/player.css';
import '../features/couple/couple.css';

/**
 * `/?couple#<secret>`: one of the couple's phones in the shoe game (issue 30). Its own link (the operator
 * panel's "The couple's phones"), no join and no score: it answers the shoe-game questions for its partner.
 */
export function CouplePage(): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  usePageTitle(t('couple.title'));
  const key = useMemo(() => window.location.hash.replace(/^#/u, ''), []);
  const auth = useMemo(() => (key ? { partnerKey: key } : null), [key]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const register = useCallback<RegisterListeners>((socket) => {
    socket.on(ServerEvent.actionRejected, ({ msg }) => setRefusal(msg));
  }, []);
  const { socket, status, error, quiz, view } = useGameSocket('partner', auth, register);
  const pick = useCallback(
    (questionNo: number, answer: 0 | 1) => {
      setRefusal(null);
      if (socket) emitNow(socket, ClientEvent.coupleAnswer, { questionNo, answer });
    },
    [socket],
  );
  const broken = !key || error !== null;
  return (
    <WeddingLayout variant="player" quiz={quiz}>
      {broken && (
        <MessageCard title={t('couple.title')}>
          <p className="card__hint">{t('couple.badLink')}</p>
        </MessageCard>
      )}
      {!broken && view && <CoupleBody view={view} refusal={refusal} onPick={pick} />}
      {!broken && !view && <Spinner fullScreen label={t('connecting')} />}
      {!broken && <ConnectionBanner status={status} audience="player" />}
    </WeddingLayout>
  );
}
