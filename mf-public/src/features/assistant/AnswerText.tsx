/**
 * An answer's plain text as paragraphs and lists: blocks are separated by blank lines, and lines
 * starting with "- " are list items. Text only (React escapes it): nothing in an answer is markup.
 */
export function AnswerText({ text }: { text: string }) {
  const blocks: ({ kind: 'p'; text: string } | { kind: 'ul'; items: string[] })[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const last = blocks.at(-1);
    if (!trimmed) {
      blocks.push({ kind: 'p', text: '' });
    } else if (trimmed.startsWith('- ')) {
      if (last?.kind === 'ul') last.items.push(trimmed.slice(2));
      else blocks.push({ kind: 'ul', items: [trimmed.slice(2)] });
    } else {
      blocks.push({ kind: 'p', text: trimmed });
    }
  }
  return (
    <div className="assistant-answer">
      {blocks.map((block, i) =>
        block.kind === 'ul' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : block.text ? (
          <p key={i}>{block.text}</p>
        ) : null,
      )}
    </div>
  );
}
