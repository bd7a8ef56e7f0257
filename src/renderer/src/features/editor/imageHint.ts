import { MAX_IMAGE_BYTES, megabytes } from '@shared/limits';

/** What an image field accepts, in words: the server's types and size limit. */
export const IMAGE_HINT = `PNG, JPEG, WebP or GIF, up to ${megabytes(MAX_IMAGE_BYTES)}.`;
