import { PHOTO_SIZES } from '@shared/model/photos';
import { fitLongEdge } from './shrinkSize';

type Drawable = ImageBitmap | HTMLImageElement;

/** The photo decoded upright (its EXIF orientation applied), or null when this browser cannot read it. */
async function decode(
  file: Blob,
): Promise<{ image: Drawable; width: number; height: number; done: () => void } | null> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() =>
      // An older engine knows no 'from-image' (a TypeError); its default is upright already.
      createImageBitmap(file).catch(() => null),
    );
    if (bitmap)
      return { image: bitmap, width: bitmap.width, height: bitmap.height, done: () => bitmap.close() };
  }
  return decodeWithImage(file);
}

/** Where createImageBitmap is missing or refuses: an <img> draws what the browser can show. */
async function decodeWithImage(file: Blob) {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  const done = (): void => URL.revokeObjectURL(url);
  return { image, width: image.naturalWidth, height: image.naturalHeight, done };
}

function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_SIZES.phoneQuality));
}

/**
 * The photo as the phone sends it: its long edge at most 1,600 px, a JPEG of about 300 KB, drawn upright.
 * A photo this browser cannot decode (a HEIC on a browser without HEIC) goes as it is: the laptop reads it.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const decoded = await decode(file).catch(() => null);
  if (!decoded) return file;
  try {
    const size = fitLongEdge(decoded.width, decoded.height);
    if (size.width === 0) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.image, 0, 0, size.width, size.height);
    const shrunk = await encode(canvas);
    // Drawn again, the photo also leaves its metadata (the GPS position) on the phone.
    return shrunk && shrunk.size > 0 ? shrunk : file;
  } catch {
    return file;
  } finally {
    decoded.done();
  }
}
