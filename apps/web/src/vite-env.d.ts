/// <reference types="vite/client" />
declare const __TEST_MODE__: boolean;
