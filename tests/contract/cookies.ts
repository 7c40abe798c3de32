export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
  expired: boolean;
}

/** Parses a response's Set-Cookie headers; Max-Age=0 or a past Expires means "delete it". */
export function getSetCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map(parseSetCookie);
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const [key = '', ...values] = part.split('=');
    attributes.set(key.trim().toLowerCase(), values.join('=').trim());
  }
  const maxAge = attributes.get('max-age');
  const expires = attributes.get('expires');
  const expired =
    (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) < Date.now());
  return { name, value, attributes, expired };
}
