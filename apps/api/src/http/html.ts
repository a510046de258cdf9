/** Minimal server-rendered pages for messages shown outside the web app (sign-in errors, missing build). */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `body` is trusted HTML; escape any user input with escapeHtml first. */
export function messagePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Canopy</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#212529}code{background:#f1f3f5;padding:0 .25rem;border-radius:3px}a{color:#1c7ed6}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body>
</html>
`;
}
