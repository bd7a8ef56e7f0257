import { Route } from '@shared/routes';
import type { TeamsResponse } from '@shared/teams';
import { MessageCard } from '../../ui/card/MessageCard';

/** What stands in for the cards when the quiz has no tables: why, and where to change it. */
export function NoTableCards({ teams }: { teams: TeamsResponse }): React.JSX.Element {
  let title: string;
  let why: string;
  if (teams.playMode === 'solo') {
    title = 'This quiz is not played by tables.';
    why = 'Every guest plays on their own phone, so there are no table cards to print.';
  } else if (teams.playMode === 'sides') {
    title = 'This quiz is played by two sides, not by tables.';
    why = 'Guests choose their side when they join, so there are no table cards to print.';
  } else {
    title = 'This quiz lists no tables yet.';
    why = 'Table cards are printed for the tables the quiz lists.';
  }
  return (
    <MessageCard kicker="Table cards" title={title}>
      <p className="card__hint cards-none__why">{why}</p>
      <p className="card__hint">
        To play table against table, open the <strong>Quiz editor</strong> in the operator panel, set the play
        mode to <strong>Tables</strong> and list the tables; then come back here to print their cards.
      </p>
      <a className="button button--primary cards-none__edit" href={`${Route.operator}?tab=quiz`}>
        Open the quiz editor
      </a>
    </MessageCard>
  );
}
