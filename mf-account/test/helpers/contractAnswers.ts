/**
 * The fake API's answers checked against the contracts: every successful GET answer a screen test
 * gives, for an endpoint mf-account reads, must parse with the schema the real API answers with
 * (contracts/src/http). A fixture that drifts from the contract fails the test that used it.
 */
import {
  applicantDetail,
  applicantPage,
  auditLogItem,
  instituteDetail,
  instituteSummary,
  listing,
  lpkApplication,
  managedReviewPage,
  mailPreferences,
  myReport,
  operatorApplication,
  operatorAuditEntry,
  operatorInstitute,
  operatorReport,
  operatorReportsRoute,
  ownLpk,
  paged,
  registration,
  registrationPage,
  releaseLogEntry,
  reviewEligibility,
  sessionItem,
  staffOverview,
  threadMessages,
  threadPage,
  vacancy,
} from 'contracts';
import { z } from 'zod';
import type { Handler, Reply, SeenRequest } from '../../../mf-shared/test/helpers/server';

const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** GET path (`:id` a number) → the schema of the answer's `data`; `/api/lpk/messages` depends on its query. */
const ANSWERS: ReadonlyArray<readonly [RegExp, z.ZodType | ((request: SeenRequest) => z.ZodType)]> = [
  [/^\/api\/lpk\/institution\/registrations$/, applicantPage],
  [/^\/api\/lpk\/institution\/registrations\/\d+$/, applicantDetail],
  [/^\/api\/lpk\/institution\/listing$/, listing],
  [/^\/api\/lpk\/institution\/vacancies$/, items(vacancy)],
  [/^\/api\/lpk\/institution\/staff$/, staffOverview],
  [/^\/api\/lpk\/institution\/lpk$/, ownLpk],
  [/^\/api\/lpk\/lpk-applications\/mine$/, z.object({ application: lpkApplication.nullable() })],
  [/^\/api\/lpk\/registrations$/, registrationPage],
  [/^\/api\/lpk\/registrations\/\d+$/, registration],
  [/^\/api\/lpk\/me\/audit$/, paged(auditLogItem)],
  [/^\/api\/lpk\/sessions$/, items(sessionItem)],
  [/^\/api\/lpk\/institutes$/, paged(instituteSummary)],
  [/^\/api\/lpk\/institutes\/\d+$/, instituteDetail],
  [/^\/api\/lpk\/messages$/, (request) => (request.url.includes('registration_id=') ? threadMessages : threadPage)],
  [/^\/api\/lpk\/mail\/preferences$/, mailPreferences],
  [/^\/api\/lpk\/operator\/applications$/, items(operatorApplication)],
  [/^\/api\/lpk\/operator\/institutes$/, items(operatorInstitute)],
  [/^\/api\/lpk\/operator\/audit$/, items(operatorAuditEntry)],
  [/^\/api\/lpk\/operator\/release-log$/, items(releaseLogEntry)],
  [/^\/api\/lpk\/reports\/mine$/, items(myReport)],
  [/^\/api\/lpk\/operator\/reports$/, operatorReportsRoute.response[200].shape.data],
  [/^\/api\/lpk\/operator\/reports\/\d+$/, operatorReport],
  [/^\/api\/lpk\/reviews\/own$/, reviewEligibility],
  [/^\/api\/lpk\/institution\/reviews$/, managedReviewPage],
  [/^\/api\/lpk\/operator\/reviews$/, managedReviewPage],
];

/** Answers of this test that broke the contract ("GET /path: data.items.0.status: …"). */
const violations: string[] = [];

function check(request: SeenRequest, reply: Reply): void {
  if (request.method !== 'GET' || (reply.status ?? 200) !== 200) return;
  const body = reply.body as { status?: string; data?: unknown } | undefined;
  if (body?.status !== 'success') return;
  const path = request.url.split('?')[0]!;
  const found = ANSWERS.find(([pattern]) => pattern.test(path));
  if (!found) return;
  const schema = typeof found[1] === 'function' ? found[1](request) : found[1];
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) violations.push(`GET ${path}: data.${issue.path.join('.')}: ${issue.message}`);
  }
}

/** The handler, with each answer checked against the contract. */
export function checkedAgainstContracts(handler: Handler): Handler {
  return (request) => {
    const reply = handler(request);
    check(request, reply);
    return reply;
  };
}

/** Fails the test whose fake API answered outside the contract (registered by the helpers that start it). */
export function expectAnswersKeptTheContract(): void {
  expect(violations.splice(0)).toEqual([]);
}

afterEach(expectAnswersKeptTheContract);
