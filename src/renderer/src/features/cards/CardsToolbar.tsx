import { Route } from '@shared/routes';
import { CARD_LAYOUTS, sheetCount, type CardLayout } from './cardLayout';
import { onlyOnThisComputer } from './tableLink';

interface Props {
  layout: CardLayout;
  onLayout: (layout: CardLayout) => void;
  cards: number;
  joinUrl: string;
}

/** On screen only: the layout, the print button, and which address the cards carry. */
export function CardsToolbar({ layout, onLayout, cards, joinUrl }: Props): React.JSX.Element {
  return (
    <div className="cards-toolbar">
      <div className="cards-toolbar__row">
        <a className="button" href={Route.operator}>
          ‹ Operator panel
        </a>
        <fieldset className="cards-toolbar__layouts">
          <legend className="visually-hidden">Layout</legend>
          {CARD_LAYOUTS.map((option) => (
            <label key={option.layout} className="cards-toolbar__layout" title={option.hint}>
              <input
                type="radio"
                name="card-layout"
                value={option.layout}
                checked={layout === option.layout}
                onChange={() => onLayout(option.layout)}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        <button className="button button--primary" type="button" onClick={() => window.print()}>
          Print / Save as PDF
        </button>
      </div>
      <p className="cards-toolbar__note" data-testid="cards-summary">
        {sheetCount(cards, layout)}. {CARD_LAYOUTS.find((o) => o.layout === layout)?.hint}
      </p>
      <AddressNote joinUrl={joinUrl} />
    </div>
  );
}

/** The address in the codes is this computer's on its network now: print on the venue's network. */
function AddressNote({ joinUrl }: { joinUrl: string }): React.JSX.Element {
  return (
    <p className="cards-toolbar__note cards-toolbar__address" role="note">
      The codes open <strong>{joinUrl}</strong>, this computer’s address on its network now.{' '}
      {onlyOnThisComputer(joinUrl)
        ? 'That address works on this computer only: phones cannot reach it. Start the quiz on the venue’s network before you print.'
        : 'On another network the address changes: print the cards once the computer is on the venue’s Wi-Fi.'}
    </p>
  );
}
