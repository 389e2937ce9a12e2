/**
 * A dress rehearsal of the held-out evaluation (issue 5): the synthetic modern web (bench/modern-web.ts)
 * archived into a WARC as an archiving crawler writes one, then crawled in replay mode by the CLI with its
 * defaults and scored by the shared evaluator (../shared/bench/warc_crawl_eval.py).
 *
 * The archive: breadth-first from the seed over the site, in-process (no HTTP), up to `--pages` records —
 * responses and redirects as served, hand-written WARC/1.0 records, one gzip member each (as Heritrix writes).
 * Two things an archive of a real 2020 site holds that the live synthetic web does not:
 * - the www host's robots.txt is Drupal 7's default, including its `Crawl-delay: 10` (or the layout's own `robots`);
 * - a payload seen before is stored as a revisit record (identical-payload-digest) pointing to its first
 *   capture, as deduplicating crawlers do.
 * Labels: the course-site homes are `course`, everything else archived `other`.
 *
 *   npx tsx bench/modern-warc.ts [--pages 20000] [--max 20000] [--layout a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t] [--keep DIR] [--archive-only] [-- extra crawl options]
 *
 * `--layout b` archives bench/modern-web-b.ts instead: a second web, designed apart from the crawler (https with
 * old http links, course webs on a department host, on people's userdir pages and on a WordPress multisite,
 * mailing-list archives, a Piwigo gallery, a DokuWiki, a Jenkins CI). A page's http and https forms are one page
 * to the evaluator, so a course home is labelled under either. `--layout c` (bench/modern-web-c.ts, also written
 * apart): a UK/Australian school of computing — module sites by academic year (`inf2-qc/2019-20/`), WebCMS terms
 * (`COMP6188/19T2/`), class accounts, a public Moodle, staff homepages, exam papers, timetables, status logs.
 * `--layout d` (bench/modern-web-d.ts, also written apart): a bilingual German Fakultät für Informatik in May 2020 —
 * TYPO3 chair sites with /de/ and /en/ twins (`/de/lehrstuehle/se/lehre/ss2020/swt1/`), legacy chair hosts, GitLab
 * Pages course sites, public and login-only ILIAS courses, seminars on personal pages; an LSF catalogue, a module
 * handbook, a GitLab, a Confluence with page versions, an Indico with an endless calendar, a faceted publication
 * database, a gallery, Opencast videos and an exam-registration system behind Shibboleth.
 * `--layout e` (bench/modern-web-e.ts, also written apart): a US public EECS department in March 2020 — course sites
 * on an instructional host (`inst…/~cs116/sp20/`), own course hosts, public Canvas courses among login-only ones,
 * Drupal `/node/N` course pages, personal and lab WordPress sites; a catalogue, a schedule app with facets, HKN
 * evaluations, MediaWiki, Phabricator, Buildbot, HyperKitty, a photo gallery and a calendar.
 * `--layout f` (bench/modern-web-f.ts, also written apart): a mid-size US CS department in October 2019 with twenty
 * years of course pages — a WordPress department site, Bootstrap course sites on a course host (`courses.cs…/cs2110/fa2019/`),
 * hand-written and frameset `~login` course pages from 2000–2015, public Moodle courses among login-only ones, course
 * pages in faculty WordPress/Jekyll sites and course blogs on a WordPress multisite; a catalog, a class roster with
 * facets, a Trac, a photo gallery, Webalizer reports and logs, pipermail archives, DSpace tech reports and a calendar.
 * `--layout g` (bench/modern-web-g.ts, also written apart): a UK School of Computing Science in June 2020 — module
 * pages by academic year on a TerminalFour site (`/teaching/modules/comp2011/2018-19/`) and an archived Plone module
 * finder with pre-2014 codes (`?code=CS-211&year=2013`), GitLab Pages module sites (`pages.cs…/comp3207/2019-20/`),
 * staff `~abc123` pages old and new, MediaWiki module pages, guest Moodle courses among login-walled ones, joint modules
 * on the Maths site; a module catalogue with facets, timetables by week and room, reading lists, Panopto recordings,
 * a MediaWiki with histories and diffs, a Piwigo gallery, IRC logs, Jenkins, AWStats, pipermail, a GitLab and ePrints.
 * `--layout h` (bench/modern-web-h.ts, also written apart): a Singapore-style School of Computing in January 2020 (AY2019/20
 * Semester 2) — ASP.NET module pages addressed by query (`Module.aspx?code=CS2040S&acadYear=2019-2020&sem=2`, linked with
 * reordered, `&lang=en` and `utm_` variants), class accounts (`~cs2106/AY1920S2/`), one Pages host per offering
 * (`cs3219-ay1920s1.pages.comp…/`), public Coursemology courses among login-walled ones, instructors' `~tanwl/teaching/…`
 * pages and Google-Sites-like pages; an NUSMods-like catalogue with timetable links, exchange module mappings, a Discourse
 * forum of module reviews, exam timetables, past papers behind a login, a faceted publication database, a DokuWiki, a
 * Piwigo gallery, autoindex logs, a GitLab, a Jira, a library OPAC and an endless calendar.
 * `--layout i` (bench/modern-web-i.ts, also written apart): a Canadian CS department in February 2020 (Winter 2020, term
 * `20201`) — class accounts on a teaching host (`www.teach.cs…/~csc263h/winter/`, `…/2018-09/`), one static or Jupyter
 * Book host per offering (`csc263-w20.cs…/`, `/` → `/intro.html`), instructors' `~jlee/teaching/datastructures/` and
 * `~mkhan/algo2020.html` pages with no code in the URL, public Quercus courses among login-walled ones, MediaWiki pages of
 * graduate courses (`index.php/CSC2515_Winter_2020`); Drupal term listings with facets, a timetable app with session ids,
 * an Academic Calendar, course evaluations, HyperKitty, a GitLab, a faceted publication database, a people directory,
 * a gallery, autoindex mirrors and an endless calendar.
 * `--layout j` (bench/modern-web-j.ts, also written apart): an Indian IIT's CSE department in February 2020 (Spring 2020,
 * even semester 2019-20) — a Joomla department site, faculty `~user/` course pages in four URL schemes (some framesets,
 * `CSL373`-era pages from 2014-16), a department course tree (`/courses/2019-20/spring/cs224/`), one host per popular course
 * (`cs101.cse…/2020-spring/`), guest Moodle courses among login-walled ones, TA-run Google-Sites-like and Jekyll sites;
 * semester course lists, a Courses of Study catalogue, slot timetables with session ids, question papers, lecture videos,
 * a students' association WordPress, and MediaWiki, pipermail, Redmine, Coppermine, DSpace, faceted publications,
 * lab-log autoindexes and endless calendars.
 * `--layout k` (bench/modern-web-k.ts, also written apart): a French university's Département d'Informatique in March 2020
 * (second semester of 2019-2020, the week universities closed for COVID-19) — UE pages by academic year on the department's
 * WordPress (`/formations/licence/l3/inf6011l/`) and its frozen SPIP (`spip.php?article231`, 2014-2018), teachers' `~login/
 * enseignement/…` userdir pages (framesets, flat `.html`, pre-2016 `VLIN601` codes) and newer `pageperso…/prenom.nom/cours/…`
 * pages, GitLab Pages course sites (`cmorel.pages…/cours-introbd/`), a legacy course host by year (`/2015-2016/L3/…/`),
 * guest Moodle courses among CAS-walled ones; a K-Sup offre de formation with fiches UE, ADE timetables with session ids,
 * annales at the library, Sympa archives, a students' association, and HAL, theses, MediaWiki, Piwigo, annuaire, GitLab,
 * lab-log autoindexes and endless agendas.
 * `--layout l` (bench/modern-web-l.ts, also written apart): a Swedish technical university's School of Electrical Engineering
 * and Computer Science in January 2020 (VT20, period 3), bilingual sv/en — per-round pages of the central course web
 * (`/social/course/DD1337/subgroup/ht-2019-50217/`), public Canvas rooms among login-walled ones, teachers' pages on
 * `people…/~login/` in four URL schemes (framesets and hand-written 2014-16 pages), Hugo course sites (`courses.eecs…/id2203/vt20/`),
 * the frozen site of the merged ICT school (`www.ict…/courses/IK2213/2016/`); period course lists, a course and programme
 * directory with kursplan and kurs-PM pages, profiles, the student union's course guide and exam archive; TimeEdit with
 * session ids, DiVA, Confluence, GitLab, Piwigo, Sympa, lab-log autoindexes, SAML login walls and an endless calendar.
 * `--layout m` (bench/modern-web-m.ts, also written apart): the Dipartimento di Informatica of an Italian university in April 2020
 * (secondo semestre of A.A. 2019/2020, teaching online) — Drupal insegnamento pages per A.A. (`/it/didattica/insegnamenti/2019-2020/
 * basi-di-dati`, English `/en/teaching/courses/…`), Ariel-like Kiro sites on one host each (`mrossiasd20.kiro…/v5/home/Default.aspx`),
 * teachers' `~login` pages in four schemes (framesets, table markup, flat files), Jekyll course sites (`corsi.di…/tecnologie-web/2018-19/`),
 * TWiki course topics (2014-2017), the frozen Joomla site of the merged DiSTI (`index.php?option=com_content&view=article&id=…`), guest
 * Moodle courses among SSO-walled ones; a Guida dello studente with schede insegnamento, timetables with endless weeks, Esse3 appelli,
 * IRIS with facets, a Gallery, Redmine, lab-log autoindexes, SAML login walls and an endless events calendar.
 * `--layout n` (bench/modern-web-n.ts, also written apart): the Departement Informatica of a Dutch university in November 2019
 * (collegejaar 2019-2020, kwartiel 2), Dutch with English twins — vakwebsites by year on the department's Drupal site
 * (`www.cs…/onderwijs/vakken/2019-2020/4IB30/`, `/en/education/courses/…/4IM30/`), teachers' `~login` userdirs in four schemes
 * (framesets and table markup from 2014-16), Blackboard guest courses and open Brightspace courses among ADFS-walled ones,
 * Jekyll/Sphinx GitLab Pages sites (`4im30.pages.cs…/notes-1920/`), the frozen http site of the merged ZITI institute; a studiegids
 * with facets and ECTS-fiches, MyTimetable roosters with endless weeks, profiles, an archive, Pure, Zenphoto, TWiki, GitLab,
 * lab-log autoindexes, a study association's tentamenbank and an endless agenda.
 * `--layout o` (bench/modern-web-o.ts, also written apart): a Spanish university's Departamento de Informática y Sistemas and
 * its Escuela Técnica Superior de Ingeniería Informática in March 2020 (segundo cuatrimestre of 2019-2020, the week teaching went
 * online for COVID-19), Spanish with Valencian and English twins — course pages per curso on the department's Drupal
 * (`www.dis…/docencia/asignaturas/2019-2020/11566-sistemas-operativos/`, `/en/teaching/courses/…` for English-taught masters),
 * teachers' `~login/docencia/so/1516/` userdirs (framesets and table markup 2014-16, flat `~login/so1516.html`) and
 * `personales…/login/asignaturas/…` pages, public PoliformaT sites (2014-17) and guest Aula Virtual Moodle courses among CAS-walled
 * ones, GitLab Pages course sites (`csd.pages.dis…/curso-1920/`), the frozen http site of the merged EUI, OpenCourseWare courses;
 * a guía docente with faceted search, plan de estudios, staff directory and profiles, "moved to the Aula Virtual" stubs; and
 * mostly noise — Liferay news and an endless agenda in three languages, timetables with jsessionids and endless weeks, RiuAL
 * (DSpace) with facets, Piwigo, MediaWiki revisions and diffs, GitLab, Redmine, pipermail, lab-log autoindexes and the
 * Delegación de Alumnos' exam archive.
 * `--layout p` (bench/modern-web-p.ts, also written apart): a large US research university's School of Computer Science &
 * Engineering in April 2020 (spring quarter `20sp`, all lectures on Zoom) — per-quarter course webs on a course host
 * (`courses.cs…/courses/cse332/20sp/`, `index.html` twins, hand-written pages and framesets from 2014-16, "moved to Canvas"
 * stubs), PMP webs (`/pmp/20wi/csep546/`), GitLab Pages capstone sites (`cse481v.pages.cs…/19sp/`), public Canvas courses among
 * SSO-walled ones, CSE 599 seminars on faculty pages (`homes.cs…/~login/teaching/cse599k-19au/`, `~login/sp19-slug.html`); course
 * directories, Course Webs, a catalog, a time schedule with filters, evaluations, profiles; and mostly noise — a Piwigo gallery
 * with size variants and slideshows, a MediaWiki (TA wikis) with revisions and diffs, autoindex logs, Jenkins, pipermail,
 * an endless events calendar, colloquium videos, a faceted directory, tech reports and lab sites.
 * `--layout q` (bench/modern-web-q.ts, also written apart): a Japanese university's 工学部 情報工学科 and 大学院 情報理工学研究科
 * in mid-January 2020 (令和元年度 後期, week 14 of 15), Japanese with an English twin — teachers' userdir pages in seven URL schemes
 * (`~tanaka/lecture/2015/automata/`, `~suzuki/jugyo/adv-dist2019/`, `~kobayashi/kougi/cg/index.html`, `~ito/class/2019-2/adv-se.html`,
 * framesets, flat files), many of them in Shift_JIS or EUC-JP (declared in the header, the meta tag, both, neither or wrongly),
 * the department's WordPress course pages (`/education/undergraduate/courses/2019/jikken1/`, English `/en/…`) and its 教務
 * WordPress addressed by `?page_id=`, Sphinx and Jekyll course sites on the lab server (`lab.cs…/~ml-lab/courses/2019/adv-ml/`), GitLab
 * Pages sites (`os-2019.pages.cs…/`), PukiWiki course pages, guest 東和Moodle courses among SSO-walled ones, and the frozen Shift_JIS
 * site of 2018 (`old.cs…/class/2014/jikken2/index.html`); and mostly noise — a university-wide faceted syllabus (one entry per
 * course × 年度 × language), PukiWiki backups and diffs, a Piwigo gallery, MHonArc archives, WordPress date/tag/category archives
 * and an endless events calendar, 休講 notices, timetables with filters, a researcher database, autoindexed logs and a GitLab.
 * `--layout r` (bench/modern-web-r.ts, also written apart): the Факультет компьютерных наук of a Russian state university in
 * mid-March 2020 (весенний семестр 2019/2020, the day after the switch to distance learning), Russian with an /en/ twin — course
 * pages on a MediaWiki (`wiki.cs…/Алгоритмы_и_структуры_данных_2019/2020`, percent-encoded, with histories, diffs and Служебная
 * pages), teachers' legacy userdirs in windows-1251 and KOI8-R on the frozen 2014 site (`old.cs…/~ivanov/teaching/2009/algo/`,
 * framesets, flat `.htm`, charsets declared in header, meta, neither or wrongly), newer `people…/~login/teaching/2018-2019/…`
 * pages, exported classic Google Sites, MkDocs sites on GitLab Pages, guest ЭИОС (Moodle) courses among SSO-walled ones and
 * 1C-Bitrix course pages; РПД per course × year, course lists, РУЗ timetables with endless weeks, staff profiles; and mostly
 * noise — Bitrix news with PAGEN_1 pagers and tags, an endless events calendar, a phpBB forum, pipermail archives, a photo
 * gallery with sizes, a faceted publication list, dissertation councils with PDFs, admission lists and autoindexed logs.
 * `--layout s` (bench/modern-web-s.ts, also written apart): the Instituto de Computação of a Brazilian federal university in
 * September 2019 (2º semestre, week 4), Portuguese with an English twin — teachers' userdir pages in four schemes (`~login/cursos/
 * mc202/2019s2/`, `~login/disciplinas/2018-1/mo431/index.html`, flat `~login/ensino/mc658-2017.2.html`, 2005–2011 framesets), many in
 * ISO-8859-1/windows-1252 (declared in header, meta, both, neither, wrongly as UTF-8) or double-encoded UTF-8; the frozen latin-1 old site
 * (`www2…/docentes/login/mc326_2011s1/index.htm`, coordinated `…/disciplinas/mc102/2010s1/`), Plone course pages per semester (`/ensino/
 * graduacao/disciplinas/2019s2/mc102`, English `/en/teaching/graduate-courses/…`), Google-Sites-like sites, public SIGAA turmas virtuais,
 * DokuWiki course pages and guest Moodle courses among CAS-walled ones; a catálogo (ementa per course × year), SIGAA public pages with
 * jsessionids and ViewState forms, timetables with filters, profiles; and mostly noise — Plone news and an endless events calendar,
 * DokuWiki revisions and diffs, pipermail, Zenphoto, DSpace, a researchers' portal, autoindexed logs and the vestibular site.
 * `--layout t` (bench/modern-web-t.ts, also written apart): the Instytut Informatyki of a Polish university in November 2019
 * (semestr zimowy 2019/2020, week 8), Polish with an English twin — teachers' legacy userdirs on the frozen old site in four schemes
 * (`~login/dydaktyka/2009z/aisd/`, `~login/zajecia/2008-2009/so/`, flat `~login/md2007.html`, framesets) in ISO-8859-2 or windows-1250
 * (declared in header, meta, both, neither or only by a wrong ISO-8859-1 header), newer `users…/~login/…` pages, Drupal course pages per
 * semester (`/dydaktyka/przedmioty/2019-2020-zimowy/systemy-operacyjne/`, English `/en/teaching/courses/…`), DokuWiki course pages,
 * Google-Sites-like and GitHub-Pages-like sites, guest e-Kursy (Moodle) courses among CAS-walled ones; USOSweb catalogue entries per
 * course × cycle, sylabusy, semester lists, profiles, stubs; and mostly noise — a gallery, a faceted publication repository, pipermail,
 * DokuWiki revisions, news with tag archives, an endless calendar, a timetable with endless weeks, autoindexed logs and rekrutacja.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { canonicalUrl, siteOf } from '../src/crawl/url.js';
import { arg } from './args.js';
import { ModernWeb } from './modern-web.js';
import { ModernWebB } from './modern-web-b.js';
import { ModernWebC } from './modern-web-c.js';
import { ModernWebD } from './modern-web-d.js';
import { ModernWebE } from './modern-web-e.js';
import { ModernWebF } from './modern-web-f.js';
import { ModernWebG } from './modern-web-g.js';
import { ModernWebH } from './modern-web-h.js';
import { ModernWebI } from './modern-web-i.js';
import { ModernWebJ } from './modern-web-j.js';
import { ModernWebK } from './modern-web-k.js';
import { ModernWebL } from './modern-web-l.js';
import { ModernWebM } from './modern-web-m.js';
import { ModernWebN } from './modern-web-n.js';
import { ModernWebO } from './modern-web-o.js';
import { ModernWebP } from './modern-web-p.js';
import { ModernWebQ } from './modern-web-q.js';
import { ModernWebR } from './modern-web-r.js';
import { ModernWebS } from './modern-web-s.js';
import { ModernWebT } from './modern-web-t.js';

const pages = Number(arg('pages') ?? 20000);
const max = Number(arg('max') ?? 20000);
const keep = arg('keep');
const layout = arg('layout') ?? 'a';
const LAYOUTS = { a: ModernWeb, b: ModernWebB, c: ModernWebC, d: ModernWebD, e: ModernWebE, f: ModernWebF, g: ModernWebG, h: ModernWebH, i: ModernWebI, j: ModernWebJ, k: ModernWebK, l: ModernWebL, m: ModernWebM, n: ModernWebN, o: ModernWebO, p: ModernWebP, q: ModernWebQ, r: ModernWebR, s: ModernWebS, t: ModernWebT };
if (!Object.hasOwn(LAYOUTS, layout)) throw new Error(`--layout: one of ${Object.keys(LAYOUTS).join(', ')}, not ${layout}`);
/** Build the archive and its labels only (no crawl): for whoever writes a web without running the crawler. */
const archiveOnly = process.argv.includes('--archive-only');
const dd = process.argv.indexOf('--');
const extra = dd > 0 ? process.argv.slice(dd + 1) : [];
const dir = keep ?? mkdtempSync(join(tmpdir(), 'modern-warc-'));
mkdirSync(dir, { recursive: true });
const warcPath = join(dir, 'modern.warc.gz');
const labelsPath = join(dir, 'modern.labels.tsv');

