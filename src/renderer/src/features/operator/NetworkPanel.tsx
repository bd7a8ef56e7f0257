import { useEffect, useState } from 'react';
import { hostBridge } from '@shared/hostBridge';
import type { NetworkInfoPayload } from '@shared/payloads';
import { QrCode } from '../../ui/qr/QrCode';

/** The operator-key QR code hides itself again after this long. */
export const OPERATOR_QR_SHOWN_MS = 60_000;

/** Said instead of showing the code when the desktop app reports the big screen on this display. */
export const SHARED_DISPLAY_NOTICE =
  'Not shown: the big screen is on this display (one screen, or a mirrored projector), so guests would see the code. Set the displays to Extend first.';

interface Props {
  network: NetworkInfoPayload | null;
  onChooseInterface: (interfaceName: string) => void;
  /** The panel cannot reach the server: the network cannot be switched. */
  offline?: boolean;
}

/**
 * Where guests join (and which network card that address belongs to), and the operator link as a
 * QR code, to run the game from a second device such as a phone.
 */
export function NetworkPanel({ network, onChooseInterface, offline = false }: Props): React.JSX.Element {
  // The code holds the operator key: hidden until asked for, and only for a minute.
  const [qrShown, setQrShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!qrShown) return undefined;
    const timer = window.setTimeout(() => setQrShown(false), OPERATOR_QR_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [qrShown]);
  const showQr = (): void => {
    // In the desktop app the main process knows where the big screen is; a browser cannot tell.
    if (hostBridge()?.sharesDisplayWithBigScreen?.()) {
      setRefusal(SHARED_DISPLAY_NOTICE);
      return;
    }
    setRefusal(null);
    setQrShown(true);
  };

  if (!network) {
    return (
      <section className="panel panel--network">
        <h2 className="panel__title">Network</h2>
        <p className="panel__hint">Waiting for the server…</p>
      </section>
    );
  }
  const { current, candidates } = network;
  const listed = candidates.some((c) => c.interfaceName === current.interfaceName);
  const choices = listed ? candidates : [current, ...candidates];
  return (
    <section className="panel panel--network" aria-labelledby="network-title">
      <h2 className="panel__title" id="network-title">
        Guests join at
      </h2>
      <p className="panel__url" data-testid="operator-join-url">
        {network.joinUrl}
      </p>
      <label className="field">
        <span className="field__label">Network interface</span>
        <select
          className="select"
          value={current.interfaceName}
          onChange={(event) => onChooseInterface(event.target.value)}
          disabled={candidates.length === 0 || offline}
        >
          {choices.map((c) => (
            <option key={`${c.interfaceName} ${c.address}`} value={c.interfaceName}>
              {c.interfaceName} — {c.address}
            </option>
          ))}
        </select>
      </label>
      <p className="panel__hint">
        If phones cannot open the address, pick the network the guests' Wi-Fi is on.
      </p>
      {qrShown ? (
        <div className="operator-link">
          <div className="operator-link__code">
            <QrCode
              value={network.operatorLink}
              alt="QR code of the operator link"
              className="operator-link__qr"
            />
            <button className="button button--small" type="button" onClick={() => setQrShown(false)}>
              Hide
            </button>
          </div>
          <p className="panel__hint">
            Scan it to run the game from another device; it hides itself after a minute. This code holds the
            operator key: do not show it to guests.
          </p>
        </div>
      ) : (
        <div className="operator-link operator-link--hidden">
          <p className="panel__hint">
            To run the game from another device (a phone or tablet), show the operator link as a QR code and
            scan it. The code holds the operator key: do not show it to guests.
          </p>
          <button className="button button--small" type="button" onClick={showQr}>
            Show operator QR code
          </button>
          <p className="panel__hint panel__hint--warning" role="status">
            {refusal}
          </p>
        </div>
      )}
    </section>
  );
}
