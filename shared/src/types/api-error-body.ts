export interface ApiFieldError {
  field: string;
  messages: string[];
}

/** Body of every API error answer; `code` is an ErrorCode, `message` German text. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: ApiFieldError[];
  /** ACCESS_CHANGED and SESSION_ENDED: why the session ended, a SessionEndCause. */
  reason?: string;
}
