import { Create } from 'react-admin';
import { useNewRecordFlag } from '../../src/components/editorial/useMayPublish';
import { newBanner } from './bannerChoices';
import { BannerForm } from './BannerForm';

/** A new banner; its images are added on the edit page, where the banner then opens. */
export default function BannerCreate() {
  const status = useNewRecordFlag();
  return (
    <Create redirect="edit" record={newBanner(status)}>
      <BannerForm />
    </Create>
  );
}
