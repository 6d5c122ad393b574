import PeopleIcon from '@mui/icons-material/People';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MrrMovements } from '../../../contract/subscriptionFigures';
import { type MrrMovementKind, mrrMovementKinds } from '../../../contract/subscriptionFigureRules';
import { formatNumber } from '../../../src/format';
import { ExportButton } from './ExportButton';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { SignedAmounts } from './figureText';
import { MovementCustomersDialog } from './MovementCustomersDialog';
import type { FigureRange } from './subscriptionQueries';

/** Each kind of movement over the period: how many, the change of MRR it made per currency, and the customers behind it. */
export function MovementTotals({ query, range }: { query: UseQueryResult<MrrMovements>; range: FigureRange }) {
  const translate = useTranslate();
  const [opened, setOpened] = useState<MrrMovementKind | null>(null);
  const totals = query.data?.totals;
  const label = (key: string) => translate(`app.analytics.subscriptions.movements.${key}`);
  const title = label('totals');
  const rows = totals
    ? [
        ...mrrMovementKinds.map((kind) => {
          const name = label(`kinds.${kind}`);
          return {
            key: kind,
            header: name,
            cells: [
              formatNumber(totals[kind].customers),
              <SignedAmounts key="amount" amounts={totals[kind].amount} />,
              <Button
                key="customers"
                size="small"
                startIcon={<PeopleIcon />}
                disabled={totals[kind].customers === 0}
                onClick={() => setOpened(kind)}
                aria-label={translate('app.analytics.subscriptions.movements.show_customers_of', { kind: name })}
              >
                {label('show_customers')}
              </Button>,
            ],
          };
        }),
        { key: 'net', header: label('net'), cells: ['', <SignedAmounts key="net" amounts={totals.net} />, ''] },
      ]
    : [];
  return (
    <FigureSection title={title} error={query.error} actions={<ExportButton query={{ view: 'movements', interval: query.data?.interval, ...range }} name={title} />}>
      <FigureTable
        label={title}
        isPending={query.isPending}
        empty={translate('app.analytics.subscriptions.none')}
        columns={[{ label: label('kind') }, { label: label('count'), numeric: true }, { label: label('amount'), numeric: true }, { label: label('customers') }]}
        rows={rows}
      />
      {opened && <MovementCustomersDialog kind={opened} startDate={range.startDate} endDate={range.endDate} onClose={() => setOpened(null)} />}
    </FigureSection>
  );
}
