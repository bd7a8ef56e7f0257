import { Trans, useTranslation } from 'react-i18next';
import { Route } from '@shared/model/routes';
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
  const { t } = useTranslation('screen');
  const hint = CARD_LAYOUTS.find((o) => o.layout === layout)?.hint;
  return (
    <div className="cards-toolbar">
      <div className="cards-toolbar__row">
        <a className="button" href={Route.operator}>
          {t('cards.back')}
        </a>
        <fieldset className="cards-toolbar__layouts">
          <legend className="visually-hidden">{t('cards.layout')}</legend>
          {CARD_LAYOUTS.map((option) => (
            <label key={option.layout} className="cards-toolbar__layout" title={t(option.hint)}>
              <input
                type="radio"
                name="card-layout"
                value={option.layout}
                checked={layout === option.layout}
                onChange={() => onLayout(option.layout)}
              />{' '}
              {t(option.label)}
            </label>
          ))}
        </fieldset>
        <button className="button button--primary" type="button" onClick={() => window.print()}>
          {t('cards.print')}
        </button>
      </div>
      <p className="cards-toolbar__note" data-testid="cards-summary">
        {sheetCount(t, cards, layout)}. {hint && t(hint)}
      </p>
      <AddressNote joinUrl={joinUrl} />
    </div>
  );
}

/** The address in the codes is this computer's on its network now: print on the venue's network. */
function AddressNote({ joinUrl }: { joinUrl: string }): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <p className="cards-toolbar__note cards-toolbar__address" role="note">
      <Trans
        t={t}
        i18nKey="cards.address"
        values={{ url: joinUrl }}
        components={{ url: <strong dir="ltr" /> }}
      />{' '}
      {onlyOnThisComputer(joinUrl) ? t('cards.loopback') : t('cards.otherNetwork')}
    </p>
  );
}
