import { useTranslation } from 'react-i18next';
import type { KindFieldsProps } from '../../features/editor/questions/kinds/kindFieldsProps';
import { NameCoupleHint } from '../../features/editor/questions/kinds/NameCoupleHint';

/**
 * The shoe game: no answer to set (the couple's own picks, made on their phones during the game, are the
 * key), only how it plays; and, while a partner is unnamed, a way to the couple's names.
 */
export function ShoeGameFields({ partners }: KindFieldsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  // The operator's own words for the card and tab, so the hint names them exactly as the panel does.
  const { t: panel } = useTranslation('operator');
  const unnamed = partners.some((p) => p.name.trim() === '');
  return (
    <div className="shoe-game">
      <p className="field__hint">{t('shoeGame.noAnswer')}</p>
      <p className="field__hint">
        {t('shoeGame.howItWorks', { card: panel('couple.title'), tab: panel('tabs.game') })}
      </p>
      {unnamed && <NameCoupleHint before={t('shoeGame.nameThem')} />}
    </div>
  );
}
