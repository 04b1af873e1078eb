/**
 * The DOM as the visitor gets it, written out the same way whatever made it: elements with their
 * attributes sorted, text joined (React's `<!-- -->` separators dropped), form controls by their
 * state (value, checked, selected: the server writes attributes, React sets properties), and the
 * ids React's useId makes (`_R_b_` on the server, `_r_0_` in the browser) as `#id` — the label of a
 * field still names its field on both sides. Self-contained: the browser test runs its source in
 * the page (`canonical.toString()`); mf-public's first-screen test runs it in jsdom.
 */
export function canonical(root: Node): string {
  const ids = (value: string) => value.replace(/_[rR]_[0-9A-Za-z]+_/g, '#id');
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push((node.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const attributes = Array.from(element.attributes)
      .filter((a) => !['value', 'checked', 'selected'].includes(a.name))
      .map((a) => `${a.name}="${ids(a.value)}"`)
      .sort();
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) attributes.push(`:value="${element.value}"`);
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) attributes.push(`:checked=${element.checked}`);
    if (element instanceof HTMLOptionElement) attributes.push(`:selected=${element.selected}`);
    out.push(`<${element.tagName.toLowerCase()} ${attributes.join(' ')}>`);
    element.childNodes.forEach(walk);
    out.push(`</${element.tagName.toLowerCase()}>`);
  };
  walk(root);
  return out.join('').replace(/> </g, '><');
}
