import { ServerEvent } from '@shared/model/events';
import { applyPhoneView, NO_PHONE_PARTS, phoneViewOf } from '@shared/model/phoneView';
import type { PhoneViewMessage, PlayerView } from '@shared/wire/payloads';
import type { GameSocket } from './socket';

/**
 * A phone's view as it renders it: the step's shared part and the guest's own part come apart (issue
 * 29), and each message replaces the parts it carries. `listener` gets the whole view after each one.
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
}
