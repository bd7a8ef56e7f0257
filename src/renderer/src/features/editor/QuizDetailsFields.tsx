import { useTranslation } from 'react-i18next';
import { imageHint } from './imageHint';
import type { ProblemMap } from './quizProblems';
import { needsPartners, type PartnerDraft, type QuizDraft } from './quizDraft';
import { PartnersFields } from './PartnersFields';
import { ImageField } from './fields/ImageField';
import { TextField } from './fields/TextField';
import { QUIZ_LIMITS } from '@shared/wire/quiz';

interface Props {
  draft: QuizDraft;
  problems: ProblemMap;
  onChange: (change: Partial<QuizDraft>) => void;
  /** Changes one of the couple (on the latest draft: an upload may end after other edits). */
  onPartner: (index: 0 | 1, change: Partial<PartnerDraft>) => void;
}

/** The couple, the date, the title, the look and the music; the couple's first names for "who said it". */
export function QuizDetailsFields(props: Props): React.JSX.Element {
  const { draft, problems, onPartner } = props;
  const { t } = useTranslation('editor');
  return (
    <section className="panel editor-section" aria-labelledby="editor-details-title">
      <h3 className="panel__title" id="editor-details-title">
        {t('details.heading')}
      </h3>
      <DetailsFields {...props} />
      <PartnersFields
        partners={draft.partners}
        needed={needsPartners(draft)}
        problems={problems}
        onChange={onPartner}
      />
    </section>
  );
}

/** The couple, the date, the title, the look and the music. */
function DetailsFields({ draft, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <>
      <div className="editor-grid">
        <TextField
          path="coupleNames"
          label={t('details.coupleNames')}
          value={draft.coupleNames}
          maxLength={QUIZ_LIMITS.coupleNamesChars}
          placeholder={t('details.coupleNamesPlaceholder')}
          onChange={(coupleNames) => onChange({ coupleNames })}
          problems={problems}
        />
        <TextField
          path="eventDate"
          label={t('details.eventDate')}
          type="date"
          value={draft.eventDate}
          onChange={(eventDate) => onChange({ eventDate })}
          problems={problems}
        />
        <TextField
          path="title"
          label={t('details.title')}
          value={draft.title}
          maxLength={QUIZ_LIMITS.titleChars}
          hint={t('details.titleHint')}
          onChange={(title) => onChange({ title })}
          problems={problems}
        />
        <TextField
          path="bgmUrl"
          label={t('details.bgmUrl')}
          type="url"
          value={draft.bgmUrl}
          maxLength={QUIZ_LIMITS.bgmUrlChars}
          placeholder={t('details.bgmUrlPlaceholder')}
          hint={t('details.bgmUrlHint')}
          onChange={(bgmUrl) => onChange({ bgmUrl })}
          problems={problems}
        />
      </div>
      <ImageField
        path="backgroundImage"
        label={t('details.background')}
        subject={t('details.backgroundSubject')}
        value={draft.backgroundImage}
        onChange={(backgroundImage) => onChange({ backgroundImage })}
        problems={problems}
        hint={t('details.backgroundHint', { imageHint: imageHint(t) })}
      />
    </>
  );
}
