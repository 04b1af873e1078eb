import { addResources } from 'mf-shared';

/** Strings of the assistant (launcher on every public page, chat panel, suggestions on /about). */
const id = {
  assistant: {
    launcher: 'Asisten',
    title: 'Asisten',
    intro:
      'Tanya tentang jalur kerja, bahasa Jepang, gaji, biaya, memilih LPK, dokumen dan pendaftaran. Jawaban diambil dari informasi di situs ini, lengkap dengan sumbernya.',
    close: 'Tutup asisten',
    conversation: 'Percakapan dengan asisten',
    you: 'Anda:',
    assistant: 'Asisten:',
    input_label: 'Pertanyaan Anda',
    input_hint: 'Paling banyak {{max}} karakter. Jangan tulis data pribadi seperti NIK atau nomor telepon.',
    counter: '{{count}} dari {{max}} karakter',
    send: 'Kirim',
    empty: 'Tulis pertanyaan Anda terlebih dahulu.',
    too_long: 'Pertanyaan terlalu panjang: paling banyak {{max}} karakter.',
    thinking: 'Asisten sedang menjawab…',
    answered: 'Jawaban asisten: {{answer}}',
    failed: 'Jawaban tidak dapat dimuat: {{message}}',
    sources: 'Sumber',
    fact: '{{title}} ({{date}})',
    new_tab: '(membuka tab baru)',
    suggestions_title: 'Contoh pertanyaan',
    suggestions: {
      pathways: 'Apa beda TITP, SSW dan Kaigo Fukushishi?',
      take_home: 'Berapa gaji bersih di Jepang?',
      lpk: 'LPK dengan asrama di Jawa Barat di bawah Rp5 juta',
      register: 'Bagaimana cara mendaftar ke LPK lewat situs ini?',
    },
    about_title: 'Tanya asisten',
    about_text:
      'Punya pertanyaan sebelum berangkat? Asisten menjawab dari informasi di situs ini dan selalu menunjukkan sumbernya. Untuk hal lain, hubungi tim kami lewat WhatsApp.',
  },
};

type Strings = typeof id;

const en: Strings = {
  assistant: {
    launcher: 'Assistant',
    title: 'Assistant',
    intro:
      'Ask about the work pathways, Japanese level, pay, fees, choosing an LPK, documents and registration. Answers come from the information on this site, with their sources.',
    close: 'Close the assistant',
    conversation: 'Conversation with the assistant',
    you: 'You:',
    assistant: 'Assistant:',
    input_label: 'Your question',
    input_hint: 'At most {{max}} characters. Do not write personal data such as your ID or phone number.',
    counter: '{{count}} of {{max}} characters',
    send: 'Send',
    empty: 'Write your question first.',
    too_long: 'The question is too long: at most {{max}} characters.',
    thinking: 'The assistant is answering…',
    answered: 'Assistant’s answer: {{answer}}',
    failed: 'The answer could not be loaded: {{message}}',
    sources: 'Sources',
    fact: '{{title}} ({{date}})',
    new_tab: '(opens in a new tab)',
    suggestions_title: 'Example questions',
    suggestions: {
      pathways: 'What is the difference between TITP, SSW and Kaigo Fukushishi?',
      take_home: 'How much is take-home pay in Japan?',
      lpk: 'LPKs with a dormitory in West Java under Rp5 million',
      register: 'How do I register with an LPK on this site?',
    },
    about_title: 'Ask the assistant',
    about_text:
      'Questions before you leave? The assistant answers from the information on this site and always shows its sources. For anything else, contact our team on WhatsApp.',
  },
};

export const SUGGESTION_KEYS = ['pathways', 'take_home', 'lpk', 'register'] as const;

addResources('public', { id, en });
