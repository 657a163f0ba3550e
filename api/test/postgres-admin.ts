import { Client } from 'pg';

export const TEMPLATE_DB = 'bingo_test_template';

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export async function withDatabase(
  url: string,
  run: (sql: (text: string) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run((text) => client.query(text));
  } finally {
    await client.end();
  }
}
