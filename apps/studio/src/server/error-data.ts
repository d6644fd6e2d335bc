// Data an error carries to the client: the tRPC error formatter copies it into `error.data` (e.g. lint findings).
export class ErrorData extends Error {
  constructor(
    message: string,
    readonly data: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ErrorData";
  }
}
