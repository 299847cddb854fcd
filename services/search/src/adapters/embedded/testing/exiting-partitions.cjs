// A partitions thread that dies on its first request (partition-thread.test.ts).
'use strict';
module.exports = () => process.exit(5);
