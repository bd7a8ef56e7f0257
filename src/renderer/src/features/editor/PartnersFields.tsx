import { QUIZ_LIMITS } from '@shared/quiz';
import { IMAGE_HINT } from './imageHint';
import { fieldId, type ProblemMap } from './quizProblems';
import type { PartnerDraft } from './quizDraft';
import { FieldProblems } from './fields/FieldProblems';
import { ImageField } from './fields/ImageField';
import { TextField } from './fields/TextField';

interface Props {
  partners: readonly PartnerDraft[];
  /** The quiz has a "who said it" question: the names are needed. */
  needed: boolean;
  operatorKey: string;
  problems: ProblemMap;
  onChange: (index: 0 | 1, change: Partial<PartnerDraft>) => void;
}

const WHO = ['First partner', 'Second partner'] as const;

/** The couple's two first names and photos: the buttons of every "who said it" question. */
export function PartnersFields({
  partners,
  needed,
  operatorKey,
  problems,
  onChange,
}: Props): React.JSX.Element {
  return (
    <fieldset className="partners-fields" aria-describedby="editor-partners-hint">
      <legend className="partners-fields__legend">
        The couple for “Who said it?” questions {needed ? '(needed)' : '(optional)'}
      </legend>
      <p className="field__hint" id="editor-partners-hint">
        Their first names are the guests’ buttons, with “Both”; a photo of each makes them easy to tell apart.
      </p>
      <FieldProblems id={fieldId('partners')} messages={problems.get('partners')} />
      <div className="editor-grid">
        {([0, 1] as const).map((i) => (
          <div className="partners-fields__one" key={i}>
            <TextField
              path={`partners.${i}.name`}
              label={`${WHO[i]}’s first name`}
              value={partners[i]?.name ?? ''}
              maxLength={QUIZ_LIMITS.partnerNameChars}
              placeholder={i === 0 ? 'Anna' : 'James'}
              onChange={(name) => onChange(i, { name })}
              problems={problems}
            />
            <ImageField
              path={`partners.${i}.photo`}
              label={`${WHO[i]}’s photo (optional)`}
              subject={`photo of the ${WHO[i].toLowerCase()}`}
              value={partners[i]?.photo ?? null}
              onChange={(photo) => onChange(i, { photo })}
              operatorKey={operatorKey}
              problems={problems}
              hint={IMAGE_HINT}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
