import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_SETTING_LIMITS, type PhotoSettings } from '@shared/model/photos';
import type { OperatorPhotos } from '@shared/wire/photoSchemas';
import { formatMegabytes, formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { OperatorSwitch } from '../OperatorSwitch';

interface Props {
  /** As the server has it: the switches and the album's size show this, never a guess. */
  photos: OperatorPhotos;
  onSet: (settings: PhotoSettings) => void;
  offline: boolean;
}

/** The limits typed in the form; each field's words are `photos.<key>` in the operator catalog. */
const FIELDS = ['intervalSeconds', 'perGuest', 'albumLimitMb'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const MEGABYTE = 1024 * 1024;

/**
 * Sharing photos: on or off and "Approve photos first" take effect at once; the seconds between two
 * photos, the photos per guest and the album's limit are saved together. The album's size under them.
 */
export function PhotoSettingsPanel({ photos, onSet, offline }: Props): React.JSX.Element {
  const { settings } = photos;
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const [draft, setDraft] = useState<Draft>(() => ({
    intervalSeconds: String(settings.intervalSeconds),
    perGuest: String(settings.perGuest),
    albumLimitMb: String(settings.albumLimitMb),
  }));
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSet({
      ...settings,
      intervalSeconds: Number(draft.intervalSeconds),
      perGuest: Number(draft.perGuest),
      albumLimitMb: Number(draft.albumLimitMb),
    });
  };
  return (
    <form className="panel photo-settings" onSubmit={submit} aria-labelledby="photo-settings-title">
      <h2 className="panel__title" id="photo-settings-title">
        {t('photos.settingsTitle')}
      </h2>
      <OperatorSwitch
        checked={settings.enabled}
        label={t('photos.enabled')}
        onChange={() => onSet({ ...settings, enabled: !settings.enabled })}
        offline={offline}
      />
      <p className="panel__hint">{settings.enabled ? t('photos.enabledHint') : t('photos.disabledHint')}</p>
      <OperatorSwitch
        checked={settings.approve}
        label={t('photos.approve')}
        onChange={() => onSet({ ...settings, approve: !settings.approve })}
        offline={offline}
      />
      <p className="panel__hint">{settings.approve ? t('photos.approveHint') : t('photos.noApproveHint')}</p>
      <LimitFields draft={draft} onChange={setDraft} />
      <button className="button" type="submit" disabled={offline}>
        {t('photos.saveLimits')}
      </button>
      <p className="photo-settings__album" data-testid="photo-album-size">
        {t('photos.albumSize', {
          size: formatMegabytes(photos.albumBytes, language),
          limit: formatMegabytes(settings.albumLimitMb * MEGABYTE, language),
        })}
      </p>
    </form>
  );
}

/** The three limits, each with its range in words. */
function LimitFields({
  draft,
  onChange,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
}): React.JSX.Element {
  const { t } = useTranslation('operator');
  const language = useLanguage();
  return (
    <div className="photo-settings__limits">
      {FIELDS.map((key) => (
        <div className="field" key={key}>
          <label className="field__label" htmlFor={`photo-${key}`}>
            {t(`photos.${key}`)}
          </label>
          <input
            id={`photo-${key}`}
            className="text-input text-input--small"
            type="number"
            inputMode="numeric"
            min={PHOTO_SETTING_LIMITS[key].min}
            max={PHOTO_SETTING_LIMITS[key].max}
            step={1}
            required
            value={draft[key]}
            onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
            aria-describedby={`photo-${key}-hint`}
          />
          <span className="field__hint" id={`photo-${key}-hint`}>
            {t(`photos.${key}Hint`, {
              min: formatNumber(PHOTO_SETTING_LIMITS[key].min, language),
              max: formatNumber(PHOTO_SETTING_LIMITS[key].max, language),
            })}
          </span>
        </div>
      ))}
    </div>
  );
}
