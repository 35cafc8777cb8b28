/**
 * Whether an OpenID Provider says a token's email is verified (`email_verified`). The boolean `true` of OpenID
 * Connect Core §5.1, and the string `"true"` some providers put there instead (AWS Cognito; Glewlwyd in access tokens,
 * where its additional token values are strings): both are the provider's own, signed statement. Anything else
 * (absent, false, "1", "yes") is not.
 */
export function emailVerifiedClaim(value: unknown): boolean {
  return value === true || value === 'true';
}
