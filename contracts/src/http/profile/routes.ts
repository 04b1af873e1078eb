import { z } from 'zod';
import { envelope, errorAnswers } from '../envelope';
import { user } from '../user';
import { additionalInfoData, additionalInfoSchema } from './additional-info';
import { educationData, educationSchema } from './education';
import { essayData, essaySchema } from './essay';
import { familyData, familySchema } from './family';
import { profileUpdateSchema } from './general';
import { ktpData, ktpSchema } from './ktp';
import { quizData, quizOptions, quizSchema } from './quiz';
import { completeness, type PROFILE_SECTIONS, sectionAnswer, type SectionKey, type SectionPath } from './sections';

/** The route schemas of the caregiver's own profile (api/src/modules/profile/routes.ts). */

const tags = ['profile'];
const security = [{ bearer: [] }];

/** GET /api/lpk/profile */
export const profileRoute = {
  summary: 'The caregiver: the user and the completeness of every profile section',
  tags,
  security,
  response: { 200: envelope(z.object({ user, completeness })), ...errorAnswers(401) },
};

/** POST /api/lpk/profile */
export const profileUpdateRoute = {
  summary: 'Change name, phone, language or login email (a new email takes the current password)',
  tags,
  security,
  body: profileUpdateSchema,
  response: { 200: envelope(z.object({ user })), ...errorAnswers(401, 403, 422) },
};

/** POST /api/lpk/profile/avatar (multipart field `avatar`: an image of at most 2 MB, stored as a square WebP) */
export const profileAvatarRoute = {
  summary: 'Replace the profile photo (multipart field `avatar`)',
  tags,
  security,
  consumes: ['multipart/form-data'],
  response: { 200: envelope(z.object({ avatar_url: z.string().nullable(), user })), ...errorAnswers(401, 413, 415, 422) },
};

export const ktpOptions = z.object({ provinces: z.array(z.object({ code: z.string(), name: z.string() })) });

/** Each section's data (as stored and answered), request body and the extra choices its answers carry. */
const SECTION_SCHEMAS = {
  ktp: { title: 'KTP (identity card)', data: ktpData, body: ktpSchema, answer: sectionAnswer(ktpData).extend({ options: ktpOptions }) },
  education: { title: 'education', data: educationData, body: educationSchema, answer: sectionAnswer(educationData) },
  family: { title: 'family and emergency contact', data: familyData, body: familySchema, answer: sectionAnswer(familyData) },
  additional_info: { title: 'health, habits and documents', data: additionalInfoData, body: additionalInfoSchema, answer: sectionAnswer(additionalInfoData) },
  quiz: {
    title: 'Japanese certificates, study and self-assessment',
    data: quizData,
    body: quizSchema,
    answer: sectionAnswer(quizData).extend({ options: quizOptions }),
  },
  essay: { title: 'work history and essays', data: essayData, body: essaySchema, answer: sectionAnswer(essayData) },
} as const satisfies Record<SectionKey, { title: string; data: z.ZodType; body: z.ZodType; answer: z.ZodType }>;

function sectionRoutes<K extends SectionKey>(key: K) {
  const { title, body, answer } = SECTION_SCHEMAS[key];
  // The OpenAPI operationId of each (profileSectionKtp, profileSectionKtpSave, ...).
  const name = `profileSection${key.replace(/(^|_)([a-z])/g, (_m, _s: string, letter: string) => letter.toUpperCase())}`;
  return {
    get: { summary: `Read the profile section: ${title}`, operationId: name, tags, security, response: { 200: envelope(answer), ...errorAnswers(401) } },
    post: {
      summary: `Save the profile section: ${title}`,
      operationId: `${name}Save`,
      tags,
      security,
      body,
      response: { 200: envelope(answer), ...errorAnswers(401, 422) },
    },
  };
}

/** GET and POST /api/lpk/profile/<section path>, by section key. */
export const profileSectionRoutes = {
  ktp: sectionRoutes('ktp'),
  education: sectionRoutes('education'),
  family: sectionRoutes('family'),
  additional_info: sectionRoutes('additional_info'),
  quiz: sectionRoutes('quiz'),
  essay: sectionRoutes('essay'),
};

export type ProfileAnswer = z.infer<(typeof profileRoute.response)[200]>['data'];
export type SectionAnswer<K extends SectionKey> = z.infer<(typeof SECTION_SCHEMAS)[K]['answer']>;
/** The answer of a section by its URL segment ('additional-info' is the section additional_info). */
export type SectionAnswerOf<P extends SectionPath> = SectionAnswer<Extract<(typeof PROFILE_SECTIONS)[number], { path: P }>['key']>;
/** The section as stored (and answered: every field may be missing from data saved by an older schema). */
export type StoredSectionOf<P extends SectionPath> = NonNullable<SectionAnswerOf<P>['section']>;
export type AvatarAnswer = z.infer<(typeof profileAvatarRoute.response)[200]>['data'];
