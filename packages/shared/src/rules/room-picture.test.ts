import { describe, expect, it } from 'vitest';
import { isRoomPictureType, pictureTypeOf } from './room-picture.ts';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('pictureTypeOf', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(pictureTypeOf(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13))).toBe('image/png');
    expect(pictureTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(pictureTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever the file is called', () => {
    expect(pictureTypeOf(bytes('hello, this is text'))).toBeNull();
    expect(pictureTypeOf(bytes('GIF89a', 1, 0, 1, 0))).toBeNull();
    expect(pictureTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // A RIFF file that is not WebP (a WAV sound).
    expect(pictureTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    // Cut short: a PNG signature needs all eight bytes.
    expect(pictureTypeOf(bytes(0x89, 'PNG'))).toBeNull();
    expect(pictureTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('isRoomPictureType', () => {
  it('allows the three declared types only', () => {
    expect(isRoomPictureType('image/png')).toBe(true);
    expect(isRoomPictureType('image/jpeg')).toBe(true);
    expect(isRoomPictureType('image/webp')).toBe(true);
    expect(isRoomPictureType('image/gif')).toBe(false);
    expect(isRoomPictureType('image/svg+xml')).toBe(false);
    expect(isRoomPictureType('')).toBe(false);
  });
});
