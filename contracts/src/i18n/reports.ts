/**
 * Report text both tiers show (labels.reports.*): the categories and statuses (the API's mail and
 * answers, the report form, the reporter's dashboard, the operator's queue). Keys: reportCategoryLabelKey and
 * reportStatusLabelKey of contracts/src/rules/reports.ts. The refusals are the `validation.*`
 * vocabulary and the API's own messages (api/src/modules/reports/messages.ts).
 */
export const reportLabels = {
  id: {
    labels: {
      reports: {
        category: {
          fees_not_as_listed: 'Biaya tidak sesuai yang tercantum',
          deposit_or_guarantee: 'Diminta deposit atau uang jaminan',
          documents_held: 'Dokumen atau paspor saya ditahan',
          false_job_promise: 'Janji palsu tentang pekerjaan',
          harassment: 'Pelecehan',
          other: 'Lainnya',
        },
        status: {
          new: 'Baru',
          in_review: 'Sedang ditinjau',
          closed: 'Selesai',
        },
      },
    },
  },
  en: {
    labels: {
      reports: {
        category: {
          fees_not_as_listed: 'Fees not as listed',
          deposit_or_guarantee: 'Asked for a deposit or guarantee',
          documents_held: 'Held my documents or passport',
          false_job_promise: 'False promises about a job',
          harassment: 'Harassment',
          other: 'Other',
        },
        status: {
          new: 'New',
          in_review: 'In review',
          closed: 'Closed',
        },
      },
    },
  },
};
