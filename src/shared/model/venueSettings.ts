/** The venue settings' shape and defaults, without their schema (./venue): the engine keeps them. */
import type { WifiSettings } from './wifiQr';

export interface VenueSettings {
  /** null: no Wi-Fi entered, the lobby shows the quiz's QR code only. */
  wifi: WifiSettings | null;
  /** The small join QR in a corner of the big screen during the game. */
  cornerQr: boolean;
}

export const DEFAULT_VENUE_SETTINGS: VenueSettings = { wifi: null, cornerQr: true };
