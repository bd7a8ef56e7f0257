/**
 * The venue's Wi-Fi as the standard `WIFI:` QR text phones join with one tap (issue 18). Zod-free and
 * pure: the server checks settings with it, the operator's form words its problems, the big screen, the
 * cards and the poster read the network name and password back out of the text they are sent.
 */

/** `WPA` covers WPA, WPA2 and WPA3 (phones negotiate the rest); `nopass` is an open network. */
export const WIFI_SECURITIES = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITIES)[number];

export interface WifiSettings {
  /** The network's name (SSID): 1 to 32 bytes in UTF-8. */
  ssid: string;
  /** Empty for an open network. */
  password: string;
  security: WifiSecurity;
  /** The network does not announce its name: phones must look for it. */
  hidden: boolean;
}

export const SSID_MAX_BYTES = 32;
export const WPA_PASSWORD = { min: 8, max: 63 } as const;

/** What is wrong with Wi-Fi settings, one code each (the operator's panel words them). */
export type WifiProblem =
  'ssidEmpty' | 'ssidTooLong' | 'controlCharacters' | 'wpaPassword' | 'wepPassword' | 'openWithPassword';

const PRINTABLE_ASCII = /^[\u0020-\u007e]*$/u;
const HEX = /^[0-9a-fA-F]*$/u;

/** C0 and C1 control characters (a pasted tab or newline), which no phone can match. */
function hasControl(text: string): boolean {
  return [...text].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

function passwordProblem(security: WifiSecurity, password: string): WifiProblem | null {
  if (security === 'nopass') return password === '' ? null : 'openWithPassword';
  if (security === 'WPA') {
    const fits = password.length >= WPA_PASSWORD.min && password.length <= WPA_PASSWORD.max;
    return fits && PRINTABLE_ASCII.test(password) ? null : 'wpaPassword';
  }
  // WEP: 5 or 13 characters, or 10 or 26 hexadecimal digits.
  const ascii = PRINTABLE_ASCII.test(password) && (password.length === 5 || password.length === 13);
  const hex = HEX.test(password) && (password.length === 10 || password.length === 26);
  return ascii || hex ? null : 'wepPassword';
}

/** The first problem with the settings, or null when phones can join with them. */
export function wifiProblem(wifi: WifiSettings): WifiProblem | null {
  if (wifi.ssid.length === 0) return 'ssidEmpty';
  if (utf8Length(wifi.ssid) > SSID_MAX_BYTES) return 'ssidTooLong';
  if (hasControl(wifi.ssid) || hasControl(wifi.password)) return 'controlCharacters';
  return passwordProblem(wifi.security, wifi.password);
}

/** Backslash before each of `\ ; , : "`, the characters the format gives a meaning. */
export function escapeWifiText(text: string): string {
  return text.replace(/[\\;,:"]/gu, (c) => `\\${c}`);
}

/** `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;` (no `P:` for an open network, `H:` only when hidden). */
export function wifiQrText(wifi: WifiSettings): string {
  const password = wifi.security === 'nopass' ? '' : `P:${escapeWifiText(wifi.password)};`;
  const hidden = wifi.hidden ? 'H:true;' : '';
  return `WIFI:T:${wifi.security};S:${escapeWifiText(wifi.ssid)};${password}${hidden};`;
}

/** The fields of a `WIFI:` text, unescaped, in order. */
function fieldsOf(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i] ?? '';
    if (c === '\\' && i + 1 < body.length) current += body[++i] ?? '';
    else if (c === ';') {
      const colon = current.indexOf(':');
      if (colon > 0) fields.set(current.slice(0, colon), current.slice(colon + 1));
      current = '';
    } else current += c;
  }
  return fields;
}

/**
 * The settings back from a `WIFI:` text (the big screen shows the name and password to type), or null
 * when it is not one. A key (T, S, P, H) never holds a colon, so the first one in a field ends the key.
 */
export function parseWifiQrText(text: string): WifiSettings | null {
  if (!text.startsWith('WIFI:')) return null;
  const raw = fieldsOf(text.slice(5));
  const ssid = raw.get('S');
  const type = raw.get('T') ?? 'nopass';
  if (ssid === undefined) return null;
  const security = (WIFI_SECURITIES as readonly string[]).includes(type) ? (type as WifiSecurity) : 'WPA';
  return { ssid, password: raw.get('P') ?? '', security, hidden: raw.get('H') === 'true' };
}
