/**
 * Named errors that core and transport code throw; `toResponse` in handler.ts is the one
 * place that turns them into status codes. Anything else is a 500, logged, never shown.
 */

/** Field name → messages, as the browser forms show them. */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request could not be used; `fieldErrors` says what to correct. */
export class ValidationError extends HttpError {
  constructor(message = "Please correct the highlighted fields.", fieldErrors?: FieldErrors) {
    super(400, message, fieldErrors);
  }
}

/** 401: not signed in. */
export class UnauthorizedError extends HttpError {
  constructor(message = "Please sign in to continue.") {
    super(401, message);
  }
}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends HttpError {
  constructor(message = "You don't have permission to access this page.") {
    super(403, message);
  }
}

/** 404: no such thing. */
export class NotFoundError extends HttpError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}

/** 409: the request was valid but lost against the current state, e.g. a slot just taken. */
export class ConflictError extends HttpError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super(409, message, fieldErrors);
  }
}

/** 413: the body is larger than the endpoint takes; `fieldErrors` says how much it takes. */
export class PayloadTooLargeError extends HttpError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super(413, message, fieldErrors);
  }
}

/** 415: the body is not JSON (a form post or `text/plain`, as a page on another site could send). */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = "Send the request as JSON (Content-Type: application/json).") {
    super(415, message);
  }
}

/** 429: too many requests; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message, { _form: [message] });
  }
}

/** 502: a provider (Twilio, say) refused what the request asked for; it is kept and tried again. */
export class BadGatewayError extends HttpError {
  constructor(message: string) {
    super(502, message, { _form: [message] });
  }
}

/** 503: a service the request needs (e.g. the photo store) is down; nothing was changed. */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message, { _form: [message] });
  }
}
