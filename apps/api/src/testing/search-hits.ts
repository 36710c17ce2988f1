/** A search hit as the API answers it (tests read these shapes; the contract is the source of truth). */
export interface Part {
  text: string;
  hit: boolean;
}

export interface Hit {
  type: string;
  id: string;
  title: Part[];
  snippet: Part[];
  meta: string;
  date: string;
}

/** The highlighted parts' texts. */
export const hits = (parts: Part[]) => parts.filter((part) => part.hit).map((part) => part.text);

/** The whole text of highlighted parts. */
export const text = (parts: Part[]) => parts.map((part) => part.text).join('');
