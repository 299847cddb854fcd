export { createMcpServer, SERVER_INFO } from './server';
export { streamableHttpHandler } from './http';
