import { IMAGE_HINT } from './imageHint';
import type { ProblemMap } from './quizProblems';
import { needsPartners, type PartnerDraft, type QuizDraft } from './quizDraft';
import { PartnersFields } from './PartnersFields';
import { ImageField } from './fields/ImageField';
import { TextField } from './fields/TextField';
import { QUIZ_LIMITS } from '@shared/quiz';

interface Props {
  draft: QuizDraft;
  operatorKey: string;
  problems: ProblemMap;
  onChange: (change: Partial<QuizDraft>) => void;
  /** Changes one of the couple (on the latest draft: an upload may end after other edits). */
  onPartner: (index: 0 | 1, change: Partial<PartnerDraft>) => void;
}

/** The couple, the date, the title, the look and the music; the couple's first names for "who said it". */
export function QuizDetailsFields(props: Props): React.JSX.Element {
  const { draft, operatorKey, problems, onPartner } = props;
  return (
    <section className="panel editor-section" aria-labelledby="editor-details-title">
      <h3 className="panel__title" id="editor-details-title">
        The couple and the quiz
      </h3>
      <DetailsFields {...props} />
      <PartnersFields
        partners={draft.partners}
        needed={needsPartners(draft)}
        operatorKey={operatorKey}
        problems={problems}
        onChange={onPartner}
      />
    </section>
  );
}

/** The couple, the date, the title, the look and the music. */
function DetailsFields({ draft, operatorKey, problems, onChange }: Props): React.JSX.Element {
  return (
    <>
      <div className="editor-grid">
        <TextField
          path="coupleNames"
          label="Couple names"
          value={draft.coupleNames}
          maxLength={QUIZ_LIMITS.coupleNamesChars}
          placeholder="Anna & James"
          onChange={(coupleNames) => onChange({ coupleNames })}
          problems={problems}
        />
        <TextField
          path="eventDate"
          label="Wedding date"
          type="date"
          value={draft.eventDate}
          onChange={(eventDate) => onChange({ eventDate })}
          problems={problems}
        />
        <TextField
          path="title"
          label="Quiz title"
          value={draft.title}
          maxLength={QUIZ_LIMITS.titleChars}
          hint={'Shown after "Welcome to" on the big screen.'}
          onChange={(title) => onChange({ title })}
          problems={problems}
        />
        <TextField
          path="bgmUrl"
          label="Background music link (optional)"
          type="url"
          value={draft.bgmUrl}
          maxLength={QUIZ_LIMITS.bgmUrlChars}
          placeholder="https://…"
          hint="The playlist page that /bgm links to."
          onChange={(bgmUrl) => onChange({ bgmUrl })}
          problems={problems}
        />
      </div>
      <ImageField
        path="backgroundImage"
        label="Background image (optional)"
        subject="background image"
        value={draft.backgroundImage}
        onChange={(backgroundImage) => onChange({ backgroundImage })}
        operatorKey={operatorKey}
        problems={problems}
        hint={`Behind every screen; a light, calm picture reads best. ${IMAGE_HINT}`}
      />
    </>
  );
}
