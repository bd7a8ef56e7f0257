import type { NetworkInfoPayload } from '@shared/payloads';
import { QrCode } from '../QrCode';

interface Props {
  network: NetworkInfoPayload | null;
  onChooseInterface: (interfaceName: string) => void;
}

/**
 * Where guests join (and which network card that address belongs to), and the operator link as a
 * QR code, to run the game from a second device such as a phone.
 */
export function NetworkPanel({ network, onChooseInterface }: Props): React.JSX.Element {
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
          disabled={candidates.length === 0}
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
      <div className="operator-link">
        <QrCode
          value={network.operatorLink}
          alt="QR code of the operator link"
          className="operator-link__qr"
        />
        <p className="panel__hint">
          Scan to run the game from another device. This code holds the operator key: do not show it to
          guests.
        </p>
      </div>
    </section>
  );
}
