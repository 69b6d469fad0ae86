import sharp from 'sharp';
/** A 1×1 PNG: the smallest real image for uploads. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF file: enough for its signature to say JPEG. */
export const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

/** A real image of this size in one colour, made with sharp. */
export async function imageOf(format: 'png' | 'jpeg', width: number, height: number, options: { exif?: Record<string, string> } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  if (options.exif) image = image.withExif({ IFD0: options.exif });
  // A copy on an ArrayBuffer of its own, as Blob parts want it.
  return Buffer.from(await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}
