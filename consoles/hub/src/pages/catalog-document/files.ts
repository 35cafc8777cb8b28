/** A document the admin picked (or an import produced), read in the browser: the hub never fetches a URL. */
export interface PickedFile {
  name: string;
  text: string;
  contentType: string;
}

export const readFile = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error(`The file ${file.name} could not be read.`));
    reader.readAsText(file);
  });

/** YAML for `.yaml`/`.yml` (as the server and hub-catalog decide), JSON otherwise. */
export const contentTypeOf = (name: string): string =>
  /\.ya?ml$/i.test(name) ? 'application/yaml' : 'application/json';

/** The default source name of an import: the file's base name (as `hub-catalog import` makes it). */
export const sourceOf = (name: string): string =>
  name
    .replace(/\.(?:json|ya?ml)$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '')
    .slice(0, 64)
    .replace(/[^a-z0-9]+$/, '') || 'import';
