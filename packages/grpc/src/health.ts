import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { protoPath } from 'grpc-health-check';

interface HealthClient extends grpc.Client {
  check(
    request: { service: string },
    options: grpc.CallOptions,
    callback: (error: grpc.ServiceError | null, response?: { status: string }) => void,
  ): void;
}

let HealthClientCtor: (new (address: string, credentials: grpc.ChannelCredentials) => HealthClient) | undefined;

function healthClientCtor() {
  if (!HealthClientCtor) {
    const definition = protoLoader.loadSync(protoPath, { keepCase: true, enums: String, defaults: true });
    const loaded = grpc.loadPackageDefinition(definition) as unknown as {
      grpc: { health: { v1: { Health: typeof HealthClientCtor } } };
    };
    HealthClientCtor = loaded.grpc.health.v1.Health;
  }
  return HealthClientCtor!;
}

/** A long-lived checker for one service address; `check()` resolves to the grpc.health.v1 status or "UNREACHABLE". */
export function createHealthChecker(address: string) {
  const Ctor = healthClientCtor();
  const client = new Ctor(address, grpc.credentials.createInsecure());
  return {
    check: (timeoutMs = 1000): Promise<string> =>
      new Promise((resolve) => {
        client.check({ service: '' }, { deadline: Date.now() + timeoutMs }, (error, response) =>
          resolve(error || !response ? 'UNREACHABLE' : response.status),
        );
      }),
    close: () => client.close(),
  };
}
