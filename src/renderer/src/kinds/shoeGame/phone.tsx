import { useTranslation } from 'react-i18next';
import { RefusalNote } from '../../features/player/answering/RefusalNote';
import { PHONE_NS } from '../../features/player/phoneT';
import { WhoSaidItButtons } from '../whoSaidIt/WhoSaidItButtons';
import type { PhoneInputProps, PhoneKind } from '../webKind';

/** The guest predicts the couple's pick: the two partners, photo and name, as for who said it. */
export const shoeGamePhoneInput: PhoneKind = (props) => <ShoeGuess {...props} />;

function ShoeGuess({ question, refusal, onAnswer }: PhoneInputProps): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <>
      <p className="card__hint shoe-guess__hint">{t('shoe.guessHint')}</p>
      <RefusalNote refusal={refusal} />
      <WhoSaidItButtons options={question.options} photos={question.partnerPhotos} onAnswer={onAnswer} />
    </>
  );
}
