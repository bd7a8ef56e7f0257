import { useTranslation } from 'react-i18next';
import type { Reveal } from '@shared/wire/questionView';
import { secondLine } from '../../../i18n/quizTexts';
import { SecondLine, withSecond } from './SecondLine';
import { storyTier } from './textTiers';

/** The story behind the answer, in full, and its photo: beside the answer, which stays the hero. */
export function RevealStory({ reveal }: { reveal: Reveal }): React.JSX.Element | null {
  const { t } = useTranslation('screen');
  const { explanation, photo } = reveal;
  if (!explanation && !photo) return null;
  const language = reveal.second?.language;
  const second =
    explanation && language ? { language, text: secondLine(explanation, reveal.second?.explanation) } : null;
  const tier = explanation ? storyTier(withSecond(explanation, second)) : 'normal';
  return (
    <aside className={`reveal-story reveal-story--${tier}`} aria-label={t('question.storyLabel')}>
      {photo && (
        <img
          className="reveal-story__photo"
          src={photo}
          alt={t('question.storyPhotoAlt')}
          data-testid="reveal-photo"
        />
      )}
      {explanation && (
        <p className="reveal-story__text" data-testid="reveal-story" dir="auto">
          {explanation}
          <SecondLine second={second} />
        </p>
      )}
    </aside>
  );
}
