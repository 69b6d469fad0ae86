/** The logo file types the server accepts (image files only, PNG or JPG). */
export const LOGO_FILE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Whether a chosen file is a PNG or JPEG image. The browser's file type is used; when it has none
 * (some systems give unknown files an empty type) the extension decides.
 */
export function isLogoFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type !== '') return (LOGO_FILE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return /\.(png|jpe?g)$/i.test(file.name);
}
