import { quizLabels } from 'contracts';
import { addResources } from 'mf-shared';

/**
 * Strings of the Japanese-certificate editor (API section `quiz`): ns 'account', keys under
 * `japaneseCertificate`. The fields' names, test names, questions and choices are the API's
 * (labels.profile.fields.quiz.*, labels.profile.quiz.*); here what the editor adds.
 */
const id = {
  japaneseCertificate: {
    title: 'Sertifikat bahasa Jepang',
    intro: 'Sertifikat atau hasil ujian bahasa Jepang (JLPT, JFT-Basic dan lainnya), jam belajar, dan penilaian diri.',
    rows: {
      legend: 'Sertifikat dan hasil ujian',
      hint: 'Opsional, maksimal 10. Hampir semua program meminta JLPT N4 atau JFT-Basic.',
      row: 'Sertifikat {{n}}',
      add: 'Tambah sertifikat',
    },
    passed: 'Lulus',
    not_passed: 'Belum lulus',
    fields: {
      score_hint_jlpt: 'Opsional, 0–180.',
      score_hint_jft: '0–250 (lulus mulai 200).',
      score_hint_kaigo: 'Opsional, dalam persen (0–100).',
      study_hours_hint: 'Perkiraan total jam belajar (0–10000).',
      study_institution: 'Tempat belajar',
    },
    study: 'Belajar',
    self_assessment: 'Penilaian diri',
    self_assessment_hint: 'Jawab semua pertanyaan dengan jujur.',
    self_assessment_score: 'Skor penilaian diri: {{score}}/100',
  },
};

const en: typeof id = {
  japaneseCertificate: {
    title: 'Japanese-language certificate',
    intro: 'Your Japanese certificates or test results (JLPT, JFT-Basic and others), study hours and a self-assessment.',
    rows: {
      legend: 'Certificates and test results',
      hint: 'Optional, at most 10. Almost every programme asks for JLPT N4 or JFT-Basic.',
      row: 'Certificate {{n}}',
      add: 'Add a certificate',
    },
    passed: 'Passed',
    not_passed: 'Not passed',
    fields: {
      score_hint_jlpt: 'Optional, 0–180.',
      score_hint_jft: '0–250 (pass from 200).',
      score_hint_kaigo: 'Optional, in percent (0–100).',
      study_hours_hint: 'Approximate total hours of study (0–10000).',
      study_institution: 'Where you studied',
    },
    study: 'Study',
    self_assessment: 'Self-assessment',
    self_assessment_hint: 'Answer every question honestly.',
    self_assessment_score: 'Self-assessment score: {{score}}/100',
  },
};

addResources('account', { id, en });
// The test names, questions and choices (the staff console shows them too).
addResources('account', quizLabels);
