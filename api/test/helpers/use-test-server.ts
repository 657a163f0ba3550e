import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';

/**
 * The file's test server (the real one, on a fresh database; `env` as in startTestServer) and the
 * demo host's session token: started before its tests, closed after. The set-up most API test
 * files write out; new ones call this.
 */
export function useTestServer(env: Record<string, string> = {}): {
  readonly server: TestServer;
  readonly token: string;
} {
  let server: TestServer | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    token = await server.login();
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server || token === undefined) throw new Error('useTestServer: the server starts in beforeAll');
    return { server, token };
  };
  return {
    get server() {
      return started().server;
    },
    get token() {
      return started().token;
    },
  };
}
