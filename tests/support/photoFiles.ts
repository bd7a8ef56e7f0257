/** Test photos for the photo wall (issue 31): real JPEGs, one with a GPS position in its EXIF. */
import sharp from 'sharp';

/** A colourful JPEG of `width`×`height`, its colours from `seed`; `gps` writes a GPS position and a camera serial. */
export async function testJpeg(seed = 1, { width = 2400, height = 1600, gps = false } = {}): Promise<Buffer> {
  const r = (seed * 71) % 256;
  const g = (seed * 131) % 256;
  const b = (seed * 199) % 256;
  const image = sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="rgb(${b},${r},${g})"/></svg>`,
      ),
    },
  ]);
  const exif = gps
    ? {
        IFD0: { Make: 'TestCam', Model: 'Wedding 1', Software: 'photo-test' },
        IFD2: { BodySerialNumber: 'SERIAL-12345' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2964/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 4020/100',
        },
      }
    : undefined;
  return (exif ? image.withExif(exif) : image).jpeg({ quality: 90 }).toBuffer();
}
