import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  define: {
    // The SPEC test mode ("fill with sample data") exists only in development and test builds.
    __TEST_MODE__: JSON.stringify(process.env.NODE_ENV !== 'production' || process.env.VITE_TEST_MODE === 'true'),
  },
});
