/** The spec's default status when an error says nothing about it. */
export const DEFAULT_ERROR_STATUS = 500;

function asStatus(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599 ? n : undefined;
}

/** An error's status: its statusCode, its status, the response's status, else 500. */
export function errorStatus(error: unknown, responseStatus?: number): number {
  const e = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus(responseStatus) ?? DEFAULT_ERROR_STATUS;
}
