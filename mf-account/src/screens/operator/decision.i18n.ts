import { addResources } from 'mf-shared';

/** Strings of the approve / reject confirmation of an LPK application (namespace `account`, key `operator.decision`). */
const id = {
  operator: {
    decision: {
      approve_title: 'Setujui pengajuan {{name}}?',
      approve_new:
        'Menyetujui membuat akun LPK untuk {{email}}. Profilnya dimulai sebagai draf: tidak tampil untuk publik sampai admin LPK melengkapi dan menerbitkannya.',
      approve_claim: 'Menyetujui menjadikan {{email}} admin profil {{name}}. Profil yang sudah publik tetap tampil untuk publik.',
      approve_check: 'Pastikan izin sudah diperiksa di daftar resmi.',
      approve_confirm: 'Ya, setujui',
      reject_title: 'Tolak pengajuan {{name}}?',
      reject_text: 'Pemohon diberi tahu lewat email beserta alasan Anda: “{{reason}}”. Penolakan tidak dapat dibatalkan.',
      reject_confirm: 'Ya, tolak',
    },
  },
};

type Strings = typeof id;

const en: Strings = {
  operator: {
    decision: {
      approve_title: 'Approve the application of {{name}}?',
      approve_new:
        'Approving creates the LPK’s account for {{email}}. Its listing starts as a draft: not shown to the public until the LPK’s admin completes and publishes it.',
      approve_claim: 'Approving makes {{email}} the admin of the listing {{name}}. A listing that is already public stays public.',
      approve_check: 'Make sure the licence was checked against the official registry.',
      approve_confirm: 'Yes, approve',
      reject_title: 'Reject the application of {{name}}?',
      reject_text: 'The applicant is told by e-mail, with your reason: “{{reason}}”. A rejection cannot be undone.',
      reject_confirm: 'Yes, reject',
    },
  },
};

addResources('account', { id, en });
