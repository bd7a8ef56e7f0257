/**
 * Every question and notice the desktop app shows. All asynchronous (a synchronous dialog would stall the
 * main process while it is open) and parented to the operator window, so none ever covers the projector.
 */
import { dialog, type BrowserWindow, type MessageBoxOptions } from 'electron';

export interface Question {
  title: string;
  detail: string;
  /** The button that goes ahead (first); the other one cancels. */
  confirm: string;
  cancel: string;
  type?: 'question' | 'warning';
}

export interface Notice {
  title: string;
  detail: string;
  type?: 'info' | 'error' | 'warning';
}

/** The box already open under `key`, else a new one from `open`, remembered until it is closed. */
function onceAtATime<T>(pending: Map<string, Promise<T>>, key: string, open: () => Promise<T>): Promise<T> {
  const already = pending.get(key);
  if (already) return already;
  const shown = open().finally(() => pending.delete(key));
  pending.set(key, shown);
  return shown;
}

export class Dialogs {
  /** One question of each kind at a time: pressing Ctrl+Q twice does not stack two boxes. */
  private open = new Map<string, Promise<boolean>>();
  /** The same for notices: a notice already on screen is not shown a second time. */
  private told = new Map<string, Promise<void>>();

  /** @param operatorWindow the window the dialogs belong to (null while it is closed). */
  constructor(private readonly operatorWindow: () => BrowserWindow | null) {}

  /** Asks; resolves true when the operator chose `confirm`. */
  ask(question: Question): Promise<boolean> {
    return onceAtATime(this.open, question.title, () =>
      this.show({
        type: question.type ?? 'question',
        buttons: [question.confirm, question.cancel],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
        title: question.title,
        message: question.title,
        detail: question.detail,
      }).then((response) => response === 0),
    );
  }

  /** Tells something; resolves when it is dismissed. */
  tell(notice: Notice): Promise<void> {
    return onceAtATime(this.told, notice.title, () =>
      this.show({
        type: notice.type ?? 'info',
        buttons: ['OK'],
        title: notice.title,
        message: notice.title,
        detail: notice.detail,
      }).then(() => undefined),
    );
  }

  private async show(options: MessageBoxOptions): Promise<number> {
    const parent = this.operatorWindow();
    const { response } =
      parent && !parent.isDestroyed()
        ? await dialog.showMessageBox(parent, options)
        : await dialog.showMessageBox(options);
    return response;
  }
}
