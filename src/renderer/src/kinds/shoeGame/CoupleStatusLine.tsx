import { useTranslation } from 'react-i18next';
import type { CoupleStatus } from '@shared/wire/payloads';
import { Isolated } from '../../ui/text/Isolated';

/** Signs beside the words, not instead of them. */
const SIGN = { done: '✓', waiting: '…' } as const;

/** While the room guesses: whether each of the couple has answered (never what), or their phone is away. */
export function CoupleStatusLine({
  status,
  names,
}: {
  status: CoupleStatus;
  names: readonly string[];
}): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <ul className="couple-status" data-testid="couple-status">
      {([0, 1] as const).map((partner) => {
        const name = names[partner] ?? '';
        const answered = status.answered[partner];
        const line = answered
          ? t('shoe.answered', { name })
          : status.online[partner]
            ? t('shoe.thinking', { name })
            : t('shoe.offline', { name });
        return (
          <li key={partner} className={`couple-status__item${answered ? ' couple-status__item--done' : ''}`}>
            <span className="couple-status__mark" aria-hidden="true">
              {answered ? SIGN.done : SIGN.waiting}
            </span>{' '}
            <Isolated text={line} />
          </li>
        );
      })}
    </ul>
  );
}
