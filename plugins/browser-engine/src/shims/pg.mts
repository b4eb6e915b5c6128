// pg for the worker: @contember/database imports it for its default client factory (a TCP
// connection to PostgreSQL), which the browser engine replaces with its PGlite client. Nothing of it
// runs in the worker; a call would mean a code path that opens a network connection.
export function Client(): never {
  throw new Error('pg.Client is not available in the browser engine: queries go to PGlite');
}
export default { Client };
