// Self-hosted fonts (docs/DESIGN.md: nothing from a CDN). Arabic glyphs come from Noto Sans Arabic; the browser
// downloads a face only when text on the page uses it.
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-arabic/700.css';
