/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SERVICES_HOST?: string;
}
