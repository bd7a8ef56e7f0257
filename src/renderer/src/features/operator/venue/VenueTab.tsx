import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/feedback/Spinner';
import { NetworkPanel } from '../game/NetworkPanel';
import type { OperatorGame } from '../useOperatorGame';
import { CornerQrPanel } from './CornerQrPanel';
import { JoinCounters } from './JoinCounters';
import { PhoneTestPanel } from './PhoneTestPanel';
import { PrintPanel } from './PrintPanel';
import { WifiPanel } from './WifiPanel';
import './venue.css';

/**
 * The "Venue" tab (issue 18): getting every phone in. The Wi-Fi for the lobby's QR code, the test with
 * the operator's own phone, what to print, the corner QR, and live counts of phones arriving.
 */
export function VenueTab({ game }: { game: OperatorGame }): React.JSX.Element {
  const { view, actions } = game;
  const { t } = useTranslation('operator');
  if (!view) return <Spinner label={t('connecting')} />;
  const offline = !game.online;
  const setCorner = (cornerQr: boolean): void => actions.setVenue({ ...view.venue, cornerQr });
  return (
    <div className="operator-grid venue-tab" data-testid="venue-tab">
      <div className="operator-grid__column">
        <WifiPanel
          key={JSON.stringify(view.venue.wifi)}
          wifi={view.venue.wifi}
          onSave={(wifi) => actions.setVenue({ ...view.venue, wifi })}
          offline={offline}
        />
      </div>
      <div className="operator-grid__column">
        <PhoneTestPanel
          test={game.venueInfo?.test ?? null}
          joinUrl={game.network?.joinUrl ?? null}
          onStart={actions.startPhoneTest}
          offline={offline}
        />
        <PrintPanel hasWifi={view.venue.wifi !== null} />
      </div>
      <div className="operator-grid__column">
        <JoinCounters info={game.venueInfo} joined={game.playerCount} />
        <CornerQrPanel shown={view.venue.cornerQr} onSet={setCorner} offline={offline} />
        <NetworkPanel network={game.network} onChooseInterface={actions.chooseInterface} offline={offline} />
      </div>
    </div>
  );
}
