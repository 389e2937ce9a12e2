#!/usr/bin/env python3
"""What any crawler could achieve on a WebKB replay web (issue 5): the link graph of the WARC (every record's
links, parsed and canonicalised exactly as ../shared/bench/warc_crawl_eval.py does; redirects are one edge to
their Location; URLs never captured are misses with no links), and the labels' course pages.

  python3 bench/crawl-oracle.py WARC LABELS SEED [--exact] [--paths [--markdown]]

Prints, for k = 50% / 90% / 100% of the course pages:
  - greedy: fetches of a clairvoyant crawler that repeatedly fetches the shortest path (fewest new fetches, the
    target itself included) from what it has fetched to the nearest course page not yet fetched (the greedy
    Steiner-arborescence heuristic: an order any crawler could follow, so an upper bound on the optimum);
  - lower: a bound no crawler can beat: max(k + [seed is not a course page], d_k + 1), d_k the k-th smallest
    link distance of a course page from the seed;
  - best harvest@2N: course pages among the first 2N fetches of the greedy order (and its lower bound's
    ceiling: course pages within depth such that their path fits in 2N);
with --exact (needs scipy >= 1.9: its HiGHS MILP solver), the true optimum: the fewest fetches of any crawl order
that reaches k% of the course pages (a minimum Steiner arborescence from the seed, as an integer program: each
fetched page but the seed has one fetched parent linking it, and depths along those parents increase, so the
fetched pages form a tree a crawler can walk), and the most course pages any crawl can hold in its first 2N
fetches; and with --paths, each course page's shortest path from the seed (anchor texts and URLs).
A clairvoyant crawler never fetches a miss: misses only cost a crawler that cannot tell them apart.
"""
import math
import sys
from collections import deque
from html.parser import HTMLParser
from urllib.parse import urljoin

sys.path.insert(0, '../shared/bench')
from warc_crawl_eval import canon, read_labels, read_warc, site_of  # noqa: E402


