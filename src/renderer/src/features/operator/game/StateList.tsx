import { ALL_STATES, GameState, stateName } from '@shared/gameState';

/** WAITING and ANSWERED exist only on phones; the server's game is never in them. */
const PLAYER_ONLY: readonly GameState[] = [GameState.WAITING, GameState.ANSWERED];

/** Every state in order, the current one highlighted. */
export function StateList({ current }: { current: number }): React.JSX.Element {
  return (
    <section className="panel panel--states" aria-labelledby="states-title">
      <h2 className="panel__title" id="states-title">
        States
      </h2>
      <ol className="state-list">
        {ALL_STATES.map((state) => {
          const classes = ['state-list__item'];
          if (state === current) classes.push('state-list__item--current');
          if (PLAYER_ONLY.includes(state)) classes.push('state-list__item--player');
          return (
            <li
              key={state}
              className={classes.join(' ')}
              aria-current={state === current ? 'step' : undefined}
            >
              <span className="state-list__number">{state}</span>
              {stateName(state)}
              {PLAYER_ONLY.includes(state) && <span className="state-list__note"> (phones only)</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
