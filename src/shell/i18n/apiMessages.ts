import { apiMessages } from '../../../contract/apiMessages';

/**
 * The messages the server words by code (contract/apiMessages.ts, docs/api.md "Errors"): a field's
 * error, a refusal, or the console's own check of the same rule. The English is the server's own;
 * dataProvider/errorMessages.ts and src/components/codedMessages.ts show them in the reader's language.
 */
export const apiMessageCatalogue = { app: { api_messages: apiMessages } };
