/**
 * Text both tiers show, written once: each area in its own file as `{ id, en }` trees under its
 * own prefix (`labels.<area>.*`; the validation vocabulary keeps `validation.*`). The API loads
 * every one of them (api/src/i18n/registry.ts); a front end adds the areas it shows to its
 * namespace with mf-shared's `addResources`.
 */
import { catalogueAnswerLabels, catalogueLabels } from './catalogue';
import { institutionLabels } from './institution';
import { messageLabels } from './messages';
import { personLabels } from './person';
import { profileLabels } from './profile';
import { quizLabels } from './quiz';
import { registrationLabels } from './registrations';
import { reportLabels } from './reports';
import { reviewLabels } from './reviews';
import { validationMessages } from './validation';

export { catalogueAnswerLabels, catalogueLabels, messageLabels, registrationLabels, reportLabels, validationMessages };
export { institutionLabels, personLabels, profileLabels, quizLabels };
export { reviewLabels };
export * from './about';

/** Every shared tree, for a tier that loads them all (the API). */
export const contractMessages = [
  catalogueLabels,
  catalogueAnswerLabels,
  validationMessages,
  registrationLabels,
  messageLabels,
  personLabels,
  profileLabels,
  quizLabels,
  institutionLabels,
  reportLabels,
  reviewLabels,
];
