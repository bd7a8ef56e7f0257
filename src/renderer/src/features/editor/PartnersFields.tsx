import { QUIZ_LIMITS } from '@shared/wire/quiz';
import { useTranslation } from 'react-i18next';
import { imageHint } from './imageHint';
import { fieldId, type ProblemMap } from './quizProblems';
import type { PartnerDraft } from './quizDraft';
import { FieldProblems } from './fields/FieldProblems';
import { ImageField } from './fields/ImageField';
import { TextField } from './fields/TextField';

interface Props {
  partners: readonly PartnerDraft[];
  /** The quiz has a "who said it" question: the names are needed. */
  needed: boolean;
  problems: ProblemMap;
  onChange: (index: 0 | 1, change: Partial<PartnerDraft>) => void;
}

/** The couple's two first names and photos: the buttons of every "who said it" question. */
export function PartnersFields({ partners, needed, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <fieldset className="partners-fields" aria-describedby="editor-partners-hint">
      <legend className="partners-fields__legend">
        {t(needed ? 'partners.legendNeeded' : 'partners.legendOptional')}
      </legend>
      <p className="field__hint" id="editor-partners-hint">
        {t('partners.hint')}
      </p>
      <FieldProblems id={fieldId('partners')} messages={problems.get('partners')} />
      <div className="editor-grid">
        {([0, 1] as const).map((i) => (
          <div className="partners-fields__one" key={i}>
            <TextField
              path={`partners.${i}.name`}
              label={t(i === 0 ? 'partners.name0' : 'partners.name1')}
              value={partners[i]?.name ?? ''}
              maxLength={QUIZ_LIMITS.partnerNameChars}
              placeholder={t(i === 0 ? 'partners.placeholder0' : 'partners.placeholder1')}
              onChange={(name) => onChange(i, { name })}
              problems={problems}
            />
            <ImageField
              path={`partners.${i}.photo`}
              label={t(i === 0 ? 'partners.photo0' : 'partners.photo1')}
              subject={t(i === 0 ? 'partners.subject0' : 'partners.subject1')}
              value={partners[i]?.photo ?? null}
              onChange={(photo) => onChange(i, { photo })}
              problems={problems}
              hint={imageHint(t)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
