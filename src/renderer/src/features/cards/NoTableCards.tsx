import { Trans, useTranslation } from 'react-i18next';
import { Route } from '@shared/model/routes';
import type { TeamsResponse } from '@shared/model/teams';
import { MessageCard } from '../../ui/card/MessageCard';

/** The title and the reason for each way a quiz can have no table cards. */
const WHY = {
  solo: { title: 'cards.none.soloTitle', why: 'cards.none.soloWhy' },
  sides: { title: 'cards.none.sidesTitle', why: 'cards.none.sidesWhy' },
  tables: { title: 'cards.none.emptyTitle', why: 'cards.none.emptyWhy' },
} as const;

/** What stands in for the cards when the quiz has no tables: why, and where to change it. */
export function NoTableCards({ teams }: { teams: TeamsResponse }): React.JSX.Element {
  const { t } = useTranslation('screen');
  const words = WHY[teams.playMode];
  return (
    <MessageCard kicker={t('cards.none.kicker')} title={t(words.title)}>
      <p className="card__hint cards-none__why">{t(words.why)}</p>
      <p className="card__hint">
        <Trans t={t} i18nKey="cards.none.how" components={{ b: <strong /> }} />
      </p>
      <a className="button button--primary cards-none__edit" href={`${Route.operator}?tab=quiz`}>
        {t('cards.none.edit')}
      </a>
    </MessageCard>
  );
}
