/**
 * The rest of a card link's name, for those who do not see the card: "Read more" alone says nothing
 * out of context (screen readers list links by name; search engines score generic link text), so
 * the card's title follows it, visually hidden. It is part of the link's text, not an aria-label,
 * so the visible words stay the start of the name.
 */
export function TitleForLink({ text }: { text: string }) {
  return <span className="visually-hidden">{text}</span>;
}
