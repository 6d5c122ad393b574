import { z } from 'zod';
import { auditResources } from './audit';
import { defineOperations } from './operation';

/** Live updates (docs/api.md "Live updates"); the events' shapes are in contract/liveRules.ts. */

const presenceTarget = z.strictObject({
  resource: z.enum(auditResources),
  recordId: z.string().trim().min(1).max(60),
});

export const presentUser = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'PresentUser' });

export const liveOperations = defineOperations('live', {
  streamLiveEvents: {
    method: 'GET',
    path: '/api/live/events',
    access: 'account',
    eventStream: true,
    summary: 'The signed-in staff member’s event stream (Server-Sent Events): changes, their jobs, who has a record open',
    description:
      'A `text/event-stream` that stays open. Each message is `event: change | job | presence`, `id:` its number and `data:` JSON ' +
      '(docs/api.md "Live updates"). Only what the reader may see is sent: changes and presence of the areas their role opens, ' +
      'their own jobs. A reconnection that sends `Last-Event-ID` first gets what it missed within the last five minutes. ' +
      'A comment line every 25 seconds keeps it open; the stream ends when the session does.',
    responses: { 200: z.string().describe('text/event-stream') },
  },
  markPresent: {
    method: 'POST',
    path: '/api/live/presence',
    access: 'account',
    summary: 'Says that the caller has a record open (its edit page), and answers who else has',
    description:
      'Sent when the page opens and every 20 seconds while it stays open; a presence not renewed within a minute has left. ' +
      'The first call raises a `presence` event for the others who may open the record. 403 for a record the caller may not open.',
    body: presenceTarget,
    responses: { 200: z.object({ others: z.array(presentUser) }).meta({ id: 'Presence' }) },
    errors: [403],
  },
  markAbsent: {
    method: 'POST',
    path: '/api/live/presence/leave',
    access: 'account',
    summary: 'Says that the caller left a record’s edit page',
    body: presenceTarget,
    responses: { 204: z.null().describe('Left') },
  },
});
