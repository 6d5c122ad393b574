import { bannerStates } from '../../contract/bannerRules';
import { layoutTypes } from '../../contract/enums';

/** The screens a banner can be placed on, labelled from the shared `app.layout_types`. */
export const layoutTypeChoices = layoutTypes.map((type) => ({ id: type, name: `app.layout_types.${type}` }));

/** Where a banner stands now (Active now, Scheduled, Ended, Disabled), for the list's filter. */
export const bannerStateChoices = bannerStates.map((state) => ({ id: state, name: `app.active_window.${state}` }));

/** What a new banner starts with: the home screen, first, from now on, enabled. */
export const newBanner = (status: 'E' | 'D') => ({ layoutType: 'home', position: 1, startAt: new Date().toISOString(), endAt: null, status });
