/**
 * The venue settings (issue 18): the Wi-Fi guests join and whether the big screen keeps a small join QR
 * in a corner during the game. Journaled with the game and kept across a reset, like the sound settings.
 * The operator's view has them whole; the big screen's only the `WIFI:` text; a phone's never.
 */
import { z } from 'zod';
import type { VenueSettings } from '../model/venueSettings';
import { WIFI_SECURITIES, wifiProblem, type WifiSettings } from '../model/wifiQr';

export * from '../model/wifiQr';
export * from '../model/phoneTest';
export { DEFAULT_VENUE_SETTINGS, type VenueSettings } from '../model/venueSettings';

/** Far above any real name or password: the byte and length rules are `wifiProblem`'s. */
const FIELD_MAX = 200;

export const wifiSettingsSchema: z.ZodType<WifiSettings> = z
  .strictObject({
    ssid: z.string().max(FIELD_MAX),
    password: z.string().max(FIELD_MAX),
    security: z.enum(WIFI_SECURITIES),
    hidden: z.boolean(),
  })
  .refine((wifi) => wifiProblem(wifi) === null);

export const venueSettingsSchema: z.ZodType<VenueSettings> = z.strictObject({
  wifi: wifiSettingsSchema.nullable(),
  cornerQr: z.boolean(),
});

export const VENUE_SETTINGS_MESSAGE =
  'Wi-Fi: the network name is 1 to 32 bytes; a WPA password 8 to 63 characters; a WEP key 5 or 13 characters (or 10 or 26 hex digits); an open network has no password.';

/**
 * What the big screen, the cards and the poster get (the screen's view): the `WIFI:` QR text only (null:
 * none entered; the name and password are in it) and the corner QR. The operator's view has the settings.
 */
export const screenVenueSchema = z.object({ wifi: z.string().nullable(), cornerQr: z.boolean() });
export type ScreenVenue = z.infer<typeof screenVenueSchema>;

/** Where the operator's test phone reached this computer: the interface's name and its address. */
export interface PhoneTestHit {
  interfaceName: string;
  address: string;
  at: number;
}

/** The operator's "Test with your phone": the token in the test QR, and the phone's hit once it came. */
export interface PhoneTestInfo {
  token: string;
  startedAt: number;
  hit: PhoneTestHit | null;
}

/** The operator's live join counters and the phone test, sent as `venueInfo`. */
export interface VenueInfoPayload {
  /** Phone page loads (guest connections without a player of this game) since this game began. */
  opened: number;
  /** Guest connections open now. */
  connected: number;
  test: PhoneTestInfo | null;
}
