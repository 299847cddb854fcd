// The floor's gRPC backend: one unary method answering a pre-rendered 10-triple JSON page (~3.6 KB), like
// QueryTriples with public_json.
'use strict';
const grpc = require('@grpc/grpc-js');
const loader = require('@grpc/proto-loader');
const { floor } = grpc.loadPackageDefinition(loader.loadSync(`${__dirname}/floor.proto`));
const { PAGE } = require('./page.cjs');
const server = new grpc.Server();
server.addService(floor.Floor.service, { Get: (_call, done) => done(null, { json: PAGE, count: 10 }) });
server.bindAsync(`127.0.0.1:${process.argv[2]}`, grpc.ServerCredentials.createInsecure(), (error) => {
  if (error) throw error;
  process.send('ready');
});
