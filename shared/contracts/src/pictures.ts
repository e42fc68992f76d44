/**
 * Pictures the admin uploads for the site's cards (catalogue items, ventures): formats every
 * browser shows. GIF is left out: a card picture is a still, and an animated one would distract.
 * The admin's file picker and the services check the same list.
 */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** What the admin's picker says it takes. */
export const pictureHint = (maxBytes: number) => `PNG, JPEG or WebP, at most ${megabytes(maxBytes)}.`;

/** Why a chosen file cannot be a card picture, or null when it can; the service checks again. */
export function pictureProblem(file: { size: number; type: string }, maxBytes: number): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a PNG, JPEG or WebP picture.';
  if (file.size === 0) return 'This file is empty. Please choose another picture.';
  if (file.size > maxBytes) return `This picture is ${megabytes(file.size)}; the limit is ${megabytes(maxBytes)}.`;
  return null;
}
