import { contentTypes } from '../../contract/enums';

/** The feed's list, where react-admin's redirects ("list") cannot point: it is not at `/feeds`. */
export const feedListPath = '/feeds/list';

/** Content types, labelled Book, Magazine, News, Videos and Premium. */
export const contentTypeChoices = contentTypes.map((type) => ({ id: type, name: `app.content_types.${type}` }));
