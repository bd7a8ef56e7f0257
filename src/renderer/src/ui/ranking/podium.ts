import type { LeaderboardEntry } from '@shared/wire/payloads';

export type PodiumPlace = 1 | 2 | 3;

/** Left to right, as on the big screen's podium and the keepsake's: second, first, third. */
const PODIUM_ORDER: readonly PodiumPlace[] = [2, 1, 3];

/** The first three in podium order, each with its guest (none when fewer played). */
export function podiumPlaces(
  ranking: readonly LeaderboardEntry[],
): { place: PodiumPlace; entry: LeaderboardEntry | undefined }[] {
  return PODIUM_ORDER.map((place) => ({ place, entry: ranking[place - 1] }));
}
