/** A reader's comment the article highlights. */
export function ReaderComment({ comment }: { comment: string }) {
  return (
    <aside aria-label="A reader’s comment" className="mt-16 border-l-2 border-gold-ink pl-6">
      <p className="eyebrow text-gold-ink">From our readers</p>
      <p className="mt-3 text-lg leading-relaxed italic">{comment}</p>
    </aside>
  );
}
