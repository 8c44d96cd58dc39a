/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

// Vite's env typing merges by declaration, which only interfaces do.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
}
