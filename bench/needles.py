#!/usr/bin/env python3
"""Course pages that only a lucky crawler finds early (issue 5, harvest@2N ≥ 0.5): needles behind long lists.

  python3 bench/needles.py WARC LABELS [--spare K] [--min-list 50]

A *needle* is a course page whose only way in is one page H that is not a course page (a person's home page),
while H's only way in is one list L (a people list): from L, H is one link among L's n links. If the anchors on L
are only names, no crawler that has not seen the labels can tell H from L's other links. To find every needle
of L (m of them) within its first k picks of L's links, a crawler that cannot tell them apart succeeds with
probability at most C(n−m, k−m) / C(n, k) over the possible orders.

harvest@2N = 0.5 means every course page in the first 2N fetches, so at most K = 2N − (fetches a perfect crawl
needs for all of them) fetches may go elsewhere; the picks from L are capped at m + K. bench/crawl-oracle.py
gives two values of that perfect crawl: its greedy clairvoyant order (K from it is what such a crawl likely
has) and its lower bound (K from it is certain). The bound printed is on a crawler that is perfect everywhere
else and blind only to which names on L lead to courses.

The link graph is the evaluator's: links parsed and canonicalised as ../shared/bench/warc_crawl_eval.py does;
a link to a URL the archive redirects is a link to the redirect's target; other URL forms of a page are other
URLs, as for the evaluator. A page's own subpages (its directory and below) linking back to it are not ways in,
nor are the needle's own pages linking back to its hub. Needles behind two or more pages or lists are left out,
which only raises the bound.
"""
import importlib.util
import math
import sys
from urllib.parse import urljoin

sys.path.insert(0, '../shared/bench')
from warc_crawl_eval import canon, outlinks, read_labels, read_warc  # noqa: E402

_oracle = importlib.util.spec_from_file_location('crawl_oracle', __file__.replace('needles.py', 'crawl-oracle.py'))
_oracle_module = importlib.util.module_from_spec(_oracle)
_oracle.loader.exec_module(_oracle_module)
Anchors = _oracle_module.Anchors  # the anchor-text parser of bench/crawl-oracle.py


def own_dir(u):
    """The directory a page owns: `…/users/ada` for `…/users/ada/` or `…/users/ada/home.html`."""
    path = u.split('://', 1)[-1].rstrip('/')
    return path if '.' not in path.rsplit('/', 1)[-1] else path.rsplit('/', 1)[0]


def anchor(pages, page, target):
    """The anchor text of `page`'s link to `target` (what a crawler sees of it before fetching), parsed by
    bench/crawl-oracle.py's Anchors."""
    p = Anchors()
    p.feed(pages[page][2].decode('latin-1'))
    return ' '.join(' '.join(text for href, text in p.links if canon(urljoin(page, href.strip())) == target).split())


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    warc, labels_path = args[0], args[1]
    spare = int(args[args.index('--spare') + 1]) if '--spare' in args else None
    # a long list: a people list of names, not a course list a crawler can recognise
    min_list = int(args[args.index('--min-list') + 1]) if '--min-list' in args else 50
    pages = read_warc(warc)
    labels = read_labels(labels_path)
    targets = {u for u, c in labels.items() if c == 'course'}
    out = {}
    redirect = {}
    for u, (st, loc, body) in pages.items():
        if u is None:
            continue
        if st == 200:
            out[u] = {v for v in outlinks(u, body) if v}
        elif loc:
            v = canon(urljoin(u, loc))
            if v:
                redirect[u] = v
    inl = {}
    for u, vs in out.items():
        for v in vs:
            # a link to a URL that redirects is a link to where it redirects (up to 5 hops)
            for _ in range(5):
                if v not in redirect:
                    break
                v = redirect[v]
            if v != u:
                inl.setdefault(v, set()).add(u)

    def ways_in(u, besides=()):
        """Pages linking to u, but not u's own subpages (nor those of `besides`: pages found only after it)."""
        dirs = [own_dir(x) for x in (u, *besides)]
        return {s for s in inl.get(u, ()) if not any(own_dir(s) == d or own_dir(s).startswith(d + '/') for d in dirs)}

    needles = {}  # list → [(course page, hub)]
    for t in sorted(targets):
        src = ways_in(t)
        if len(src) != 1:
            continue
        (h,) = src
        if h in targets:
            continue
        lists = ways_in(h, (t,))
        if len(lists) != 1:
            continue
        (lst,) = lists
        if len(out.get(lst, ())) >= min_list:
            needles.setdefault(lst, []).append((t, h))
    if spare is None:
        print(f'{len(targets)} course pages; give --spare K (2N minus the oracle\'s fetches to 100%) for the bound')
    total = 1.0
    for lst, items in sorted(needles.items(), key=lambda kv: -len(kv[1])):
        n = len(out.get(lst, ()))
        m = len({h for _, h in items})
        line = f'{lst}: {n} links; needles behind it: ' + ', '.join(f'{t} (via "{anchor(pages, lst, h)}" {h})' for t, h in items)
        if spare is not None:
            k = min(n, m + spare)
            p = math.comb(n - m, k - m) / math.comb(n, k) if k >= m else 0.0
            total *= p
            line += f'\n  all {m} hub(s) within the first {k} of its {n} links: p ≤ {p:.4f}'
        print(line)
    if spare is not None:
        print(f'chance that a crawler blind to these names (perfect elsewhere) has harvest@2N = 0.5: ≤ {total:.4f}')


if __name__ == '__main__':
    main()
