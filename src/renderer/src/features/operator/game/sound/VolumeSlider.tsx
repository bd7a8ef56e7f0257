import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  label: string;
  /** 0 to 100, as shown. */
  value: number;
  onSlide: (value: number) => void;
  /** Let go: the value shown is sent now. */
  onRelease: () => void;
  offline: boolean;
}

/** One volume, 0 to 100 %, its figure beside its name. */
export function VolumeSlider({ id, label, value, onSlide, onRelease, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const percent = t('sound.percent', { value });
  return (
    <div className="volume-slider">
      <div className="volume-slider__top">
        <label className="volume-slider__label" htmlFor={id}>
          {label}
        </label>
        <span className="volume-slider__value" aria-hidden="true" data-testid={`${id}-value`}>
          {percent}
        </span>
      </div>
      <input
        id={id}
        className="volume-slider__input"
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        aria-valuetext={percent}
        onChange={(event) => onSlide(Number(event.target.value))}
        onPointerUp={onRelease}
        onKeyUp={onRelease}
        onBlur={onRelease}
        disabled={offline}
      />
    </div>
  );
}
