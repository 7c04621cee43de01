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
}
