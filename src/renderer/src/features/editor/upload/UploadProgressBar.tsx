import { useTranslation } from 'react-i18next';
import { formatMegabytes } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import type { UploadProgress } from '../../../net/upload';
import type { UploadTracker } from './useUploadProgress';
import './upload.css';

interface Props {
  progress: UploadProgress;
  /** What is being sent, for the bar's accessible name ("photo for question 2", "quiz.json"). */
  what: string;
  onCancel: () => void;
}

/** A file on its way to the laptop: how much is sent of how much, and Cancel (issue 30). */
export function UploadProgressBar({ progress, what, onCancel }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const language = useLanguage();
  const size = (bytes: number): string => formatMegabytes(bytes, language);
  const sentText = t('upload.sent', { sent: size(progress.sent), total: size(progress.total) });
  // Every byte sent: the laptop is checking it, and stopping now would no longer undo anything.
  const checking = progress.total > 0 && progress.sent >= progress.total;
  return (
    <div className="upload-progress" data-testid="upload-progress">
      <progress
        className="upload-progress__bar"
        max={Math.max(1, progress.total)}
        value={progress.sent}
        aria-label={t('upload.sending', { what })}
        aria-valuetext={sentText}
      />
      <span className="upload-progress__text" aria-hidden="true">
        {checking ? t('upload.checking') : sentText}
      </span>
      {!checking && (
        <button
          className="button button--small button--ghost"
          type="button"
          onClick={onCancel}
          aria-label={t('upload.cancelLabel', { what })}
        >
          {t('upload.cancel')}
        </button>
      )}
    </div>
  );
}

/** Under a field: the bar while its file is sent, and "Cancelled" after a cancelled one. */
export function UploadStatus({
  tracker,
  what,
  cancelled,
}: {
  tracker: UploadTracker;
  what: string;
  cancelled: boolean;
}): React.JSX.Element | null {
  const { t } = useTranslation('editor');
  if (tracker.progress) {
    return <UploadProgressBar progress={tracker.progress} what={what} onCancel={tracker.cancel} />;
  }
  return cancelled ? (
    <p className="field__hint upload-progress__cancelled" role="status">
      {t('upload.cancelled')}
    </p>
  ) : null;
}
