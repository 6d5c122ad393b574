import { Create } from 'react-admin';
import { newBanner } from './bannerChoices';
import { BannerForm } from './BannerForm';

/** A new banner; its images are added on the edit page, where the banner then opens. */
export default function BannerCreate() {
  return (
    <Create redirect="edit" record={newBanner()}>
      <BannerForm />
    </Create>
  );
}
