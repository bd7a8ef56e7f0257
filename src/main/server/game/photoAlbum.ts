import type { WallPhoto } from '@shared/model/photos';

/** One photo of the album's ZIP: its name inside (`NNN-<guest>.jpg`) and the photo. */
export interface AlbumEntry {
  name: string;
  photo: WallPhoto;
}

/** A guest's name as part of a file name on any system: no path or reserved characters, not too long. */
function fileSafe(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 40);
  return safe || 'guest';
}

/** The album's files in the order they came: 001-Anna.jpg, 002-Tom.jpg… */
export function albumEntries(photos: readonly WallPhoto[]): AlbumEntry[] {
  const width = Math.max(3, String(photos.length).length);
  return photos.map((photo, i) => ({
    name: `${String(i + 1).padStart(width, '0')}-${fileSafe(photo.name)}.jpg`,
    photo,
  }));
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small album page inside the ZIP: every photo with its sender's name, opened from the folder. */
export function albumIndexHtml(title: string, couple: string, entries: readonly AlbumEntry[]): string {
  const figures = entries
    .map(
      (e) =>
        `<figure><a href="${encodeURIComponent(e.name)}"><img src="${encodeURIComponent(e.name)}" alt="" loading="lazy"></a>` +
        `<figcaption>${escapeHtml(e.photo.name)}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;background:#fbf8f3;color:#2b2118}
h1{font-weight:600;margin:0 0 .25rem}p{margin:0 0 1.5rem;color:#5a4a3c}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:1rem}
figure{margin:0;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 1px 4px #0002}
img{display:block;width:100%;height:240px;object-fit:cover}figcaption{padding:.5rem .75rem;font-size:1.05rem}
</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(couple)} · ${entries.length} photos</p>
<main>
${figures}
</main></body></html>
`;
}
