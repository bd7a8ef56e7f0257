import type { RefObject } from 'react';

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  testId: string;
  onFile: (file: File) => void;
}

/**
 * A file input out of sight and out of the tab order, opened by a button beside it; emptied after each
 * pick, so the same file can be picked again (after a failure, say).
 */
export function HiddenFileInput({ inputRef, accept, testId, onFile }: Props): React.JSX.Element {
  return (
    <input
      ref={inputRef}
      className="visually-hidden"
      type="file"
      accept={accept}
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
