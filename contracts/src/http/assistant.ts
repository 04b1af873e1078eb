import { z } from 'zod';
import { ASSISTANT_HISTORY_TURNS, ASSISTANT_MESSAGE_MAX_CHARS, ASSISTANT_TURN_MAX_CHARS } from '../rules/assistant';
import { SOURCE_TITLE_LANGS } from '../reference/sources';
import { envelope, errorAnswers } from './envelope';
import { fields } from './fields';

/**
 * The site's assistant (docs/product.md): a question and the conversation so far -> an answer
 * quoted or listed from the site's knowledge and the catalogue, with its sources.
 */

/** POST /assistant body: the question under the text rule, and at most ASSISTANT_HISTORY_TURNS earlier turns. */
export const assistantQuestion = z.object({
  message: fields.text(ASSISTANT_MESSAGE_MAX_CHARS),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: fields.text(ASSISTANT_TURN_MAX_CHARS) }))
    .max(ASSISTANT_HISTORY_TURNS)
    .optional()
    .transform((turns) => turns ?? [])
    .describe('Earlier turns, oldest first'),
});

export type AssistantQuestion = z.input<typeof assistantQuestion>;
export type AssistantTurn = z.output<typeof assistantQuestion>['history'][number];

/**
 * What a source link points at: a page of the site, an institute (/lpk/{id}), a vacancy
 * (/job-detail/{id}/{lpk_id}), a figure with its outside source and date (linked to the page of
 * the site that shows it), or the contact chat.
 */
export const ASSISTANT_SOURCE_KINDS = ['page', 'lpk', 'job', 'fact', 'contact'] as const;

export const assistantSource = z
  .object({
    title: z.string(),
    url: z.string(),
    kind: z.enum(ASSISTANT_SOURCE_KINDS),
    date: z.string().optional().describe('When the figure applies (ISO 8601, possibly "2023" or "2025-10"); facts only'),
    title_lang: z
      .enum(SOURCE_TITLE_LANGS)
      .optional()
      .describe("Language of an outside source's title when it keeps its own (a law's or a ministry's name); absent = the answer's language"),
  })
  .meta({ id: 'AssistantSource' });

/**
 * What the answer is: quoted from the knowledge, institutes or vacancies from the database, a
 * greeting, or a refusal (off topic, not in the knowledge, legal advice, or `fraud`: a how-to
 * for fraud such as faking a certificate, declined with the legitimate way; added in 1.9.0).
 */
export const ASSISTANT_ANSWER_KINDS = ['knowledge', 'lpk', 'job', 'greeting', 'off_topic', 'unknown', 'legal', 'fraud'] as const;

export const assistantAnswer = z
  .object({
    answer: z.string(),
    sources: z.array(assistantSource),
    kind: z.enum(ASSISTANT_ANSWER_KINDS),
    mode: z.enum(['offline', 'model']).describe("'offline': composed from the passages; 'model': written by the configured language model"),
  })
  .meta({ id: 'AssistantAnswer' });

/** The data of each server-sent event, in the order they come (api/src/modules/assistant/sse.ts). */
export const assistantStreamEvents = {
  /** The links, before the text. */
  sources: z.object({ sources: z.array(assistantSource), kind: z.enum(ASSISTANT_ANSWER_KINDS) }),
  /** More text (one or many). */
  delta: z.object({ text: z.string() }),
  /** The whole text so far is replaced (the model failed or strayed mid-way: the offline answer instead). */
  replace: z.object({ text: z.string() }),
  /** The complete answer; the last event. */
  done: assistantAnswer,
  /** Instead of done, on a server failure. */
  error: z.object({ message: z.string() }),
};

const STREAM_DESCRIPTION = [
  'With `Accept: text/event-stream`: server-sent events, each `event: <name>` and one `data:` line of JSON, in this order:',
  '`sources` {sources, kind}; `delta` {text} (one or many, appended); `replace` {text} (the whole text so far is replaced);',
  'then `done` (the AssistantAnswer) or, on a server failure, `error` {message}.',
].join(' ');

/**
 * POST /assistant. No login; a valid bearer token, when sent, makes the rate limit count per
 * account instead of per address. The answer is JSON unless the client asks for server-sent events.
 */
export const assistantRoute = {
  summary: 'Ask the assistant',
  tags: ['assistant'],
  body: assistantQuestion,
  response: {
    200: {
      description: 'The answer: a JSON envelope (Accept: application/json, the default) or a stream of server-sent events (Accept: text/event-stream)',
      content: {
        'application/json': { schema: envelope(assistantAnswer) },
        'text/event-stream': { schema: z.string().describe(STREAM_DESCRIPTION) },
      },
    },
    ...errorAnswers(422, 429),
  },
};

export type AssistantSourceKind = (typeof ASSISTANT_SOURCE_KINDS)[number];
export type AssistantSource = z.infer<typeof assistantSource>;
export type AssistantAnswerKind = (typeof ASSISTANT_ANSWER_KINDS)[number];
export type AssistantAnswer = z.infer<typeof assistantAnswer>;
export type AssistantStreamEvent = keyof typeof assistantStreamEvents;
export type AssistantStreamData<E extends AssistantStreamEvent> = z.infer<(typeof assistantStreamEvents)[E]>;
