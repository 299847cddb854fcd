// The floor's front: express in a node:cluster of 2 workers, like the gateway, without its middleware.
//   GET /direct  answers the page itself (express + HTTP alone)
//   GET /hop     asks the gRPC backend for it (express + one grpc-js unary call)
//   GET /mux     asks for it as a message on one long-lived bidi stream per worker
'use strict';
const cluster = require('node:cluster');
const [port, backendPort] = process.argv.slice(2);
if (cluster.isPrimary) {
  let up = 0;
  for (let i = 0; i < 2; i++) cluster.fork().on('message', () => ++up === 2 && process.send('ready'));
} else {
  const express = require('express');
  const grpc = require('@grpc/grpc-js');
  const loader = require('@grpc/proto-loader');
  const { floor } = grpc.loadPackageDefinition(loader.loadSync(`${__dirname}/floor.proto`));
  const { PAGE } = require('./page.cjs');
  const backend = new floor.Floor(`127.0.0.1:${backendPort}`, grpc.credentials.createInsecure());
  const app = express();
  app.set('etag', false);
  app.disable('x-powered-by');
  const send = (res, json, count) => res.status(200).type('application/json').send(`{"success":true,"data":${json},"count":${count}}`);
  app.get('/direct', (_req, res) => send(res, PAGE, 10));
  app.get('/hop', (req, res) => {
    backend.Get({ id: String(req.query.id ?? '') }, { deadline: Date.now() + 5000 }, (error, page) => (error ? res.status(503).end() : send(res, page.json, page.count)));
  });
  const waiting = new Map();
  let seq = 0;
  const mux = backend.Mux();
  mux.on('data', (page) => {
    const res = waiting.get(page.seq);
    waiting.delete(page.seq);
    if (res) send(res, page.json, page.count);
  });
  app.get('/mux', (req, res) => {
    waiting.set(++seq, res);
    mux.write({ id: String(req.query.id ?? ''), seq });
  });
  app.listen(Number(port), '127.0.0.1', () => process.send('ready'));
}
