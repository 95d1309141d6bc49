/**
 * Order of the browser spec files (jest `testSequencer`): by file name, the
 * specs that take a site copy (`siteCopyFor(` in their source) last, so the
 * copies `globalSetup` builds in the background have the whole run to get
 * done. A fixed order also keeps runs comparable with one another (jest's
 * default puts the slowest or last failed first, from its cache).
 */
'use strict';
const {readFileSync} = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** 1 for a spec that waits for a site copy, else 0. */
function rank(test) {
  return readFileSync(test.path, 'utf8').includes('siteCopyFor(') ? 1 : 0;
}

class BrowserSpecSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        path.basename(a.path).localeCompare(path.basename(b.path)),
    );
  }
}

module.exports = BrowserSpecSequencer;
