import type { Highlighted } from '@portal/api-contract';

/** Server-made highlights as text and <mark>: no markup travels, so nothing to sanitise. */
export function HighlightedText({ parts }: { parts: Highlighted }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} style={{ padding: 0, background: 'transparent', color: '#c41d1c', fontWeight: 600 }}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
