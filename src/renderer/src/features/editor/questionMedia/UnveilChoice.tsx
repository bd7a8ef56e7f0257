import { useTranslation } from 'react-i18next';
import type { UnveilStyle } from '@shared/model/questionMedia';
import { UnveilPhoto } from '../../screen/unveil/UnveilPhoto';
import { FieldProblems } from '../fields/FieldProblems';
import { fieldId, type ProblemMap } from '../quizProblems';
import { useUnveilPreview } from './useUnveilPreview';
import { PLAY_SIGN } from './ClipEditor';

interface Props {
  /** The question's id: the radios' group name, unique on the page. */
  id: number;
  /** The question's path in the quiz, e.g. `questions.2`. */
  path: string;
  n: number;
  photo: string;
  /** The question's text: it seeds the tiles' order, as on the big screen. */
  text: string;
  unveil: UnveilStyle | null;
  problems: ProblemMap;
  onUnveil: (unveil: UnveilStyle | null) => void;
}

const CHOICES = [
  { key: 'none', value: null, name: 'unveil.none', sentence: 'unveil.noneText' },
  { key: 'blur', value: 'blur', name: 'unveil.blur', sentence: 'unveil.blurText' },
  { key: 'tiles', value: 'tiles', name: 'unveil.tiles', sentence: 'unveil.tilesText' },
] as const satisfies readonly { key: string; value: UnveilStyle | null; name: string; sentence: string }[];

/**
 * "A photo that unveils" (issue 30), under the question's photo: None, Blur or Tiles, and a preview that
 * plays the unveiling in a few seconds with the big screen's own component.
 */
export function UnveilChoice(props: Props): React.JSX.Element {
  const { id, path, unveil, problems, onUnveil } = props;
  const { t } = useTranslation('editor');
  const preview = useUnveilPreview();
  const fieldPath = `${path}.unveil`;
  const name = `unveil-${id}`;
  return (
    <fieldset className="unveil-choice" data-testid="unveil-choice">
      <legend className="field__label">{t('unveil.legend')}</legend>
      <p className="field__hint unveil-choice__hint">{t('unveil.hint')}</p>
      <div className="unveil-choice__body">
        <div className="unveil-choice__options">
          {CHOICES.map((c) => {
            const on = c.value === unveil;
            const { key } = c;
            return (
              <label key={key} className={`unveil-option${on ? ' unveil-option--on' : ''}`}>
                <input
                  // The chosen one stands for the field, so a problem can bring the focus here.
                  id={on ? fieldId(fieldPath) : undefined}
                  type="radio"
                  name={name}
                  checked={on}
                  onChange={() => {
                    preview.reset();
                    onUnveil(c.value);
                  }}
                  aria-labelledby={`${name}-${key}-name`}
                  aria-describedby={`${name}-${key}-text`}
                />
                <span className="unveil-option__words">
                  <span className="unveil-option__name" id={`${name}-${key}-name`}>
                    {t(c.name)}
                  </span>
                  <span className="unveil-option__text" id={`${name}-${key}-text`}>
                    {t(c.sentence)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {unveil && <UnveilPreviewBox {...props} unveil={unveil} preview={preview} />}
      </div>
      <FieldProblems id={fieldId(fieldPath)} messages={problems.get(fieldPath)} />
    </fieldset>
  );
}

/** The photo as the big screen unveils it, in small, and the button that plays it. */
function UnveilPreviewBox({
  n,
  photo,
  text,
  unveil,
  preview,
}: Props & { unveil: UnveilStyle; preview: ReturnType<typeof useUnveilPreview> }): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <div className="unveil-preview" data-testid="unveil-preview">
      {/* Drawn at the big screen's size and scaled down, so the blur looks as strong as it will there. */}
      <div className="unveil-preview__frame">
        <div className="unveil-preview__canvas">
          <UnveilPhoto src={photo} style={unveil} share={preview.share} seed={`${text}\n${photo}`} />
        </div>
      </div>
      <button
        className="button button--small unveil-preview__play"
        type="button"
        onClick={preview.play}
        aria-label={t('unveil.playLabel', { n })}
      >
        <span aria-hidden="true">{PLAY_SIGN} </span>
        {t('unveil.play')}
      </button>
    </div>
  );
}
