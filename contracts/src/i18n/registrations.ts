/**
 * Registration text both tiers show (labels.registrations.*): the status labels (the API words its
 * answers with them, the account area shows them in badges, the tracker and the staff console)
 * the consent refusal the request schema carries (contracts/src/http/registrations.ts), and the
 * refusal of a staff account (the API's 403, the registration screen's notice).
 * Keys: `statusLabelKey(status)` of contracts/src/registration.
 */
export const registrationLabels = {
  id: {
    labels: {
      registrations: {
        status: {
          pending: 'Menunggu persetujuan LPK',
          registered: 'Terdaftar di LPK',
          learning: 'Proses belajar',
          documents_submitted: 'Dokumen diserahkan',
          approved: 'Disetujui',
          rejected: 'Ditolak',
          withdrawn: 'Dibatalkan',
          unknown: 'Tidak diketahui',
        },
        consent_required: 'Anda harus menyetujui pembagian data dengan LPK ini untuk mendaftar.',
        caregivers_only: 'Hanya akun calon caregiver yang dapat mendaftar ke LPK.',
      },
    },
  },
  en: {
    labels: {
      registrations: {
        status: {
          pending: 'Awaiting LPK approval',
          registered: 'Registered at the LPK',
          learning: 'Learning',
          documents_submitted: 'Documents submitted',
          approved: 'Approved',
          rejected: 'Rejected',
          withdrawn: 'Withdrawn',
          unknown: 'Unknown',
        },
        consent_required: 'You must agree to share your data with this LPK to register.',
        caregivers_only: 'Only caregiver accounts can register with an LPK.',
      },
    },
  },
};
