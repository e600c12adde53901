/** Picture uploads (SPEC 2.4, 5, 8, 9): limits and messages, spelled exactly as SPEC spells them. */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: 'Avatar picture size can not exceed 2MB!',
  uploading: 'Pictures are being uploaded...',
  failed: 'Upload failed',
  notFound: 'File not found',
  imagesOnly: 'Only pictures can be uploaded (PNG, JPEG, GIF or WebP).',
} as const;

/** SPEC 8: 'The limit is 10, you selected N files this time, add up to M totally'. */
export function uploadLimitMessage(selected: number, alreadyChosen: number): string {
  return `The limit is ${UPLOAD_MAX_FILES}, you selected ${selected} files this time, add up to ${
    selected + alreadyChosen
  } totally`;
}

export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const IMAGE_TYPES = new Set(UPLOAD_ACCEPT.split(','));

interface ChosenFile {
  size: number;
  type: string;
}

/**
 * What is wrong with a selection before it is sent: too many files in all (counting those already
 * in the list), then any file over 2 MB, then any file that is not a picture. null when it may go.
 * The server checks the bytes again; this only spares the traveller a wasted upload.
 */
export function uploadSelectionError(
  files: readonly ChosenFile[],
  alreadyChosen: number,
): string | null {
  if (files.length + alreadyChosen > UPLOAD_MAX_FILES)
    return uploadLimitMessage(files.length, alreadyChosen);
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return UPLOAD_MESSAGES.tooLarge;
  if (files.some((f) => !IMAGE_TYPES.has(f.type))) return UPLOAD_MESSAGES.imagesOnly;
  return null;
}
