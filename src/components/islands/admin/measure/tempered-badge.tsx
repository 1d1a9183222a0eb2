/** "Tempered required: …" in the badge's amber, wrapping on a narrow phone (the shared badge stays on one line). */
export function TemperedBadge({ text }: { text: string }) {
  return <span className="justify-self-start rounded-lg bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">{text}</span>;
}
