import { isolatedParts } from '../../i18n/isolate';

/** A sentence from the catalogs with its isolated names (i18n/isolate.ts) shown as <bdi>. */
export function Isolated({ text }: { text: string }): React.JSX.Element {
  return (
    <>
      {isolatedParts(text).map((part, index) =>
        part.isolated ? <bdi key={index}>{part.text}</bdi> : part.text,
      )}
    </>
  );
}