class Anchors(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []  # [href, text]
        self.open = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ('a', 'area') and a.get('href'):
            self.links.append([a['href'], a.get('alt') or ''])
            self.open = self.links[-1] if tag == 'a' else None
        elif tag in ('frame', 'iframe') and a.get('src'):
            self.links.append([a['src'], '[frame]'])
        elif tag == 'img' and self.open is not None and a.get('alt'):
            self.open[1] += ' ' + a['alt']

    def handle_endtag(self, tag):
        if tag == 'a':
            self.open = None

    def handle_data(self, data):
        if self.open is not None:
            self.open[1] += data


def graph(pages, seed):
    site = site_of(seed)
    out = {}
    for u, (status, loc, body) in pages.items():
        edges = []
        if loc:
            try:
                v = canon(urljoin(u, loc))
            except ValueError:
                v = None
            if v:
                edges.append((v, '[redirect]'))
        elif status == 200:
            p = Anchors()
            try:
                p.feed(body.decode('latin-1'))
            except Exception:
                pass
            for h, text in p.links:
                try:
                    v = canon(urljoin(u, h.strip()))
                except ValueError:
                    v = None
                if v and site_of(v) == site:
                    edges.append((v, ' '.join(text.split())[:60]))
        seen = set()
        out[u] = [(v, t) for v, t in edges if not (v in seen or seen.add(v))]
    return out


def bfs_tree(g, roots):
    """Shortest paths (in fetches) from a set of already-fetched pages."""
    par = {r: None for r in roots}
    dist = {r: 0 for r in roots}
    q = deque(roots)
    while q:
        u = q.popleft()
        for v, t in g.get(u, ()):
            if v not in dist:
                dist[v] = dist[u] + 1
                par[v] = (u, t)
                q.append(v)
    return dist, par


def exact(g, seed, targets, n, dist):
    """The optimum of every check by integer programming (module docstring); None without scipy. `dist`: link
    distances from the seed (`bfs_tree`)."""
    try:
        import numpy as np
        from scipy.optimize import Bounds, LinearConstraint, milp
        from scipy.sparse import lil_matrix
    except ImportError:
        return None
    # Only pages on some path from the seed to a course page can be in an optimal tree.
    back = {}
    for u in dist:
        for v, _t in g.get(u, ()):
            back.setdefault(v, set()).add(u)
    useful = {t for t in targets if t in dist}
    q = deque(useful)
    while q:
        v = q.popleft()
        for u in back.get(v, ()):
            if u in dist and u not in useful:
                useful.add(u)
                q.append(u)
    nodes = sorted(useful, key=lambda u: (dist[u], u))
    ix = {u: i for i, u in enumerate(nodes)}
    edges = sorted({(ix[u], ix[v]) for u in nodes for v, _t in g.get(u, ()) if v in ix and v != seed and v != u})
    nv, ne = len(nodes), len(edges)
    big = nv  # a tree's depth never exceeds its size
    # Variables: x (page fetched) for every node, y (tree edge) for every edge, d (depth) for every node.
    nx = 2 * nv + ne
    a = lil_matrix((nv + 2 * ne + 2, nx))
    lo, hi = [], []
    r = 0
    into = {}
    for k, (u, v) in enumerate(edges):
        into.setdefault(v, []).append(k)
    for v in range(nv):  # a fetched page other than the seed has exactly one tree parent
        if nodes[v] != seed:
            for k in into.get(v, ()):
                a[r, nv + k] = 1
            a[r, v] = -1
        lo.append(0), hi.append(0)
        r += 1
    for k, (u, v) in enumerate(edges):
        a[r, nv + k], a[r, u] = 1, -1  # a tree edge leaves a fetched page
        lo.append(-np.inf), hi.append(0)
        r += 1
        a[r, nv + ne + u], a[r, nv + ne + v], a[r, nv + k] = 1, -1, big + 1  # depth grows along tree edges
        lo.append(-np.inf), hi.append(big)
        r += 1
    is_t = np.array([1.0 if u in targets else 0.0 for u in nodes])
    tgt_row, size_row = r, r + 1
    a[tgt_row, :nv] = is_t
    a[size_row, :nv] = 1
    lo += [0, 0]
    hi += [np.inf, np.inf]
    lb = np.zeros(nx)
    ub = np.concatenate([np.ones(nv + ne), np.full(nv, big)])
    lb[ix[seed]] = 1
    ub[nv + ne + ix[seed]] = 0
    integrality = np.concatenate([np.ones(nv + ne), np.zeros(nv)])
    a = a.tocsr()

    def solve(c, tgt_min, size_max):
        l, h = list(lo), list(hi)
        l[tgt_row], h[size_row] = tgt_min, size_max
        res = milp(c, constraints=LinearConstraint(a, l, h), integrality=integrality, bounds=Bounds(lb, ub),
                   options={'time_limit': 600})
        return round(res.fun) if res.status == 0 else None

    cost = np.concatenate([np.ones(nv), np.zeros(ne + nv)])
    out = {'nodes': nv, 'edges': ne}
    for f in (0.5, 0.9, 1.0):
        k = max(1, math.ceil(f * n - 1e-9))
        out[f] = solve(cost, k, np.inf) if k <= len(useful & targets) else None
    gain = np.concatenate([-is_t, np.zeros(ne + nv)])
    best = solve(gain, 0, 2 * n)
    out['in2N'] = -best if best is not None else None
    return out


def main():
    warc, labels, seed = sys.argv[1:4]
    pages = read_warc(warc)
    lab = read_labels(labels)
    seed = canon(seed)
    g = graph(pages, seed)
    targets = {u for u, c in lab.items() if c == 'course'}
    n = len(targets)
    dist0, par0 = bfs_tree(g, [seed])
    depths = sorted(dist0[t] for t in targets if t in dist0)
    # Greedy: fetch the cheapest path to the nearest course page not fetched yet.
    fetched = [seed]
    have = {seed}
    while True:
        dist, par = bfs_tree(g, list(have))
        left = [t for t in targets if t not in have and t in dist]
        if not left:
            break
        t = min(left, key=lambda x: (dist[x], x))
        path = []
        while t not in have:
            path.append(t)
            t = par[t][0]
        for u in reversed(path):
            fetched.append(u)
            have.add(u)
    marks = {}
    found = 0
    for i, u in enumerate(fetched, 1):
        if u in targets:
            found += 1
            for f in (0.5, 0.9, 1.0):
                if f not in marks and found >= f * n:
                    marks[f] = i
    window = fetched[:2 * n]
    harvest = sum(1 for u in window if u in targets) / (2 * n)
    lower = {}
    for f in (0.5, 0.9, 1.0):
        k = max(1, math.ceil(f * n - 1e-9))
        if k <= len(depths):
            lower[f] = max(k + (0 if seed in targets else 1), depths[k - 1] + 1)
    print('course_pages=%d reachable=%d depth_hist=%s' % (n, len(depths), {d: depths.count(d) for d in sorted(set(depths))}))
    print('greedy: to50=%s to90=%s to100=%s harvest@2N=%.3f (%d course pages in the first %d fetches)' % (
        marks.get(0.5, 'NA'), marks.get(0.9, 'NA'), marks.get(1.0, 'NA'), harvest, sum(1 for u in window if u in targets), 2 * n))
    print('lower bound: to50=%s to90=%s to100=%s' % (lower.get(0.5, 'NA'), lower.get(0.9, 'NA'), lower.get(1.0, 'NA')))
    if '--exact' in sys.argv:
        ex = exact(g, seed, targets, n, dist0)
        if ex is None:
            sys.exit('crawl-oracle: --exact needs scipy >= 1.9 (pip install scipy, or apt-get install python3-scipy)')
        print('exact (%d pages, %d links on paths to course pages): to50=%s to90=%s to100=%s best harvest@2N=%.3f (%s course pages in the first %d fetches)' % (
            ex['nodes'], ex['edges'], ex[0.5], ex[0.9], ex[1.0], (ex['in2N'] or 0) / (2 * n), ex['in2N'], 2 * n))
    if '--paths' in sys.argv:
        for t in sorted(targets, key=lambda x: (dist0.get(x, 99), x)):
            if t not in dist0:
                print('%s\tunreachable' % t)
                continue
            steps = []
            u = t
            while par0[u] is not None:
                p, text = par0[u]
                steps.append((text, u))
                u = p
            steps.reverse()
            status = lambda x: pages[x][0] if x in pages else 404
            if '--markdown' in sys.argv:
                short = lambda x: x.replace('http://', '').replace('|', '%7C')
                hops = ' → '.join('"%s" %s' % (tx.replace('|', '/'), short(x)) for tx, x in steps[:-1] if tx != '[redirect]')
                print('| %d | %s | %s → "%s" |' % (dist0[t], short(t), hops or '(seed)', steps[-1][0].replace('|', '/') if steps[-1][0] != '[redirect]' else steps[-2][0]))
            else:
                print('%d\t%s\t%s' % (dist0[t], t, ' → '.join('"%s" %s%s' % (tx, x, '' if status(x) == 200 else ' (%d)' % status(x)) for tx, x in steps)))


if __name__ == '__main__':
    main()
