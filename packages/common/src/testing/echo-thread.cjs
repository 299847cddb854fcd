// A thread for threads.test.ts: answers what it got, with the thread's workerData; 'exit' ends the thread mid-task.
'use strict';
const { workerData } = require('piscina');
module.exports = async (request) => {
  if (request.op === 'exit') process.exit(3);
  if (request.op === 'fail') throw new Error('task failed');
  return { got: request.op, bytes: request.buffer?.byteLength ?? 0, data: workerData };
};
