// How the browser tests launch Debian's chromium (playwright.config.ts; decision 0088).
//
// Chromium 156 preloads the address bar's popup as a WebUI page in a renderer of its own for every
// window, and in headless mode every browser context is a window: each test paid for two pages
// nobody sees. Loading eight pages twice took 21-24 s of browser CPU with them and 14.6-15 s without
// them (decision 0088). They are turned off with --disable-features. Chromium keeps only the last
// --disable-features it is given, so ours repeats Playwright's own list; browser-flags.test.ts fails
// when a Playwright upgrade disables a feature this list lacks.

/** The launch flags every browser test uses (the developers' guide). */
export const REQUIRED_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** The features Playwright 1.65 disables in chromium (its chromiumSwitches). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** The address bar's popups, preloaded for every window. */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

export const CHROMIUM_ARGS: string[] = [
  ...REQUIRED_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
