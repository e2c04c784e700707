/**
 * Errors a handler throws on purpose; the global error handler turns them into the API's shapes.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);

/** 422 with the first message as the headline (the app shows the first one). */
export function unprocessable(errors: FieldErrors): HttpError {
  const first = Object.entries(errors)[0];
  const message = first ? `${first[0]}: ${first[1][0]}` : 'The data is not valid';
  return new HttpError(422, message, errors);
}
