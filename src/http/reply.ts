/**
 * What an HTTP handler answers with. Its own module so that the server (which writes replies) and
 * error-response.ts (which turns failures into replies) both depend on it and not on each other.
 */
export interface Reply {
  status: number;
  /** A Buffer is sent as it is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  contentType?: string;
}
