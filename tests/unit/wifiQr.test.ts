import { describe, expect, it } from 'vitest';
import {
  escapeWifiText,
  parseWifiQrText,
  wifiProblem,
  wifiQrText,
  type WifiSettings,
} from '../../src/shared/model/wifiQr';

const WPA: WifiSettings = { ssid: 'Villa Rosa', password: 'confetti2026', security: 'WPA', hidden: false };

describe('the WIFI: QR text', () => {
  it('writes the standard fields in order', () => {
    expect(wifiQrText(WPA)).toBe('WIFI:T:WPA;S:Villa Rosa;P:confetti2026;;');
  });

  it('escapes backslash, semicolon, comma, colon and double quote in the name and the password', () => {
    expect(escapeWifiText('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    const tricky = { ...WPA, ssid: 'Bar;Cafe:"2"', password: 'pa,ss\\word;1' };
    expect(wifiQrText(tricky)).toBe('WIFI:T:WPA;S:Bar\\;Cafe\\:\\"2\\";P:pa\\,ss\\\\word\\;1;;');
    expect(parseWifiQrText(wifiQrText(tricky))).toEqual(tricky);
  });

  it('an open network has no password field', () => {
    const open: WifiSettings = { ssid: 'Guests', password: '', security: 'nopass', hidden: false };
    expect(wifiQrText(open)).toBe('WIFI:T:nopass;S:Guests;;');
    expect(parseWifiQrText(wifiQrText(open))).toEqual(open);
  });

  it('a hidden network says H:true', () => {
    const hidden = { ...WPA, hidden: true };
    expect(wifiQrText(hidden)).toBe('WIFI:T:WPA;S:Villa Rosa;P:confetti2026;H:true;;');
    expect(parseWifiQrText(wifiQrText(hidden))).toEqual(hidden);
  });

  it('keeps non-ASCII names as they are', () => {
    const name = { ...WPA, ssid: 'Zamek Książ 🏰' };
    expect(parseWifiQrText(wifiQrText(name))?.ssid).toBe('Zamek Książ 🏰');
  });

  it('reads nothing from a text that is not a WIFI: one', () => {
    expect(parseWifiQrText('http://192.168.1.5:3000/')).toBeNull();
    expect(parseWifiQrText('WIFI:T:WPA;;')).toBeNull();
  });
});

describe('what phones can join with', () => {
  it('accepts good settings', () => {
    expect(wifiProblem(WPA)).toBeNull();
    expect(wifiProblem({ ...WPA, security: 'WEP', password: 'abcde' })).toBeNull();
    expect(wifiProblem({ ...WPA, security: 'WEP', password: '0123456789' })).toBeNull();
    expect(wifiProblem({ ...WPA, security: 'nopass', password: '' })).toBeNull();
    expect(wifiProblem({ ...WPA, ssid: 'x'.repeat(32) })).toBeNull();
  });

  it('names each problem', () => {
    expect(wifiProblem({ ...WPA, ssid: '' })).toBe('ssidEmpty');
    // 11 × 3 bytes: 33 bytes in UTF-8 although only 11 characters.
    expect(wifiProblem({ ...WPA, ssid: '€'.repeat(11) })).toBe('ssidTooLong');
    expect(wifiProblem({ ...WPA, ssid: 'a\nb' })).toBe('controlCharacters');
    expect(wifiProblem({ ...WPA, password: 'short' })).toBe('wpaPassword');
    expect(wifiProblem({ ...WPA, password: 'x'.repeat(64) })).toBe('wpaPassword');
    expect(wifiProblem({ ...WPA, password: 'pässwört1' })).toBe('wpaPassword');
    expect(wifiProblem({ ...WPA, security: 'WEP', password: 'abcdef' })).toBe('wepPassword');
    expect(wifiProblem({ ...WPA, security: 'nopass' })).toBe('openWithPassword');
  });
});
