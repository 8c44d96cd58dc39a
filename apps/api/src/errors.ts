/** An error the client caused or may read: its message is pt-BR and goes out as `{message}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
