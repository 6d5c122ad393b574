import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canAccess } from '../../../contract/access';
import { type EditorialResource, editorialAreaOf } from '../../../contract/lifecycle';
import { type Revision, type RevisionSummary, revisionsOperations as operations } from '../../../contract/revisions';
import { forbidden, notFound } from '../../errors';
import { route } from '../../lib/route';
import { restoreRevision } from '../../editorial/save';
import { compareRecords } from '../../revisions/compare';
import { listRevisions, readRevision, recordExists } from '../../revisions/read';
import { editorialSourceOf } from '../../editorial/sources';

/** A revision without its record. */
const summaryOf = ({ number, at, author, action }: Revision): RevisionSummary => ({ number, at, author, action });

const missingRecord = 'No such record';
const missingRevision = 'No such revision';

/**
 * The revisions of the editorial records (contract/revisions.ts, docs/api.md "Revisions"): a
 * record's list, one revision, two compared. Kept by every audited change of such a record
 * (server/revisions/keep.ts), with the sources server/areas/editorial/ registers.
 */
const revisionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /** A reader who may not open the resource's area gets a 403, whatever the record. */
  const checkAccess = (request: FastifyRequest, resource: EditorialResource) => {
    if (!canAccess(request.user!.role, editorialAreaOf[resource])) throw forbidden();
  };

  route(app, operations.listRevisions, async (request) => {
    const { resource, recordId } = request.query;
    checkAccess(request, resource);
    const revisions = await listRevisions(db, resource, recordId);
    if (revisions.length === 0 && !(await recordExists(db, resource, recordId))) throw notFound(missingRecord);
    return { resource, recordId, revisions };
  });

  /** A revision of the record, or the 404 that says which is unknown: the record, or the revision. */
  const revisionOf = async (resource: EditorialResource, recordId: number, number: number) => {
    const found = await readRevision(db, resource, recordId, number);
    if (found) return found;
    throw notFound((await recordExists(db, resource, recordId)) ? missingRevision : missingRecord);
  };

  route(app, operations.getRevision, async (request) => {
    const { resource, recordId, number } = request.query;
    checkAccess(request, resource);
    return revisionOf(resource, recordId, number);
  });

  route(app, operations.compareRevisions, async (request) => {
    const { resource, recordId, from, to } = request.query;
    checkAccess(request, resource);
    const [older, newer] = [await revisionOf(resource, recordId, from), await revisionOf(resource, recordId, to)];
    const changes = compareRecords(older.record, newer.record, editorialSourceOf(resource));
    return { resource, recordId, from: summaryOf(older), to: summaryOf(newer), changes };
  });

  route(app, operations.restoreRevision, async (request) => {
    const { resource, recordId, number } = request.body;
    checkAccess(request, resource);
    const { record } = await revisionOf(resource, recordId, number);
    return { resource, recordId, number, as: await restoreRevision(db, request, { resource, id: recordId, number, record }) };
  });
};

export default revisionsRoutes;
