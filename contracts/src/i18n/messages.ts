/** Message text both tiers show (labels.messages.*): the refusal of an empty message (contracts/src/http/messages.ts). */
export const messageLabels = {
  id: { labels: { messages: { body_required: 'Tulis pesan terlebih dahulu.' } } },
  en: { labels: { messages: { body_required: 'Write a message first.' } } },
};
