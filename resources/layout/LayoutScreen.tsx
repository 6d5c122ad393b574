import { Suspense, useState } from 'react';
import { ResourceContextProvider } from 'react-admin';
import type { LayoutType } from '../../contract/enums';
import { layoutIdOf } from '../../contract/layoutRules';
import { HistoryPanel } from '../../src/audit/lazyHistoryPanel';
import { EditorialPanel } from '../../src/components/editorial/lazyEditorialPanel';
import { RevisionsPanel } from '../../src/components/revisions/lazyRevisionsPanel';
import { LayoutEditor } from './LayoutEditor';

/** The layout's name as a record of the editorial lifecycle (contract/resources/layout.ts). */
const resource = 'ui/layout';

/**
 * One screen's layout as a record of the editorial lifecycle (docs/api.md "Layouts"): its
 * publication panel (its state, the steps the role may take, a change waiting), the editor with
 * its phone preview, then its History and Revisions; a revision chosen there is drawn in the
 * phone preview.
 */
export function LayoutScreen({ layoutType }: { layoutType: LayoutType }) {
  const id = String(layoutIdOf(layoutType));
  const [revision, setRevision] = useState<number | null>(null);
  return (
    <ResourceContextProvider value={resource}>
      <Suspense fallback={null}>
        <EditorialPanel audit={resource} id={id} />
      </Suspense>
      <LayoutEditor layoutType={layoutType} revision={revision} onLeaveRevision={() => setRevision(null)} />
      <Suspense fallback={null}>
        <HistoryPanel audit={resource} id={id} />
      </Suspense>
      <Suspense fallback={null}>
        <RevisionsPanel audit={resource} id={id} onShow={setRevision} />
      </Suspense>
    </ResourceContextProvider>
  );
}
