import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Shown while true. */
  open: boolean;
  /** The question, as the dialog's name (a guest's name in it isolated: see Isolated). */
  title: ReactNode;
  /** What happens if the operator goes ahead. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** For the tests' locators. */
  testId?: string;
}

/**
 * A question in the page instead of the browser's pop-up (which titles itself with the server's
 * address and says nothing of what happens). A modal <dialog>: focus moves to Cancel (the safe
 * answer), stays inside, Escape cancels, and it returns to the element that opened it.
 */
export function ConfirmDialog(props: Props): React.JSX.Element {
  const { open, title, children, confirmLabel, onConfirm, onCancel, testId } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();
  const { t } = useTranslation('operator');

  // Before the paint: focus is never left on the page's body for a frame between the dialog and its opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      // The opener may have been swapped meanwhile; only a node still in the page takes focus.
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: React decides when the dialog closes (the effect's cleanup).
        event.preventDefault();
        onCancel();
      }}
      // Closed by the browser itself (a second Escape cannot be held back): the state follows.
      onClose={() => {
        if (open) onCancel();
      }}
    >
      {open && (
        <>
          <h2 className="confirm-dialog__title" id={`${id}-title`}>
            {title}
          </h2>
          <div className="confirm-dialog__body" id={`${id}-body`}>
            {children}
          </div>
          <div className="confirm-dialog__buttons">
            {/* First, so showModal focuses it: a stray Enter cancels. */}
            <button className="button" type="button" onClick={onCancel}>
              {t('cancel')}
            </button>
            <button className="button button--danger" type="button" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
