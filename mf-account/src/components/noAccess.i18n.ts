import { addResources } from 'mf-shared';

/** Strings of the "no access" page (NoAccess.tsx), namespace `account`. */
const id = {
  no_access: {
    title: 'Halaman ini bukan untuk akun Anda',
    signed_in_as: 'Anda masuk sebagai {{name}} ({{role}}).',
    area: {
      institution: 'Halaman Lembaga adalah tempat admin LPK mengelola profil LPK, foto, lowongan, dan staf.',
      operator: 'Konsol operator adalah tempat tim platform memeriksa pengajuan LPK, menyetujui atau menolaknya, dan menangguhkan LPK.',
      applicants: 'Halaman Pendaftar adalah tempat staf dan admin LPK memeriksa dan memproses pendaftaran calon caregiver.',
    },
    where: {
      caregiver: 'Akun Anda adalah akun calon caregiver: profil dan pendaftaran Anda ada di dashboard.',
      lpk_staff: 'Sebagai staf LPK, Anda bekerja dengan pendaftar dan pesan. Profil LPK, lowongan, dan staf diubah oleh admin LPK Anda.',
      lpk_admin: 'Sebagai admin LPK, Anda mengelola LPK Anda di halaman Lembaga dan Pendaftar.',
      lpk_admin_pending: 'Pengajuan LPK Anda belum disetujui operator; ikuti statusnya di halaman Pengajuan LPK.',
      operator: 'Sebagai operator platform, Anda bekerja di konsol operator.',
    },
    go: {
      caregiver: 'Ke dashboard',
      lpk_staff: 'Ke daftar pendaftar',
      lpk_admin: 'Ke halaman Lembaga',
      lpk_admin_pending: 'Lihat pengajuan LPK',
      operator: 'Ke konsol operator',
    },
    apply: 'Ingin mendaftarkan LPK Anda? Ajukan dengan akun lembaga terpisah.',
    apply_link: 'Daftarkan LPK',
  },
};

type Strings = typeof id;

const en: Strings = {
  no_access: {
    title: 'This page is not for your account',
    signed_in_as: 'You are signed in as {{name}} ({{role}}).',
    area: {
      institution: 'The Institution page is where an LPK’s admin manages its listing, photos, vacancies and staff.',
      operator: 'The operator console is where the platform team reviews LPK applications, approves or rejects them, and suspends LPKs.',
      applicants: 'The Applicants page is where an LPK’s staff and admin review and process caregiver registrations.',
    },
    where: {
      caregiver: 'Yours is a caregiver account: your profile and registrations are on your dashboard.',
      lpk_staff: 'As LPK staff you work with applicants and messages. The LPK’s listing, vacancies and staff are changed by its admin.',
      lpk_admin: 'As an LPK admin you manage your LPK on the Institution and Applicants pages.',
      lpk_admin_pending: 'The operator has not approved your LPK application yet; follow its status on the LPK application page.',
      operator: 'As the platform operator you work in the operator console.',
    },
    go: {
      caregiver: 'Go to the dashboard',
      lpk_staff: 'Go to the applicants',
      lpk_admin: 'Go to the Institution page',
      lpk_admin_pending: 'See the LPK application',
      operator: 'Go to the operator console',
    },
    apply: 'Want to list your LPK? Apply with a separate institution account.',
    apply_link: 'List your LPK',
  },
};

addResources('account', { id, en });