/** Drupal 7's default robots.txt (abridged), the CMS of many university sites in 2019–2020. */
const DRUPAL_ROBOTS = `#
# robots.txt
User-agent: *
Crawl-delay: 10
# Directories
Disallow: /includes/
Disallow: /misc/
Disallow: /modules/
Disallow: /profiles/
Disallow: /scripts/
Disallow: /themes/
# Paths (clean URLs)
Disallow: /admin/
Disallow: /comment/reply/
Disallow: /filter/tips/
Disallow: /node/add/
Disallow: /search/
Disallow: /user/register/
Disallow: /user/password/
Disallow: /user/login/
Disallow: /user/logout/
`;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of buf) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

const REASON: Record<number, string> = { 200: 'OK', 301: 'Moved Permanently', 302: 'Found', 400: 'Bad Request', 404: 'Not Found', 500: 'Internal Server Error' };

function record(type: 'response' | 'revisit', url: string, status: number, headers: Record<string, string>, payload: Buffer, warc: Record<string, string>): Buffer {
  const head = [`HTTP/1.1 ${status} ${REASON[status] ?? 'Status'}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  const block = Buffer.concat([Buffer.from(`${head}\r\n\r\n`), payload]);
  const fields = {
    'WARC-Type': type,
    'WARC-Target-URI': url,
    'WARC-Date': '2020-03-01T12:00:00Z',
    'WARC-Record-ID': `<urn:uuid:${createHash('md5').update(`${type} ${url}`).digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')}>`,
    'Content-Type': 'application/http; msgtype=response',
    ...warc,
    'Content-Length': String(block.length),
  };
  const text = `WARC/1.0\r\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
  return gzipSync(Buffer.concat([Buffer.from(text), block, Buffer.from('\r\n\r\n')]));
}

// ---- archive ----
const t0 = performance.now();
const web: Pick<ModernWeb, 'seed' | 'www' | 'courseHomes' | 'respond'> = new LAYOUTS[layout as keyof typeof LAYOUTS]();
/** A course home under its http or https form (the evaluator folds https onto http). */
const isHome = (u: string) => web.courseHomes.has(u) || web.courseHomes.has(u.replace(/^http:/, 'https:')) || web.courseHomes.has(u.replace(/^https:/, 'http:'));
const site = siteOf(web.seed);
const fd = openSync(warcPath, 'w');
const seen = new Set<string>([web.seed]);
const queue = [web.seed];
const firstByDigest = new Map<string, string>();
const labels: string[] = ['url\tclass'];
let records = 0;
let revisits = 0;
const archived = new Set<string>();
const hosts = new Set<string>();
for (let qi = 0; qi < queue.length && records < pages; qi++) {
  const url = queue[qi];
  const host = new URL(url).origin;
  if (!hosts.has(host)) {
    hosts.add(host);
    if (host === web.www) {
      // A layout built on another CMS names its own robots.txt.
      const robots = (web as { robots?: string }).robots ?? DRUPAL_ROBOTS;
      writeSync(fd, record('response', `${host}/robots.txt`, 200, { 'Content-Type': 'text/plain' }, Buffer.from(robots), {}));
      records++;
    }
  }
  const r = web.respond(url);
  const headers: Record<string, string> = {};
  if (r.type) headers['Content-Type'] = r.type;
  else if (r.status === 200) headers['Content-Type'] = 'text/html; charset=utf-8';
  if (r.location) headers.Location = r.location;
  const payload = Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body ?? '');
  const digest = `sha1:${base32(createHash('sha1').update(payload).digest())}`;
  const first = r.status === 200 && payload.length > 0 ? firstByDigest.get(digest) : undefined;
  if (first) {
    writeSync(fd, record('revisit', url, r.status, headers, Buffer.alloc(0), {
      'WARC-Payload-Digest': digest,
      'WARC-Refers-To-Target-URI': first,
      'WARC-Refers-To-Date': '2020-03-01T12:00:00Z',
      'WARC-Profile': 'http://netpreserve.org/warc/1.0/revisit/identical-payload-digest',
    }));
    revisits++;
  } else {
    if (r.status === 200 && payload.length > 0) firstByDigest.set(digest, url);
    writeSync(fd, record('response', url, r.status, headers, payload, { 'WARC-Payload-Digest': digest }));
  }
  records++;
  archived.add(url);
  labels.push(`${url}\t${isHome(url) ? 'course' : 'other'}`);
  const next: string[] = [];
  if (r.location) next.push(r.location);
  if (r.status === 200 && (!r.type || r.type.startsWith('text/html'))) for (const m of payload.toString('utf8').matchAll(/href="([^"#]+)/g)) next.push(m[1]);
  for (const h of next) {
    const c = canonicalUrl(h.replace(/&amp;/g, '&'), url);
    if (!c || siteOf(c) !== site || seen.has(c)) continue;
    seen.add(c);
    queue.push(c);
  }
}
closeSync(fd);
// Labelled: what the archive holds (a course home it did not reach is not in it, as in a real archive).
writeFileSync(labelsPath, `${labels.join('\n')}\n`);
const archivedHomes = [...web.courseHomes].filter((h) => archived.has(h)).length;
console.log(
  `archive: ${records} records (${revisits} revisits) from ${hosts.size} hosts, ${(statSync(warcPath).size / 1e6).toFixed(0)} MB gzipped, course-site homes archived ${archivedHomes} of ${web.courseHomes.size}, ${((performance.now() - t0) / 1000).toFixed(1)} s → ${warcPath}`,
);

const uni = join(dir, 'universities.txt');
writeFileSync(uni, `${web.seed}\tSynthetic University\n`);
if (archiveOnly) process.exit(0);

// ---- crawl it as the evaluation does: the CLI's defaults, replay mode ----
const out = join(dir, 'crawl');
rmSync(out, { recursive: true, force: true });
const t1 = performance.now();
execFileSync(process.execPath, ['bin/crawl-and-extract.js', uni, '--replay', warcPath, '--out', out, '--max-pages', String(max), '--no-progress', ...extra], { stdio: ['ignore', 'ignore', 'inherit'] });
const wall = (performance.now() - t1) / 1000;
const score = execFileSync('python3', ['../shared/bench/warc_crawl_eval.py', 'score', warcPath, labelsPath, join(out, 'fetch-log.jsonl')], { encoding: 'utf8' }).trim().split('\n').pop();
console.log(`crawl: ${max} fetches budget, ${wall.toFixed(1)} s wall (CLI, replay)`);
console.log(`score: ${score}`);
if (!keep) rmSync(dir, { recursive: true, force: true });
