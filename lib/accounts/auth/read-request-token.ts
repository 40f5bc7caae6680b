// User calls carry `x-auth-token`, favourite calls `Authorization: Bearer`; every user route takes both.
export function readRequestToken(request: Request, header = 'x-auth-token'): string | null {
  const direct = request.headers.get(header)?.trim();
  if (direct) return direct;
  const authorization = request.headers.get('authorization')?.trim() ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? null;
}
