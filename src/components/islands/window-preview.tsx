/** The room designer's drawing: a wall of the chosen room with the chosen window in it. */
import { ROOMS, type Design } from "@/core/room-designer";

interface WindowPreviewProps {
  design: Design;
  frameHex: string;
  /** Plain-language description for screen readers. */
  label: string;
}

/** Glass packages with a stronger coating read a little darker and cooler. */
function glassTint(glass: string): string {
  if (/max|366|sundefense|solar|tint/i.test(glass)) return "#8fb3c9";
  if (/low-?e/i.test(glass)) return "#a9c9dc";
  return "#c4dcea";
}

/** Sash and muntin lines for each style, inside a 200x240 window opening at (100, 40). */
function Divisions({ style, frame }: { style: string; frame: string }) {
  const line = { stroke: frame, strokeWidth: 8 };
  if (/double|single/i.test(style)) return <line x1="100" y1="160" x2="300" y2="160" {...line} />;
  if (/slid/i.test(style)) return <line x1="200" y1="40" x2="200" y2="280" {...line} />;
  if (/casement/i.test(style)) return <rect x="280" y="150" width="6" height="30" fill={frame} />;
  if (/awning/i.test(style)) return <rect x="185" y="262" width="30" height="6" fill={frame} />;
  if (/door|french|patio/i.test(style)) return <line x1="200" y1="40" x2="200" y2="280" {...line} />;
  return null;
}

export function WindowPreview({ design, frameHex, label }: WindowPreviewProps) {
  const room = ROOMS.find((entry) => entry.id === design.room)!;
  const tint = glassTint(design.glass);
  return (
    <svg viewBox="0 0 400 320" role="img" aria-label={label} className="h-auto w-full rounded-xl border border-slate-200">
      <rect width="400" height="320" fill={room.wall} />
      <rect y="290" width="400" height="30" fill={room.floor} />
      <rect x="88" y="28" width="224" height="264" rx="4" fill={frameHex} stroke="#00000022" />
      <rect x="100" y="40" width="200" height="240" fill={tint} />
      {/* The desert outside: sky, a mountain and a saguaro. */}
      <path d="M100 210 L160 170 L205 195 L250 160 L300 190 L300 280 L100 280 Z" fill="#c99a6b" opacity="0.55" />
      <rect x="240" y="190" width="10" height="60" rx="5" fill="#5f7d4e" opacity="0.8" />
      <rect x="230" y="205" width="8" height="20" rx="4" fill="#5f7d4e" opacity="0.8" />
      <path d="M110 60 L160 60 L120 120 Z" fill="#ffffff" opacity="0.35" />
      <Divisions style={design.style} frame={frameHex} />
      <rect x="80" y="282" width="240" height="10" rx="2" fill={frameHex} stroke="#00000022" />
    </svg>
  );
}
