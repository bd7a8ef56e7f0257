import { useTranslation } from 'react-i18next';
import { imageHint } from '../imageHint';
import { QUIZ_LIMITS } from '@shared/wire/quiz';
import { PHONE_EXPLANATION_CHARS } from '@shared/wire/questionView';
import { TIMING_MAX } from '../../../ui/timings';
import type { QuestionDraft } from '../questionDraft';
import { changeKind } from '../questionEdits';
import type { PartnerDraft } from '../quizDraft';
import type { ProblemMap } from '../quizProblems';
import { ImageField } from '../fields/ImageField';
import { ClipField } from '../questionMedia/ClipField';
import { UnveilChoice } from '../questionMedia/UnveilChoice';
import { TextField } from '../fields/TextField';
import { KindFields } from './kinds/KindFields';
import { KindPicker } from './KindPicker';
import { kindName } from './kindNames';

export type QuestionMove = 'up' | 'down';

interface Props {
  question: QuestionDraft;
  index: number;
  count: number;
  defaultAnswerSeconds: string;
  problems: ProblemMap;
  /** The couple, for the buttons of a "who said it" question. */
  partners: readonly PartnerDraft[];
  previewed: boolean;
  onChange: (change: Partial<QuestionDraft>) => void;
  onMove: (move: QuestionMove) => void;
  onRemove: () => void;
  onPreview: () => void;
}

/** Everything about one question: its kind, text, what the kind needs, the story, photos, answer time. */
export function QuestionCard(props: Props): React.JSX.Element {
  const { question, index, problems, partners, previewed, onChange, onPreview } = props;
  const { t } = useTranslation('editor');
  const path = `questions.${index}`;
  return (
    <li
      className={`editor-question${previewed ? ' editor-question--previewed' : ''}`}
      aria-labelledby={`question-${question.id}-title`}
      data-testid="question-card"
      // Working on a question shows it in the preview.
      onFocus={onPreview}
    >
      <QuestionCardHead {...props} />
      <KindPicker path={path} kind={question.kind} onKind={(kind) => onChange(changeKind(question, kind))} />
      <TextField
        path={`${path}.text`}
        label={t('questions.text')}
        multiline
        maxLength={QUIZ_LIMITS.questionChars}
        value={question.text}
        onChange={(text) => onChange({ text })}
        problems={problems}
      />
      <KindFields
        question={question}
        path={path}
        problems={problems}
        partners={partners}
        onChange={onChange}
      />
      <QuestionExtras {...props} />
      <ClipField question={question} path={path} n={index + 1} problems={problems} onChange={onChange} />
      <RevealFields {...props} />
    </li>
  );
}

/** "Question 3", and the buttons that move it up, down, or out. */
function QuestionCardHead({ question, index, count, onMove, onRemove }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const n = index + 1;
  return (
    <div className="editor-question__head">
      <div>
        <h3 className="editor-question__title" id={`question-${question.id}-title`}>
          {t('questions.title', { n })}
        </h3>
        <span className="editor-question__kind">{kindName(question.kind, t)}</span>
      </div>
      <div className="editor-question__tools">
        <MoveButton id={question.id} n={n} move="up" onMove={onMove} disabled={index === 0} />
        <MoveButton id={question.id} n={n} move="down" onMove={onMove} disabled={index === count - 1} />
        <button
          className="button button--small button--danger"
          type="button"
          onClick={onRemove}
          disabled={count <= 1}
          aria-label={t('questions.removeLabel', { n })}
        >
          {t('questions.remove')}
        </button>
      </div>
    </div>
  );
}

interface MoveProps {
  /** The question's draft id: the button keeps its DOM id when the question moves, so focus can follow. */
  id: number;
  n: number;
  move: QuestionMove;
  disabled: boolean;
  onMove: (move: QuestionMove) => void;
}

function MoveButton({ id, n, move, disabled, onMove }: MoveProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <button
      id={`question-${id}-${move}`}
      className="button button--small"
      type="button"
      onClick={() => onMove(move)}
      disabled={disabled}
      aria-label={t(move === 'up' ? 'questions.upLabel' : 'questions.downLabel', { n })}
    >
      {t(move === 'up' ? 'questions.up' : 'questions.down')}
    </button>
  );
}

/** What the big screen adds at the reveal: the story behind the answer and a photo. */
function RevealFields({ question, index, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const path = `questions.${index}`;
  return (
    <div className="editor-question__reveal">
      <TextField
        path={`${path}.explanation`}
        label={t('questions.story')}
        multiline
        counter
        maxLength={QUIZ_LIMITS.explanationChars}
        value={question.explanation}
        placeholder={t('questions.storyPlaceholder')}
        hint={t('questions.storyHint', { max: PHONE_EXPLANATION_CHARS })}
        onChange={(explanation) => onChange({ explanation })}
        problems={problems}
      />
      <ImageField
        path={`${path}.revealPhoto`}
        label={t('questions.revealPhoto')}
        subject={t('questions.revealSubject', { n: index + 1 })}
        value={question.revealPhoto}
        onChange={(revealPhoto) => onChange({ revealPhoto })}
        problems={problems}
        hint={t('questions.revealHint', { imageHint: imageHint(t) })}
      />
    </div>
  );
}

/** The optional photo and answer time. */
function QuestionExtras({
  question,
  index,
  defaultAnswerSeconds,
  problems,
  onChange,
}: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const path = `questions.${index}`;
  return (
    <div className="editor-question__extras">
      <div className="editor-question__photo">
        <ImageField
          path={`${path}.photo`}
          label={t('questions.photo')}
          subject={t('questions.photoSubject', { n: index + 1 })}
          value={question.photo}
          onChange={(photo) => onChange({ photo })}
          problems={problems}
          hint={imageHint(t)}
        />
        {question.photo && (
          <UnveilChoice
            id={question.id}
            path={path}
            n={index + 1}
            photo={question.photo}
            text={question.text}
            unveil={question.unveil}
            problems={problems}
            onUnveil={(unveil) => onChange({ unveil })}
          />
        )}
      </div>
      <TextField
        path={`${path}.answerSeconds`}
        label={t('questions.seconds')}
        type="number"
        min={1}
        max={TIMING_MAX.answerSeconds}
        value={question.answerSeconds}
        placeholder={
          defaultAnswerSeconds
            ? t('questions.secondsPlaceholder', { seconds: defaultAnswerSeconds })
            : undefined
        }
        hint={t('questions.secondsHint', { seconds: defaultAnswerSeconds || '…' })}
        onChange={(answerSeconds) => onChange({ answerSeconds })}
        problems={problems}
        className="editor-field--seconds"
      />
    </div>
  );
}
