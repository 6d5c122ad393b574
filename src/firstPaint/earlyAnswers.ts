/**
 * Answers the first paint fetched before the console's code had loaded (src/firstPaint/), each
 * handed once to the console's own call with the same method, URL and body (dataProvider/http.ts):
 * the request is sent once, and earlier. One not taken soon is dropped. The first paint is a script
 * of its own, inlined in index.html: the two meet on the page's global object.
 */
const scope = globalThis as { __earlyAnswers?: Map<string, Promise<Response>> };
const early = (scope.__earlyAnswers ??= new Map());
const keepFor = 15_000;

interface Request {
  method?: string;
  body?: unknown;
}

const keyOf = (url: string, { method = 'GET', body }: Request) => `${method} ${url} ${typeof body === 'string' ? body : ''}`;

/** Fetches `url` for the console to take later; answers a copy of the response for the first paint to read. */
export function fetchEarlyAnswer(url: string, init: RequestInit): Promise<Response> {
  const key = keyOf(url, init);
  const answer = fetch(url, init);
  // Taken or not, a failure is the console's call to show when it asks again.
  answer.catch(() => undefined);
  early.set(key, answer);
  setTimeout(() => early.get(key) === answer && early.delete(key), keepFor);
  return answer.then((response) => response.clone());
}

/** The answer fetched early for exactly this request, once; undefined otherwise. */
export function takeEarlyAnswer(url: string, request: Request): Promise<Response> | undefined {
  const key = keyOf(url, request);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}
