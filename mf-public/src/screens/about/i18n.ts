import { addResources } from 'mf-shared';
import { ABOUT_COPY } from 'contracts';

/**
 * Strings of the about page. The copy itself (flow, data-sharing promise, FAQ) is one file shared
 * with the API's assistant, which answers from the same texts and links to them.
 */
addResources('public', { id: ABOUT_COPY.id, en: ABOUT_COPY.en });
