import { useTranslation } from 'react-i18next';
import { ALL_STATES, GameState, stateName } from '@shared/model/gameState';
import { plainStateName } from './stateWords';

/** WAITING and ANSWERED exist only on phones; the server's game is never in them. */
const PLAYER_ONLY: readonly GameState[] = [GameState.WAITING, GameState.ANSWERED];

interface Props {
  current: number;
  /** The question the game is on (one-based), or null: numbers the question states. */
  question: number | null;
}

function itemClass(state: GameState, current: number): string {
  const classes = ['state-list__item'];
  if (state === current) classes.push('state-list__item--current');
  if (PLAYER_ONLY.includes(state)) classes.push('state-list__item--player');
  return classes.join(' ');
}

/** Every state in order, in plain words, the current one highlighted (the protocol's name as a tooltip). */
export function StateList({ current, question }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <section className="panel panel--states" aria-labelledby="states-title">
      <h2 className="panel__title" id="states-title">
        {t('states.listTitle')}
      </h2>
      <ol className="state-list" data-testid="state-list">
        {ALL_STATES.map((state) => {
          return (
            <li
              key={state}
              className={itemClass(state, current)}
              aria-current={state === current ? 'step' : undefined}
              title={`${stateName(state)} (${state})`}
            >
              <span className="state-list__name">{plainStateName(t, state, question)}</span>
              {PLAYER_ONLY.includes(state) && (
                <span className="state-list__note">{t('states.phonesOnly')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
