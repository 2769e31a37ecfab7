/**
 * Hands a calendar file to the browser as a download: a Blob behind an object URL and a link clicked in
 * the same user gesture (no network, works offline). The URL is released a little later, since some
 * browsers read the Blob after the click returns.
 */
export function downloadCalendarFile(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
