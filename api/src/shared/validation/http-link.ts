import { refuse } from '../errors/app-error';

/** An http(s) address without embedded credentials, as sent to hosts' browsers. */
export function parseHttpLink(value: unknown, field = 'link'): string {
  let link: URL;
  try {
    link = new URL(String(value));
  } catch {
    throw refuse('LINK_NOT_HTTP', { field });
  }
  if (link.protocol !== 'https:' && link.protocol !== 'http:') throw refuse('LINK_NOT_HTTP', { field });
  if (link.username || link.password) throw refuse('LINK_CREDENTIALS', { field });
  return link.toString();
}
