import { useTranslation } from 'react-i18next';
import type { NetworkInfoPayload } from '@shared/wire/payloads';
import { OperatorLinkQr } from './OperatorLinkQr';

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
  const { t } = useTranslation('operator');
  if (!network) {
    return (
      <section className="panel panel--network">
        <h2 className="panel__title">{t('network.title')}</h2>
        <p className="panel__hint">{t('network.waiting')}</p>
      </section>
    );
  }
  return (
    <section className="panel panel--network" aria-labelledby="network-title">
      <h2 className="panel__title" id="network-title">
        {t('network.joinAt')}
      </h2>
      <p className="panel__url" data-testid="operator-join-url">
        {/* An address reads left to right in every language, at the start of the line in each. */}
        <bdi dir="ltr">{network.joinUrl}</bdi>
      </p>
      <InterfaceSelect network={network} onChooseInterface={onChooseInterface} offline={offline} />
      <p className="panel__hint">{t('network.wifiHint')}</p>
      <OperatorLinkQr operatorLink={network.operatorLink} />
    </section>
  );
}

/** The network cards to serve the game on; the current one first if the list does not have it. */
function InterfaceSelect({
  network,
  onChooseInterface,
  offline = false,
}: Props & { network: NetworkInfoPayload }): React.JSX.Element {
  const { current, candidates } = network;
  const listed = candidates.some((c) => c.interfaceName === current.interfaceName);
  const choices = listed ? candidates : [current, ...candidates];
  const { t } = useTranslation('operator');
  return (
    <label className="field">
      <span className="field__label">{t('network.interface')}</span>
      <select
        className="select"
        value={current.interfaceName}
        onChange={(event) => onChooseInterface(event.target.value)}
        disabled={candidates.length === 0 || offline}
      >
        {choices.map((c) => (
          <option key={`${c.interfaceName} ${c.address}`} value={c.interfaceName}>
            {`${c.interfaceName} — ${c.address}`}
          </option>
        ))}
      </select>
    </label>
  );
}
