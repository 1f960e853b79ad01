// Errors a service or route may throw. The error handler turns each into the `/api/v1` envelope:
// `code` 201 travels with HTTP 200 (understood and refused); every other code is also the HTTP status.
export type ApiCode = 201 | 400 | 401 | 403 | 404 | 413 | 429 | 500;

export class ApiError extends Error {
  readonly code: ApiCode;
  readonly data: unknown;
  constructor(code: ApiCode, msg: string, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** The request was understood and refused (validation, business rule); `msg` is shown to the user as is. */
export const refuse = (msg: string, data: unknown = null) => new ApiError(201, msg, data);
export const unauthorized = (msg = '请先登录!') => new ApiError(401, msg);
export const forbidden = (msg = '无权访问') => new ApiError(403, msg);
/** Also used for another user's rows: they must look exactly like missing ones. */
export const notFound = (msg = '内容不存在') => new ApiError(404, msg);
export const tooLarge = (msg = '文件过大') => new ApiError(413, msg);
export const tooMany = (msg = '操作过于频繁，请稍后再试') => new ApiError(429, msg);
