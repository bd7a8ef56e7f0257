/** A download's file name: the quiz's title made safe for any file system, then `suffix`. */
export function downloadName(title: string, suffix: string): string {
  return `${slug(title)}${suffix}`;
}

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'wedding-quiz'
  );
}
