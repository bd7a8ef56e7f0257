import { useTranslation } from 'react-i18next';
import { PHONE_NS } from '../../phoneT';
import { canVibrate, setFeedbackPrefs, useFeedbackPrefs } from './feedbackStore';
import { preparePhoneSounds } from './playPhoneSound';
import './FeedbackSwitches.css';

/** Two small switches on the waiting card: a buzz (on, where the phone can) and sounds (off: the room has the music). */
export function FeedbackSwitches(): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const prefs = useFeedbackPrefs();
  return (
    <fieldset className="feedback-switches">
      <legend className="feedback-switches__legend">{t('feedback.legend')}</legend>
      {canVibrate() && (
        <label className="feedback-switches__switch">
          <input
            type="checkbox"
            checked={prefs.vibrate}
            onChange={(e) => setFeedbackPrefs({ ...prefs, vibrate: e.target.checked })}
          />
          {t('feedback.vibrate')}
        </label>
      )}
      <label className="feedback-switches__switch">
        <input
          type="checkbox"
          checked={prefs.sound}
          onChange={(e) => {
            setFeedbackPrefs({ ...prefs, sound: e.target.checked });
            if (e.target.checked) void preparePhoneSounds().catch(() => undefined);
          }}
        />
        {t('feedback.sound')}
      </label>
    </fieldset>
  );
}
