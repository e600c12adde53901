import { describe, expect, test } from 'vitest';
import { UPLOAD_MESSAGES, uploadLimitMessage, uploadSelectionError } from './upload.rules.ts';

const png = (size = 1000) => ({ size, type: 'image/png' });

describe('picture uploads (SPEC 5, 8)', () => {
  test('the messages are spelled as SPEC spells them', () => {
    expect(UPLOAD_MESSAGES.tooLarge).toBe('Avatar picture size can not exceed 2MB!');
    expect(UPLOAD_MESSAGES.uploading).toBe('Pictures are being uploaded...');
    expect(UPLOAD_MESSAGES.failed).toBe('Upload failed');
    expect(UPLOAD_MESSAGES.notFound).toBe('File not found');
    expect(uploadLimitMessage(3, 8)).toBe(
      'The limit is 10, you selected 3 files this time, add up to 11 totally',
    );
  });

  test('an 11th file is refused with the limit message', () => {
    expect(uploadSelectionError([png()], 10)).toBe(
      'The limit is 10, you selected 1 files this time, add up to 11 totally',
    );
    expect(
      uploadSelectionError(
        Array.from({ length: 11 }, () => png()),
        0,
      ),
    ).toBe('The limit is 10, you selected 11 files this time, add up to 11 totally');
    expect(uploadSelectionError([png()], 9)).toBeNull();
  });

  test('a file over 2 MB is refused; exactly 2 MB is fine', () => {
    expect(uploadSelectionError([png(3 * 1024 * 1024)], 0)).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(uploadSelectionError([png(2 * 1024 * 1024)], 0)).toBeNull();
  });

  test('only pictures may be chosen', () => {
    expect(uploadSelectionError([{ size: 10, type: 'application/pdf' }], 0)).toBe(
      UPLOAD_MESSAGES.imagesOnly,
    );
    expect(uploadSelectionError([{ size: 10, type: 'image/jpeg' }], 0)).toBeNull();
  });
});
