import type { PhotoRulesPayload } from '@shared/wire/photoSchemas';
import { languageInfo, type Language } from '../../../i18n/languages';
import type { PhoneT } from '../phoneT';
import type { UploadOutcome } from './uploadReply';

type Refusal = Extract<UploadOutcome, { kind: 'refused' }>;

/** "One photo every 10 seconds at most. Up to 20 photos each.": the rules as a guest is told them. */
export function limitsWords(t: PhoneT, rules: PhotoRulesPayload): string {
  const most = t('photos.most', { count: rules.perGuest });
  return rules.intervalSeconds > 0 ? `${t('photos.pace', { count: rules.intervalSeconds })} ${most}` : most;
}

/**
 * Why no photo can be shared now, said before the guest picks one rather than after it was sent for
 * nothing: sharing paused (a guest with photos still sees them), the album full, or their count reached.
 */
export function blockedWords(t: PhoneT, rules: PhotoRulesPayload, shared: number): string | null {
  if (!rules.on) return t('photos.errors.off');
  if (rules.full) return t('photos.errors.albumFull');
  return shared >= rules.perGuest ? t('photos.errors.perGuest', { count: rules.perGuest }) : null;
}

/** Why the laptop refused a photo, in the phone's words (with the seconds to wait, the count allowed). */
export function refusalWords(t: PhoneT, refusal: Refusal, rules: PhotoRulesPayload | null): string {
  const { problem, params } = refusal;
  switch (problem) {
    case 'tooSoon':
      return t('photos.errors.tooSoon', {
        count: Math.max(1, params.seconds ?? refusal.retryAfter ?? rules?.intervalSeconds ?? 1),
      });
    case 'perGuest':
      return t('photos.errors.perGuest', { count: params.count ?? rules?.perGuest ?? 0 });
    case null:
      return t('photos.errors.other', { status: refusal.status });
    default:
      return t(`photos.errors.${problem}`);
  }
}

/** A size in the language's own digits and unit: "120 kB", "120 ko", "1.4 MB". */
export function sizeWords(bytes: number, language: Language): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : bytes / 1024;
  return new Intl.NumberFormat(languageInfo(language).intl, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(value);
}
