/**
 * A slug suggested from a name: "Café Tools 2" → "cafe-tools-2" (accents dropped, anything else a hyphen, at most
 * 63 characters, no hyphen at either end), the form every slug of the API takes.
 */
export const slugFrom = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 63)
    .replace(/-+$/, '');
