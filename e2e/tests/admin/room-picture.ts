import { png } from '../../../apps/api/test/png';

/**
 * A real 320×200 PNG, as a room photo would be uploaded: a teal wall, a darker floor and a
 * table, so a person looking at the screenshot sees a picture rather than a blank.
 */
export function roomPng(width = 320, height = 200): Buffer {
  return png(width, height, (x, y) => {
    const floor = y > height * 0.7;
    const table = y > height * 0.55 && y < height * 0.62 && x > width * 0.25 && x < width * 0.75;
    const window = y > height * 0.12 && y < height * 0.42 && x > width * 0.08 && x < width * 0.38;
    return table ? [0, 117, 113] : window ? [255, 255, 255] : floor ? [207, 231, 229] : [0, 188, 181];
  });
}
