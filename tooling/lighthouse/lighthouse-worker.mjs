// One Lighthouse run in a plain Node process: tsx (which runs the bench) rewrites Lighthouse's own functions with
// esbuild's `__name` helper, and those functions are sent to the page, where `__name` does not exist.
// Usage: node lighthouse-worker.mjs <url> <chromium path>; prints {lhr, cspIssues} as JSON on stdout.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

// Root in a container has no user namespace sandbox; the GPU is absent.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
const [url, chromePath] = process.argv.slice(2);

const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
try {
  // Lighthouse's default config: the mobile form factor and simulated throttling (4x CPU slowdown, slow 4G).
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    // Performance holds the metrics and the bfcache audit; best practices the console's errors and the issues.
    onlyCategories: ['performance', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const cspIssues = result.artifacts.InspectorIssues?.contentSecurityPolicyIssue ?? [];
  process.stdout.write(JSON.stringify({ lhr: result.lhr, cspIssues }));
} finally {
  chrome.kill();
}
