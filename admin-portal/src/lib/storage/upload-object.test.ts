import { describe, expect, it } from 'vitest';
import { IMAGES } from 'shared-ui/uploads';
import { uploadFailureMessage } from './upload-object';

describe('upload failures', () => {
  it('explains the server’s refusals', () => {
    const file = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    expect(
      uploadFailureMessage(
        file,
        IMAGES,
        400,
        '{"statusCode":"413","code":"EntityTooLarge","error":"Payload too large"}',
      ),
    ).toMatch(/too large for the server \(limit 10 MB\)/);
    expect(
      uploadFailureMessage(
        file,
        IMAGES,
        400,
        '{"statusCode":"415","code":"InvalidMimeType","message":"mime type text/plain is not supported"}',
      ),
    ).toMatch(/file type is not allowed/);
    expect(
      uploadFailureMessage(
        file,
        IMAGES,
        400,
        '{"statusCode":"403","code":"AccessDenied","message":"new row violates row-level security policy"}',
      ),
    ).toMatch(/permission/);
  });
});
