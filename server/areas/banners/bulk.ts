import { type BannerListQuery, bannerState } from '../../../contract/banners';
import { type BulkDefinition, setEnabledFlag } from '../../bulk/definition';
import { listedSelection } from '../../bulk/selection';
import { readBanners } from '../../lib/banners';
import { auditedBanner, deleteBanner, removeFiles } from './queries';

/** Banners are few and filtered by their state now, as their list does: in memory. */
async function bannerIds(db: Parameters<typeof readBanners>[0], { layoutType, status, state }: BannerListQuery) {
  const now = new Date();
  const banners = await readBanners(db, { layoutType });
  return banners.filter((item) => (!status || item.status === status) && (!state || bannerState(item, now) === state)).map((item) => item.id);
}

export const bannersBulk: BulkDefinition<'ui/banners', BannerListQuery> = {
  list: 'ui/banners',
  selection: listedSelection(bannerIds),
  actions: {
    enable: setEnabledFlag(auditedBanner, 'banners', 'E'),
    disable: setEnabledFlag(auditedBanner, 'banners', 'D'),
    delete: {
      apply: async (trx, step, id) => {
        const paths = await deleteBanner(trx, step.author, id);
        return () => removeFiles(step.app, paths);
      },
    },
  },
};
