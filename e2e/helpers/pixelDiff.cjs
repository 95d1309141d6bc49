/**
 * Worker thread of `matchBaseline` (visual.ts): decodes two PNGs, counts the
 * differing pixels with pixelmatch and encodes the diff image. It runs outside
 * jest's module sandbox, inside which pngjs's decoding and encoding run many
 * times slower.
 *
 * workerData: {expected, actual} (PNG bytes), threshold (pixelmatch's).
 * Posts {width, height, expectedWidth, expectedHeight, diffPixels, diff}:
 * diffPixels and diff (PNG bytes, differing pixels in red over the faded
 * baseline) are null when the sizes differ.
 */
'use strict';
const {parentPort, workerData} = require('node:worker_threads');
const pixelmatch = require('pixelmatch');
const {PNG} = require('pngjs');

const expected = PNG.sync.read(Buffer.from(workerData.expected));
const actual = PNG.sync.read(Buffer.from(workerData.actual));
const sizes = {
  width: actual.width,
  height: actual.height,
  expectedWidth: expected.width,
  expectedHeight: expected.height,
};
if (expected.width !== actual.width || expected.height !== actual.height) {
  parentPort.postMessage({...sizes, diffPixels: null, diff: null});
} else {
  const diff = new PNG({width: actual.width, height: actual.height});
  const diffPixels = pixelmatch(
    expected.data,
    actual.data,
    diff.data,
    actual.width,
    actual.height,
    {threshold: workerData.threshold},
  );
  parentPort.postMessage({
    ...sizes,
    diffPixels,
    diff: diffPixels > 0 ? PNG.sync.write(diff) : null,
  });
}
