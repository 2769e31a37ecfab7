import { fillPath, type EndpointInput, type JsonEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';
import { toSnakeKeys } from '@/contract/wire-case';

/**
 * Sends one body to an endpoint of the contract with navigator.sendBeacon, which the browser delivers
 * even while the page is being hidden or closed, and whose answer nobody reads. No headers can ride
 * along, so the body is plain text (a CORS-safe type; the server reads the text as JSON either way).
 * Without sendBeacon, a keepalive fetch does the same. Answers whether the browser took it.
 */
export function sendBeacon<E extends JsonEndpoint>(endpoint: E, body: EndpointInput<E>['body']): boolean {
  const url = `${API_PREFIX}${fillPath(endpoint.path)}?client_type=web`;
  const text = JSON.stringify(toSnakeKeys(body));
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      return navigator.sendBeacon(url, new Blob([text], { type: 'text/plain;charset=UTF-8' }));
    }
    void fetch(url, { method: 'POST', body: text, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
