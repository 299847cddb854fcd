// A partitions thread that takes every message and never answers: what a native library spinning forever looks like
// from the service's side (partition-thread.test.ts).
'use strict';
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => undefined);
