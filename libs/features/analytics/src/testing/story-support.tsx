import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';

/** The story router's current address (path and query), kept in a hidden element the play functions read. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid="story-location">
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** A story decorator: the page padded as in the app, with the router's address readable by the play function. */
export const withLocation: Decorator = (Story) => (
  <div style={{ padding: 16 }}>
    <Story />
    <LocationProbe />
  </div>
);

/** The files the page saved during a story (saveBlob's object URL and link), caught instead of downloaded. */
export const savedFiles = {
  files: [] as { name: string; blob: Blob }[],
  /** Catches the downloads until the returned function restores the browser's own. */
  capture(): () => void {
    this.files.length = 0;
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:story-${blobs.size + 1}`;
      if (blob instanceof Blob) blobs.set(url, blob);
      return url;
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (this.download && blob) savedFiles.files.push({ name: this.download, blob });
      else click.call(this);
    };
    return () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    };
  },
};

/** A saved file's bytes as text, with a leading byte order mark kept (Blob.text() would drop it). */
export async function fileText(blob: Blob): Promise<{ bom: boolean; text: string }> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { bom, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes) };
}
