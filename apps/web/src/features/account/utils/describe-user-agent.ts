/** "Firefox on Windows" from a user-agent string; the order matters (Edge and Opera also say Chrome, Chrome says Safari). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export interface DeviceDescription {
  browser: string | null;
  system: string | null;
  mobile: boolean;
}

export function describeUserAgent(ua: string | null | undefined): DeviceDescription {
  if (!ua) return { browser: null, system: null, mobile: false };
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null,
    mobile: /Mobi|iPhone|Android/.test(ua),
  };
}
