import { Isolated } from '../text/Isolated';

interface Props {
  message: string | null;
  /** What to do about it, on its own line under the message ("Up to 10 letters"). */
  help?: string | null;
  /** For the field's aria-describedby. */
  id?: string;
  /**
   * Keep the (empty) alert in the page while all is well: a live region that is already there when
   * its text appears is announced by every screen reader.
   */
  persistent?: boolean;
}

/** What went wrong with a form, announced at once; nothing (or an empty live region) when all is well. */
export function FormError({ message, help, id, persistent = false }: Props): React.JSX.Element | null {
  if (!message && !persistent) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {message && <Isolated text={message} />}
      {message && help && <span className="form-error__help">{help}</span>}
    </p>
  );
}
