// A partitions thread that takes every request and never answers: what a native library spinning forever looks like
// from the service's side (partition-thread.test.ts).
'use strict';
module.exports = () => new Promise(() => undefined);
