import { ServerEvent } from '@shared/model/events';
import { applyAnswered, applyPhoneView, NO_PHONE_PARTS, phoneViewOf } from '@shared/model/phoneView';
import type { PhoneViewMessage, PlayerView } from '@shared/wire/payloads';
import type { GameSocket } from './socket';

/**
 * A phone's view as it renders it: the step's shared part and the guest's own part come apart (issue
 * 29), and each message replaces the parts it carries (an answer's acknowledgement adds the answer to the
 * own part). `listener` gets the whole view after each one.
 */
export function onPhoneView(
  socket: GameSocket,
  listener: (view: PlayerView, message: PhoneViewMessage) => void,
): void {
  let parts = NO_PHONE_PARTS;
  socket.on(ServerEvent.phoneView, (message) => {
    parts = applyPhoneView(parts, message);
    const view = phoneViewOf(parts);
    if (view) listener(view, message);
  });
  // The acknowledgement of an answer changes the own part: it carries the answer.
  socket.on(ServerEvent.userAnswered, (answered) => {
    parts = applyAnswered(parts, answered);
    const view = phoneViewOf(parts);
    if (view) listener(view, {});
  });
}
