import { required, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PublicationKind } from '../../contract/enums';
import { magazineBrandChoices } from './ebookChoices';

/** The magazine's brand, asked for magazines only (the server stores none for a book). */
export function MagazineBrandInput() {
  const type = useWatch({ name: 'type' }) as PublicationKind;
  if (type !== PublicationKind.MAGAZINE) return null;
  return <SelectInput source="magazineBrand" choices={magazineBrandChoices} translateChoice={false} validate={required()} />;
}
