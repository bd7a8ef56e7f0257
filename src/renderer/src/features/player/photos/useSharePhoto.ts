import { useCallback, useEffect, useRef, useState } from 'react';
import type { OwnPhoto } from '@shared/model/photos';
import type { GameSocket } from '../../../net/socket';
import { loadPlayerToken } from '../join/playerToken';
import { sendPhoto, type SendProgress } from './photoUpload';
import { shrinkPhoto } from './shrinkPhoto';
import type { UploadOutcome } from './uploadReply';
import { sendWithRetries, worthRetrying } from './uploadRetry';

export type Refusal = Extract<UploadOutcome, { kind: 'refused' }>;

/** Where the guest's photo is, from choosing it to the laptop's answer. */
export type ShareState =
  | { step: 'idle' }
  | { step: 'preparing' }
  /** `retry`: 0 for the first try, then which retry this is. */
  | { step: 'sending'; progress: SendProgress; retry: number }
  /** The Wi-Fi dropped (or the laptop was busy): the next try waits. */
  | { step: 'retrying'; progress: SendProgress; retry: number }
  /** Every retry failed: the guest may try again. */
  | { step: 'failed' }
  | { step: 'refused'; refusal: Refusal }
  | { step: 'sent'; photo: OwnPhoto };

export interface Sharing {
  state: ShareState;
  /** When this phone may send its next photo (the pace), as far as it knows; 0: now. */
  nextAt: number;
  /** A photo is held for Try again (the one that did not get through). */
  canRetry: boolean;
  choose: (file: File) => void;
  /** The phone knows the pace: "wait N s" before the guest even picks a photo. */
  tooSoon: (seconds: number) => void;
  retry: () => void;
  cancel: () => void;
  dismiss: () => void;
}

const IDLE: ShareState = { step: 'idle' };

/** The token the guest joined with (kept by the socket even where the browser's storage is off). */
function tokenOf(socket: GameSocket): string {
  const auth: unknown = socket.auth;
  const token = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
  return typeof token === 'string' ? token : (loadPlayerToken() ?? '');
}

/** The state a finished upload leaves (`arrived`: a photo the laptop got though its answer was lost). */
function finalState(outcome: UploadOutcome, arrived: OwnPhoto | undefined): ShareState {
  if (outcome.kind === 'sent') return { step: 'sent', photo: outcome.photo };
  if (arrived) return { step: 'sent', photo: arrived };
  if (outcome.kind === 'cancelled') return IDLE;
  if (worthRetrying(outcome) || outcome.kind === 'lost') return { step: 'failed' };
  return { step: 'refused', refusal: outcome };
}

interface Upload {
  socket: GameSocket;
  signal: AbortSignal;
  /** The guest's photos now (read when the upload ends). */
  mine: () => readonly OwnPhoto[];
  show: (update: ShareState | ((last: ShareState) => ShareState)) => void;
}

/** Sends `blob` with its retries, showing each step; the state it ended in. */
async function upload(blob: Blob, { socket, signal, mine, show }: Upload): Promise<ShareState | null> {
  const known = new Set(mine().map((p) => p.id));
  let retry = 0;
  const onProgress = (progress: SendProgress): void => show({ step: 'sending', progress, retry });
  const outcome = await sendWithRetries(() => sendPhoto(blob, tokenOf(socket), onProgress, signal), {
    signal,
    onRetry: (next) => {
      retry = next;
      show((last) => ({
        step: 'retrying',
        retry: next,
        progress: last.step === 'sending' ? last.progress : { sent: 0, total: blob.size },
      }));
    },
  });
  // Cancelled, or another photo took its place: that one's state is shown.
  if (signal.aborted) return null;
  // An answer lost after the photo arrived: the retry is refused, but the guest's list has it.
  const arrived = retry > 0 ? mine().find((p) => !known.has(p.id)) : undefined;
  return finalState(outcome, arrived);
}

/** "Sent" about a photo the guest then deleted says nothing more. */
function useForgetDeleted(state: ShareState, mine: readonly OwnPhoto[], forget: () => void): void {
  const seen = useRef(false);
  useEffect(() => {
    if (state.step !== 'sent') {
      seen.current = false;
      return;
    }
    const listed = mine.some((p) => p.id === state.photo.id);
    if (listed) seen.current = true;
    else if (seen.current) forget();
  }, [state, mine, forget]);
}

/** Choosing, shrinking and sending a photo; Retry, Cancel, and the pace this phone keeps to. */
export function useSharePhoto(socket: GameSocket, mine: readonly OwnPhoto[], paceSeconds: number): Sharing {
  const [state, setState] = useState<ShareState>(IDLE);
  // The last photo sent (the pace counts from it), and a wait the laptop asked for.
  const [sentAt, setSentAt] = useState(-Infinity);
  const [heldUntil, setHeldUntil] = useState(0);
  const photo = useRef<Blob | null>(null);
  const control = useRef<AbortController | null>(null);
  const latest = useRef(mine);
  latest.current = mine;
  useEffect(() => () => control.current?.abort(), []);
  // The operator changed the pace: the laptop's last "wait" was counted with the old one.
  useEffect(() => setHeldUntil(0), [paceSeconds]);
  const dismiss = useCallback(() => setState(IDLE), []);
  useForgetDeleted(state, mine, dismiss);

  const start = useCallback(
    async (blob: Blob, controller: AbortController) => {
      const { signal } = controller;
      const done = await upload(blob, { socket, signal, mine: () => latest.current, show: setState });
      if (!done) return;
      setState(done);
      if (done.step === 'sent') {
        photo.current = null;
        setSentAt(Date.now());
        setHeldUntil(0);
      } else if (done.step === 'refused' && done.refusal.problem === 'tooSoon') {
        setHeldUntil(Date.now() + (done.refusal.params.seconds ?? done.refusal.retryAfter ?? 0) * 1000);
      }
    },
    [socket],
  );
  const begin = (): AbortController => {
    control.current?.abort();
    control.current = new AbortController();
    return control.current;
  };
  const choose = (file: File): void => {
    const controller = begin();
    setState({ step: 'preparing' });
    void shrinkPhoto(file).then((blob) => {
      if (controller.signal.aborted) return;
      photo.current = blob;
      return start(blob, controller);
    });
  };
  const retry = (): void => {
    if (photo.current) void start(photo.current, begin());
  };
  const cancel = (): void => {
    control.current?.abort();
    photo.current = null;
    setState(IDLE);
  };
  const tooSoon = (seconds: number): void =>
    setState({
      step: 'refused',
      refusal: { kind: 'refused', status: 429, problem: 'tooSoon', params: { seconds }, retryAfter: seconds },
    });
  const canRetry = photo.current !== null;
  const nextAt = Math.max(sentAt + paceSeconds * 1000, heldUntil);
  return { state, nextAt, canRetry, choose, tooSoon, retry, cancel, dismiss };
}
