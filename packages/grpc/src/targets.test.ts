import { parseTarget, resolveTarget } from './targets';

describe(resolveTarget.name, () => {
  it('keeps literal addresses and address lists as written, without asking DNS', async () => {
    const lookup = jest.fn();
    expect(await resolveTarget('127.0.0.1:50051', lookup)).toEqual(['127.0.0.1:50051']);
    expect(await resolveTarget('ipv4:127.0.0.1:7000,127.0.0.2:7000', lookup)).toEqual(['127.0.0.1:7000', '127.0.0.2:7000']);
    expect(await resolveTarget('[::1]:7000', lookup)).toEqual(['[::1]:7000']);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('gives every address a host name resolves to, once each and in a stable order', async () => {
    const lookup = async () => [
      { address: '10.0.0.7', family: 4 },
      { address: '10.0.0.3', family: 4 },
      { address: '10.0.0.7', family: 4 },
      { address: 'fd00::1', family: 6 },
    ];
    expect(await resolveTarget('triples:50051', lookup)).toEqual(['10.0.0.3:50051', '10.0.0.7:50051', '[fd00::1]:50051']);
    expect(await resolveTarget('dns:///triples:50051', lookup)).toEqual(['10.0.0.3:50051', '10.0.0.7:50051', '[fd00::1]:50051']);
  });

  it('tells names from addresses', () => {
    expect(parseTarget('entities:50052')).toEqual({ kind: 'name', host: 'entities', port: '50052' });
    expect(parseTarget('10.1.2.3:50052')).toEqual({ kind: 'list', addresses: ['10.1.2.3:50052'] });
  });
});
