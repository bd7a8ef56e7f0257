import { useQrCode } from './useQrCode';

interface Props {
  value: string | null | undefined;
  /** What the code opens, for screen readers and tests. */
  alt: string;
  className?: string;
  /** The modules' colour; the app's ink unless given (plain black on paper). */
  dark?: string;
}

/** A locally generated QR code; a blank square of the same size until it is ready. */
export function QrCode({ value, alt, className = 'qr-code', dark }: Props): React.JSX.Element {
  const src = useQrCode(value, dark);
  return src ? (
    <img className={className} src={src} alt={alt} />
  ) : (
    <span className={`${className} qr-code--empty`} />
  );
}
