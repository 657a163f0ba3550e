import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths';

describe('which paths belong to the API', () => {
  it('REST, GraphQL and health paths do', () => {
    for (const p of [
      '/admin/validate-token',
      '/admin/stats',
      '/v2/admin/login',
      '/graphql',
      '/healthz',
      '/game/start',
      '/api/admin/login',
    ])
      expect(isApiPath(p)).toBe(true);
  });
  it('spelled as Express routes them: any case, trailing slash', () => {
    for (const p of ['/GRAPHQL', '/GraphQL/', '/Admin/Stats', '/V2/admin/login']) expect(isApiPath(p)).toBe(true);
    expect(isApiPath('/ADMIN')).toBe(false);
  });
  it("the super admin's page /admin and the web app's routes do not", () => {
    for (const p of ['/admin', '/admin/', '/dashboard', '/owner', '/graphiql', '/final/warning/x/ale/', '/'])
      expect(isApiPath(p)).toBe(false);
  });
});
