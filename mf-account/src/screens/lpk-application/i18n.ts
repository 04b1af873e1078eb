import { addResources } from 'mf-shared';

/** Strings of /admin/application (namespace `account`, key `lpk_application`). */
const id = {
  lpk_application: {
    title: 'Pengajuan LPK',
    none: 'Anda belum mengirim pengajuan LPK.',
    apply: 'Daftarkan atau klaim LPK',
    live: 'Status ini diperbarui otomatis saat operator memutuskan.',
    kind_new: 'LPK baru',
    kind_claim: 'Klaim profil LPK yang sudah tercantum',
    status_label: 'Status',
    status: { pending: 'Menunggu pemeriksaan operator', approved: 'Disetujui', rejected: 'Ditolak' },
    name: 'Nama LPK',
    licence_number: 'Nomor izin',
    place: 'Lokasi',
    kind: 'Jenis pengajuan',
    sent_at: 'Dikirim',
    decided_at: 'Diputuskan',
    reason: 'Alasan',
    approved_next: 'LPK Anda kini dapat Anda kelola.',
    open_institution: 'Kelola LPK',
    decided_now: 'Operator telah memutuskan pengajuan Anda: {{status}}.',
  },
};

type Strings = typeof id;

const en: Strings = {
  lpk_application: {
    title: 'LPK application',
    none: 'You have not sent an LPK application.',
    apply: 'List or claim an LPK',
    live: 'This status updates by itself when the operator decides.',
    kind_new: 'New LPK',
    kind_claim: 'Claim of a listed LPK',
    status_label: 'Status',
    status: { pending: 'Waiting for the operator', approved: 'Approved', rejected: 'Rejected' },
    name: 'LPK name',
    licence_number: 'Licence number',
    place: 'Location',
    kind: 'Kind of application',
    sent_at: 'Sent',
    decided_at: 'Decided',
    reason: 'Reason',
    approved_next: 'You can now run your LPK.',
    open_institution: 'Run the LPK',
    decided_now: 'The operator decided your application: {{status}}.',
  },
};

addResources('account', { id, en });
