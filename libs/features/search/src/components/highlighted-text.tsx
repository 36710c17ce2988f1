import type { Highlighted } from '@portal/api-contract';
import '../search.css';

/** Server-made highlights as text and <mark>: no markup travels, so nothing to sanitise. */
export function HighlightedText({ parts }: { parts: Highlighted }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
