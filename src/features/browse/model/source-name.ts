/**
 * A source reference as a reader sees it: a short name and the address it links to.
 *
 * References are either a public URL or `github:owner/repo path @commit` (a repository file at a
 * commit, or on the default branch without one). A commit id means nothing to a buyer: the name
 * is the repository and the file's distinctive part ("skypilot-catalog · aws/vms.csv"), the
 * link opens that file at that commit.
 */
interface SourceName {
  /** Short readable name: repository (or web site) and the file or page. */
  name: string;
  /** Where the reference points; `null` when it is no address (e.g. a quote's note). */
  href: string | null;
}

const GITHUB = /^github:([\w.-]+)\/([\w.-]+)(.*)$/i;

/** The last two parts of a path ("catalogs/v7/aws/vms.csv" → "aws/vms.csv"). */
const tail = (path: string) => path.split('/').filter(Boolean).slice(-2).join('/');

export function sourceName(ref: string): SourceName {
  const gh = GITHUB.exec(ref.trim());
  if (gh) {
    const owner = gh[1] ?? '';
    const repo = gh[2] ?? '';
    const rest = gh[3] ?? '';
    // The path is the first word after the repository; a note in brackets may follow.
    const path = /^\s+([^\s@(]+)/.exec(rest)?.[1];
    const commit = /@([0-9a-f]{6,40})\b/i.exec(rest)?.[1];
    const href = path
      ? `https://github.com/${owner}/${repo}/blob/${commit ?? 'HEAD'}/${path}`
      : `https://github.com/${owner}/${repo}${commit ? `/tree/${commit}` : ''}`;
    return { name: path ? `${repo} · ${tail(path)}` : repo, href };
  }
  if (/^https?:\/\//i.test(ref)) {
    try {
      const url = new URL(ref);
      const host = url.hostname.replace(/^www\./, '');
      const page = url.pathname.split('/').filter(Boolean).at(-1);
      return { name: page ? `${host} · ${page}` : host, href: url.href };
    } catch {
      return { name: ref, href: null };
    }
  }
  return { name: ref, href: null };
}
