import { randomBytes } from 'node:crypto';
import { REVIEW_EDIT_DAYS } from 'contracts';
import { hashPassword } from '../../modules/auth/passwords';
import { invalidateCatalogue } from '../../modules/catalogue/cache';
import { lockLpkReviews, refreshLpkRating } from '../../modules/reviews/queries';
import { uniqueReferralCode } from '../../modules/users/referral';
import type { Db } from '../database';

/**
 * A few honest demo reviews (issue 34), so a new visitor sees what verified alumni reviews look
 * like: three at institute 1 (enough for its rating to be the reviews' average, one answered by the
 * LPK) and one at institute 2 (its rating stays the LPK's own, labelled self-declared). Each author
 * is an invented alumna with an approved registration at that LPK (its history backdated), at the
 * reserved .test domain, with a random password nobody knows: these accounts cannot sign in.
 */

interface DemoReview {
  lpkId: number;
  name: string;
  email: string;
  /** Months before today when she registered. */
  monthsAgo: number;
  ratings: [teaching: number, feeHonesty: number, documents: number, dormitory: number | null];
  body: string;
  reply?: string;
}

const REVIEWS: readonly DemoReview[] = [
  {
    lpkId: 1,
    name: 'Ayu Pratiwi',
    email: 'alumni.ayu@demo.test',
    monthsAgo: 14,
    ratings: [5, 4, 4, 4],
    body: 'Sensei sabar dan kelas kaigo praktiknya banyak. Biaya sesuai yang tertulis di awal, hanya ongkos medical check-up dibayar terpisah dan itu dijelaskan sejak pendaftaran. Asrama bersih, satu kamar berempat.',
    reply: 'Terima kasih, Ayu. Mulai tahun ini biaya medical check-up kami cantumkan sebagai komponen biaya tersendiri di halaman ini.',
  },
  {
    lpkId: 1,
    name: 'Dimas Saputra',
    email: 'alumni.dimas@demo.test',
    monthsAgo: 11,
    ratings: [4, 5, 3, 3],
    body: 'Materi bahasa Jepang rapi sampai N4. Pengurusan dokumen agak lama karena menunggu jadwal dari pihak penerima di Jepang, tapi staf selalu memberi kabar. Tidak ada pungutan di luar daftar biaya.',
  },
  {
    lpkId: 1,
    name: 'Lestari Handayani',
    email: 'alumni.lestari@demo.test',
    monthsAgo: 9,
    ratings: [4, 4, 5, null],
    body: 'I did not stay in the dormitory. The teachers prepared us well for the nursing care skills test and the staff helped me check every document before it was sent. Fees were exactly as listed.',
  },
  {
    lpkId: 2,
    name: 'Putri Maharani',
    email: 'alumni.putri@demo.test',
    monthsAgo: 8,
    ratings: [4, 3, 4, null],
    body: 'Pengajarannya bagus dan jadwalnya jelas. Ada biaya buku tambahan yang baru disampaikan setelah kelas mulai, jumlahnya kecil tapi sebaiknya ditulis sejak awal.',
  },
];

/** The invented alumni's addresses: `npm run demo:remove` deletes them with their reviews, and a production node refuses them (demo-accounts.ts). */
export const DEMO_ALUMNI_EMAILS: readonly string[] = REVIEWS.map((review) => review.email);

const monthsBefore = (today: Date, months: number, plusDays = 0) => {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 10 + plusDays, 3));
  return d.toISOString();
};

export async function seedReviews(db: Db, options: { today?: Date } = {}): Promise<void> {
  const today = options.today ?? new Date();
  // One hash for all: nobody knows the password (the accounts only carry the reviews' names).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  await db.transaction().execute(async (trx) => {
    const lpks = await trx.selectFrom('institutes').select(['id', 'has_dormitory']).where('id', 'in', [1, 2]).execute();
    const dormitory = new Map(lpks.map((l) => [l.id, l.has_dormitory === 1]));
    for (const review of REVIEWS) {
      if (!dormitory.has(review.lpkId)) continue;
      const alumna = await seedAlumna(trx, review, today, passwordHash);
      await seedReview(trx, review, alumna, dormitory.get(review.lpkId) === true, today);
    }
    for (const lpkId of dormitory.keys()) {
      await lockLpkReviews(trx, lpkId);
      await refreshLpkRating(trx, lpkId);
    }
  });
  await invalidateCatalogue(db);
}

/** The review's author: an account nobody can sign in to, and an approved registration at the LPK with its backdated history. */
async function seedAlumna(trx: Db, review: DemoReview, today: Date, passwordHash: string): Promise<Alumna> {
  const registeredAt = monthsBefore(today, review.monthsAgo);
  const user = await trx
    .insertInto('users')
    .values({
      full_name: review.name,
      email: review.email,
      phone: '+6281200000000',
      password_hash: passwordHash,
      role: 'caregiver',
      lpk_id: null,
      avatar: null,
      referral_code: await uniqueReferralCode(trx),
      referred_by: null,
      locale: 'id',
      created_at: registeredAt,
      updated_at: registeredAt,
      email_verified_at: registeredAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registration = await trx
    .insertInto('registrations')
    .values({
      user_id: user.id,
      lpk_id: review.lpkId,
      job_id: null,
      status: 'approved',
      consent_at: registeredAt,
      consent_scope: JSON.stringify({ version: 'demo', account_fields: [], profile_sections: [], lpk_id: review.lpkId }),
      created_at: registeredAt,
      updated_at: monthsBefore(today, review.monthsAgo - 6),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const history: [string, string][] = [
    ['pending', registeredAt],
    ['registered', monthsBefore(today, review.monthsAgo, 7)],
    ['learning', monthsBefore(today, review.monthsAgo - 1)],
    ['documents_submitted', monthsBefore(today, review.monthsAgo - 5)],
    ['approved', monthsBefore(today, review.monthsAgo - 6)],
  ];
  for (const [status, at] of history) {
    await trx.insertInto('registration_events').values({ registration_id: registration.id, status, note: null, actor_user_id: null, created_at: at }).execute();
  }
  return { userId: user.id, registrationId: registration.id, registeredAt };
}

/** The author's account and registration, and when she registered. */
interface Alumna {
  userId: number;
  registrationId: number;
  registeredAt: string;
}

/** The review itself, written a while after the registration was approved; the dormitory rated only where the LPK has one. */
async function seedReview(trx: Db, review: DemoReview, alumna: Alumna, hasDormitory: boolean, today: Date): Promise<void> {
  const writtenAt = monthsBefore(today, Math.max(1, review.monthsAgo - 7));
  const [teaching, feeHonesty, documents, dorm] = review.ratings;
  await trx
    .insertInto('reviews')
    .values({
      lpk_id: review.lpkId,
      user_id: alumna.userId,
      registration_id: alumna.registrationId,
      registered_month: alumna.registeredAt.slice(0, 7),
      rating_teaching: teaching,
      rating_fee_honesty: feeHonesty,
      rating_documents: documents,
      rating_dormitory: hasDormitory ? dorm : null,
      body: review.body,
      state: 'visible',
      reply_body: review.reply ?? null,
      reply_by: null,
      reply_at: review.reply ? monthsBefore(today, Math.max(1, review.monthsAgo - 7), 3) : null,
      created_at: writtenAt,
      updated_at: writtenAt,
      editable_until: new Date(Date.parse(writtenAt) + REVIEW_EDIT_DAYS * 86_400_000).toISOString(),
    })
    .execute();
}
