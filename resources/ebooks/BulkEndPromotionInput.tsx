import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkParams } from '../../src/definitions/types';
import { TerritoryPicker } from './BulkPromotionInput';
import type { territoryChoices } from './ebookChoices';

/** The territory whose promotions the e-books' `end-promotion` bulk action ends; none chosen: every territory. */
export default function BulkEndPromotionInput({ onChange }: { onChange: (params: BulkParams | undefined) => void }) {
  const translate = useTranslate();
  const [territory, setTerritory] = useState<ReturnType<typeof territoryChoices>[number] | null>(null);
  useEffect(() => onChange({ promotion: territory ? { territory: territory.id as never } : {} }), [territory, onChange]);
  return (
    <TerritoryPicker value={territory} onChange={setTerritory} label={translate('app.bulk.confirm.territory')} helperText={translate('app.bulk.confirm.any_territory')} />
  );
}
