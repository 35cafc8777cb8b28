/**
 * The one comparison of email addresses in both apps (docs/identity-providers.md, "Emails"): an ASCII-only case fold,
 * `A`–`Z` to `a`–`z` and nothing else. JavaScript's `toLowerCase()` and PostgreSQL's `lower()` fold by Unicode rules,
 * which map look-alikes onto ASCII letters (KELVIN SIGN U+212A to `k`, U+0130 to `i`), so an address that merely looks
 * like an account's would find that account. Emails are stored folded; every lookup, unique index and list compares the
 * folded forms exactly.
 */
export function foldEmail(email: string): string {
  return email.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The same fold in SQL (immutable, so usable in an expression index): `emailFoldSql('email')`. */
export function emailFoldSql(expression: string): string {
  return `translate(${expression}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;
}
