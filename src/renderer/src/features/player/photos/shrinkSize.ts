import { PHOTO_SIZES } from '@shared/model/photos';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a photo is drawn at before it is sent: its long edge at most `longEdge` (a 12-megapixel photo
 * becomes about 300 KB instead of 4 MB over the venue Wi-Fi), its shape kept, never enlarged, whole
 * pixels and at least one each way.
 */
export function fitLongEdge(
  width: number,
  height: number,
  longEdge: number = PHOTO_SIZES.longEdge,
): PixelSize {
  const long = Math.max(width, height);
  if (!(long > 0) || !Number.isFinite(long)) return { width: 0, height: 0 };
  if (long <= longEdge) return { width: Math.round(width), height: Math.round(height) };
  // The long side exactly at the limit, the short one scaled and rounded (rounding never crosses it).
  const short = (Math.min(width, height) * longEdge) / long;
  const shortPx = Math.max(1, Math.round(short));
  return width >= height ? { width: longEdge, height: shortPx } : { width: shortPx, height: longEdge };
}
