import { loadMcpConfig } from './config';

describe(loadMcpConfig.name, () => {
  it('takes the key and the URL, defaulting to the local gateway', () => {
    expect(loadMcpConfig({ TESSERA_API_KEY: 'kg_x' })).toEqual({ TESSERA_URL: 'http://127.0.0.1:8080', TESSERA_API_KEY: 'kg_x' });
  });

  it('reports every bad variable together', () => {
    expect(() => loadMcpConfig({ TESSERA_URL: 'nope' })).toThrow(/TESSERA_URL must be a URL.*TESSERA_API_KEY is required/);
  });
});
