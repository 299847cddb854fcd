// The floor's gRPC backend: a unary method (and its multiplexed twin) answering a pre-rendered 10-triple JSON page (~3.6 KB), like
// QueryTriples with public_json.
'use strict';
const grpc = require('@grpc/grpc-js');
const loader = require('@grpc/proto-loader');
const { floor } = grpc.loadPackageDefinition(loader.loadSync(`${__dirname}/floor.proto`));
const { PAGE } = require('./page.cjs');
const server = new grpc.Server();
server.addService(floor.Floor.service, {
  Get: (_call, done) => done(null, { json: PAGE, count: 10 }),
  // The same page as a message on one open stream per client, matched by seq (what @tessera/grpc's Multiplexer does).
  Mux: (call) => {
    call.on('data', (req) => setImmediate(() => call.write({ json: PAGE, count: 10, seq: req.seq })));
    call.on('end', () => call.end());
  },
});
server.bindAsync(`127.0.0.1:${process.argv[2]}`, grpc.ServerCredentials.createInsecure(), (error) => {
  if (error) throw error;
  process.send('ready');
});
