/// <reference types="vite/client" />
declare const __TEST_MODE__: boolean;

/** A part of a language's dictionary as JSON text (src/locales/translation-parts.ts), cut by the build (vite.config.ts). */
declare module '*/translations.json?raw&part=core' {
  const json: string;
  export default json;
}
declare module '*/translations.json?raw&part=pages' {
  const json: string;
  export default json;
}
declare module '*/translations.json?raw&part=work' {
  const json: string;
  export default json;
}
declare module '*/translations.json?raw&part=files' {
  const json: string;
  export default json;
}
declare module '*/translations.json?raw&part=dashboards' {
  const json: string;
  export default json;
}
