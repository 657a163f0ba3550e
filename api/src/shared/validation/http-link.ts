import { badInput } from '../errors/app-error';

/** An http(s) address without embedded credentials, as sent to hosts' browsers. */
export function parseHttpLink(value: unknown, field = 'link'): string {
  let link: URL;
  try {
    link = new URL(String(value));
  } catch {
    throw badInput(`${field} must be an http(s) address`);
  }
  if (link.protocol !== 'https:' && link.protocol !== 'http:') throw badInput(`${field} must be an http(s) address`);
  if (link.username || link.password) throw badInput(`${field} must not carry credentials`);
  return link.toString();
}
