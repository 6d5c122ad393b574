import { authHeaders, failedResponse } from './http';

/**
 * Downloads a file only signed-in staff may read (an e-pub, an export): fetched with the
 * session's headers (a plain link would carry no Bearer token), then saved under `fileName`
 * from an object URL.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { headers: authHeaders() });
  if (!response.ok) throw failedResponse(response.status, await response.json().catch(() => ({})));
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob once the download starts; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
