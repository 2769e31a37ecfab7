/**
 * The Content-Security-Policy directives: our own origin only, plus the realtime database socket.
 * Locally that is firebase-server on a loopback port, reachable as 127.0.0.1 or localhost (the page may
 * be opened under either name); in production it is the Firebase project, whose client is redirected to
 * shard hosts of the same domain, hence the wildcard on that domain.
 */
export function realtimeConnectSources(realtimeOrigin: string | undefined): string[] {
  if (!realtimeOrigin) return [];
  const url = new URL(realtimeOrigin);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (loopback) {
    const port = url.port ? `:${url.port}` : '';
    return ['127.0.0.1', 'localhost'].flatMap((host) => [`ws://${host}${port}`, `http://${host}${port}`]);
  }
  // e.g. my-project-default-rtdb.firebaseio.com → *.firebaseio.com (one label up)
  const parent = url.hostname.split('.').slice(1).join('.');
  const hosts = parent.includes('.') ? [url.hostname, `*.${parent}`] : [url.hostname];
  return hosts.flatMap((host) => [`wss://${host}`, `https://${host}`]);
}

/**
 * The origin of the search map's tile template (VITE_MAP_TILE_URL, README "Configure"), allowed as an
 * image source; nothing for a same-origin path, no template or a template that is not an http(s) URL.
 */
export function tileImageSources(template: string | undefined): string[] {
  if (!template || !/^https?:\/\//i.test(template)) return [];
  try {
    // The template's braces are not valid in a host; only the scheme and host are kept.
    return [new URL(template.replace(/\{[a-z]\}/gi, '0')).origin];
  } catch {
    return [];
  }
}

/**
 * The card gateway's hosts (decision 0013), only when the server is configured for it: Omise.js from its
 * CDN, which tokenizes against the vault (and may frame it), and Omise's PromptPay QR images; GB Prime
 * Pay's tokenization host (GBPRIMEPAY_API_URL). The default sandbox adds nothing.
 */
export function gatewaySources(
  gateway: string | undefined,
  gbApiUrl: string | undefined,
): { script: string[]; connect: string[]; img: string[]; frame: string[] } {
  if (gateway === 'omise')
    return {
      script: ['https://cdn.omise.co'],
      connect: ['https://vault.omise.co', 'https://api.omise.co'],
      img: ['https://api.omise.co'],
      frame: ['https://vault.omise.co'],
    };
  if (gateway === 'gbprimepay') {
    let origin = 'https://api.gbprimepay.com';
    try {
      if (gbApiUrl) origin = new URL(gbApiUrl).origin;
    } catch {
      // Not a URL: GB's production host (GBPRIMEPAY_API_URL is checked nowhere else).
    }
    return { script: [], connect: [origin], img: [], frame: [] };
  }
  return { script: [], connect: [], img: [], frame: [] };
}

/**
 * Social sign-in's hosts (decision 0024): locally the Auth emulator's origin (its relay iframe, its REST
 * calls and the gapi stand-in it serves); in production Google's identity APIs, gapi, and the project's
 * auth domain (the relay iframe). Nothing when social sign-in is off.
 */
export function socialAuthSources(
  socialAuth: { authDomain: string; emulatorUrl: string | null } | null | undefined,
): { script: string[]; connect: string[]; frame: string[] } {
  if (!socialAuth) return { script: [], connect: [], frame: [] };
  if (socialAuth.emulatorUrl) {
    const origin = new URL(socialAuth.emulatorUrl).origin;
    return { script: [origin], connect: [origin], frame: [origin] };
  }
  return {
    script: ['https://apis.google.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frame: [`https://${socialAuth.authDomain}`],
  };
}

/**
 * Origins the PWA may call besides ours (CSP_EXTRA_CONNECT_SOURCES, space or comma separated): the APIs of
 * the environments staff may switch to (decision 0040). Only http(s) origins are kept. Unset, as in the
 * local run, the browser refuses every other environment's API before any request leaves it.
 */
export function extraConnectSources(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(/[\s,]+/)
    .filter((source) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(source));
}

export function cspDirectives(
  realtimeOrigin: string | undefined,
  tileTemplate = process.env.VITE_MAP_TILE_URL,
  gateway = gatewaySources(process.env.PAYMENT_GATEWAY, process.env.GBPRIMEPAY_API_URL),
  social: { script: string[]; connect: string[]; frame: string[] } = { script: [], connect: [], frame: [] },
  extraConnect = extraConnectSources(process.env.CSP_EXTRA_CONNECT_SOURCES),
) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...gateway.script, ...social.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...tileImageSources(tileTemplate), ...gateway.img],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...realtimeConnectSources(realtimeOrigin), ...gateway.connect, ...social.connect, ...extraConnect],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ["'self'", ...gateway.frame, ...social.frame],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
}
