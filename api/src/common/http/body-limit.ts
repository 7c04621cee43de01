/** What a request's body may be: how large, how long it may take to arrive, and whether it is an upload. */
export interface BodyLimit {
  maxBytes: number;
  timeoutMs: number;
  upload: boolean;
}
