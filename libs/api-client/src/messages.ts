/** User-facing messages of the client (spec §8), in one place. */
export const API_MESSAGES = {
  /** Spec §8: the default when the server sends no message. */
  noResponseData: '服务器未返回有效数据，请稍后重试',
  /** Spec §8 HTTP 401 default. */
  unauthorized: '认证失败',
  /** Spec §8 HTTP 413 default. */
  tooLarge: '文件大小超出限制，请重新选择',
  timeout: '请求超时，请检查网络后重试',
  network: '网络连接异常，请检查网络后重试',
  /** Issue 21 §1: a download refused without a session (the §8 401 handling follows). */
  downloadUnauthorized: '登录已失效，请重新登录后下载',
  /** Issue 21 §1: any other failed download. */
  downloadFailed: '文件下载失败，请稍后重试',
} as const;
