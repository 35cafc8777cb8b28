// class-transformer ships this module without a declaration of its own path.
declare module 'class-transformer/cjs/storage.js' {
  export const defaultMetadataStorage: unknown;
}
