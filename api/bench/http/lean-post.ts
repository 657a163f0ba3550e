// The platform bench's HTTP client: node:http on kept-alive sockets. Its thousands of operators share
// the two cores with the servers they measure, and `fetch` (WHATWG streams and headers on undici)
// costs the client several times more CPU and garbage a request, which the servers' figures then
// carry as stalls of the client's event loop.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface LeanResponse {
  status: number;
  /** A header of the answer by its lower-case name. */
  header(name: string): string | undefined;
  text: string;
}

/** POSTs `body` as JSON to `url` with `headers`; the whole answer as text. */
export function leanPost(url: string, headers: Record<string, string>, body: string): Promise<LeanResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            header: (name) => {
              const value = res.headers[name];
              return Array.isArray(value) ? value[0] : value;
            },
            text,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A GraphQL operation POSTed to `${apiUrl}/graphql` with the bearer `token`; the raw answer. A named
 * operation is sent with its `operationName`, under which the server's own metrics time it.
 */
export function postGraphql(
  apiUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<LeanResponse> {
  const operationName = /^\s*(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(query)?.[1];
  const body = JSON.stringify(operationName ? { operationName, query, variables } : { query, variables });
  return leanPost(`${apiUrl}/graphql`, { authorization: `Bearer ${token}` }, body);
}
