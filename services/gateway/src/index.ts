// What other workspaces (the system tests) use of the gateway; the process itself starts from main.ts.
export { createApp, type GatewayDeps } from './app';
export { explorerRoutes } from './routes/explorer';
export { NeighborsResponse, PathsResponse, SubgraphResponse } from './routes/traversal';
export { loadConfig, type GatewayConfig } from './config';
export { openSqliteStorage } from './adapters/sqlite';
export { connectBackends } from './clients/backends';
export { Accounts } from './domain/accounts';
export { createRateLimiters } from './middleware/rate-limit';
export { servedOpenApiDocument } from './openapi-document';
export { runCli, type CliEnvironment } from './cli/admin-cli';
