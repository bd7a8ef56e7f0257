import { useTranslation } from 'react-i18next';
import { GameState } from '@shared/model/gameState';
import type { OperatorView } from '@shared/wire/payloads';

interface Props {
  view: OperatorView;
  onSettle: (questionNo: number, partner: 0 | 1, answer: 0 | 1 | null) => void;
  offline: boolean;
}

/**
 * At a shoe-game reveal where a partner's pick did not come in time: what the room heard them say (the
 * guests are scored again), or the other partner's answer alone. Once entered, it says so; it can be
 * changed until the game moves on.
 */
export function MissingPick({ view, onSettle, offline }: Props): React.JSX.Element | null {
  const { t } = useTranslation('operator');
  const couple = view.reveal?.couple;
  const names = view.couple?.names;
  if (view.state !== GameState.SHOW_CORRECT_ANSWER || !couple || !names) return null;
  const missing = ([0, 1] as const).filter((p) => couple.answers[p] === null || couple.entered[p]);
  if (missing.length === 0) return null;
  return (
    <div className="missing-pick" role="group" aria-label={t('couple.title')}>
      {missing.map((partner) => {
        const other = partner === 0 ? 1 : 0;
        const name = names[partner];
        const entered = couple.entered[partner];
        return (
          <div key={partner} className="missing-pick__partner">
            <p className="missing-pick__question">
              {entered ? t('couple.entered', { name }) : t('couple.missing', { name })}
            </p>
            <div className="missing-pick__buttons">
              {([0, 1] as const).map((answer) => (
                <button
                  key={answer}
                  type="button"
                  className="button button--small"
                  aria-pressed={entered && couple.answers[partner] === answer}
                  disabled={offline}
                  onClick={() => onSettle(view.questionNumber, partner, answer)}
                >
                  {t('couple.said', { name, answer: names[answer] })}
                </button>
              ))}
              {couple.answers[other] !== null && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-pressed={!entered && couple.answers[partner] === null}
                  disabled={offline}
                  onClick={() => onSettle(view.questionNumber, partner, null)}
                >
                  {t('couple.alone', { name: names[other] })}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
