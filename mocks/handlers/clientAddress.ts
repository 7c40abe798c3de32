/**
 * The address of the client that sent a request, for limits kept per client (sign-in attempts).
 *
 * A handler sees only a fetch `Request`, which carries no socket, so the host puts the address in
 * a header: the reference server (mocks/server.ts) deletes whatever a client sent under this name
 * and writes the socket's address, so a client cannot pick its own address to dodge a limit. In
 * the browser there is one client, the page itself, and no host sets the header.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

/** The address the host recorded, or `'local'` when there is none (the in-browser mock, tests). */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'local';
}
