import { Card, Stack } from '@mui/material';
import { RecordEdit } from '../../src/components/conflict/RecordEdit';
import { EbookFiles } from './EbookFiles';
import { EbookForm } from './EbookForm';
import { ReadinessPanel } from './ReadinessPanel';

/**
 * The e-book's release readiness, its fields, saved pessimistically so the server's field errors
 * land on the fields, and below them its files, which upload on their own.
 */
export default function EbookEdit() {
  return (
    <RecordEdit component="div">
      <Stack spacing={2}>
        <ReadinessPanel />
        <Card>
          <EbookForm />
        </Card>
        <EbookFiles />
      </Stack>
    </RecordEdit>
  );
}
