/**
 * Rehearsal web K: the Département d'Informatique of a (fictional) French university, the "Université de Valmont"
 * (`univ-valmont.fr`), as an archiving crawler would have captured it in March 2020 — second semester of 2019-2020, the
 * Friday after the announcement that universities close on Monday 16 March (COVID-19). Written apart from the crawler
 * (nothing under src/ was read), for bench/modern-warc.ts (`--layout k`). Everything lives under the one registrable domain
 * `univ-valmont.fr`; external links (Twitter, HelloAsso, Parcoursup, CDNs, Piwigo/Jekyll credits) are ignored by the harness.
 *
 * Seed: https://informatique.univ-valmont.fr/ — the department's WordPress 5.3 (since September 2018; its own robots.txt in
 * `robots`), a university top bar (ENT, Moodle, webmail, annuaire, English) before the branding and a dropdown menu; every
 * page has a sidebar of recent posts, events, categories, monthly archives and a tag cloud, a Matomo snippet and inline
 * theme scripts (pages of 20-35 KB). French throughout; English pages for the international master's track (DSAI) and its courses.
 *
 * Vocabulary: UE (unités d'enseignement) with 2016-maquette codes `INF6011L` / `INF9031M` and pre-2016 codes `VLIN601` /
 * `VMIN903` (2014-15 and 2015-16 pages), Licence L1-L3 / Master M1-M2 and parcours (GL, RSD, DSAI), semestres S1-S9, ECTS,
 * CM / TD / TP volumes, responsable and intervenants (doctorants), fiches de TD, sujets de TP, corrigés, polycopié, planning
 * des séances (vacances de la Toussaint / d'hiver), partiel, examen terminal, session 2, MCC votées en CFVU, annales, ENT,
 * Moodle, ADE; "à distance" sessions and continuité pédagogique notices after 12 March 2020.
 *
 * COURSE HOMES (`courseHomes`, 293: one per UE × année universitaire with a public page of its own, 2014-15 to 2019-20 —
 * 32, 42, 54, 50, 46 and 51 a year — plus 18 guest Moodle courses of other UFRs):
 *  1. `wp` (36): UE pages on the department WordPress, `informatique…/formations/licence/l3/inf6011l/` for 2019-20 and
 *     `…/formations/archives/2018-2019/inf6011l/` for 2018-19 (subpages `planning/`, `td-tp/`, files in `/wp-content/uploads/`).
 *     The same `/formations/…/<code>/` URL of a UE hosted elsewhere is a mere description ("fiche") linking the real page.
 *  2. `spip` (56): articles of the frozen SPIP 3.1 site `http://www.info.univ-valmont.fr/spip.php?article231` (2014-15 to
 *     2017-18; "Documents joints" in `IMG/pdf/`, print and forum views, `spip.php?page=article&id_article=231` twins).
 *  3. `ud` (53): teachers' userdir pages on the lab host `http://www.lival…/~login/`, by instructor: `~hmercier/enseignement/
 *     vmin802/` (latest offering of a code; older ones in `…/vmin802/2014-2015/`), `~pgarnier/enseignement/2015-2016/reseaux/`, flat
 *     files `~fbonnet/cours/graphes-1718.html` (documents in `graphes-1718/`), and 15 framesets `~omeunier/ens/envinfo15/`
 *     (the frameset is the home; `menu.html`, `accueil.html` are subpages); font-tag pages from the old-fashioned instructors.
 *     `index.html` twins answer 200 (Apache), slashless directories 301.
 *  4. `pp` (43): newer Hugo-Academic pages `https://pageperso.lival…/claire.morel/cours/<slug>/` (older: `…/<slug>/2017/`),
 *     English `…/sophie.girard/teaching/<slug>/` (`<slug>-2015/`) and flat `…/julie.leclerc/cours/inf3031l-2017-2018.html`.
 *  5. `moodle` (42 + 18): guest-access courses `moodle.univ-valmont.fr/course/view.php?id=2412` (Boost theme); ~1,080 other
 *     courses of all UFRs answer 303 → `/login/index.php` → CAS and are not homes.
 *  6. `pages` (27): GitLab Pages course sites (MkDocs-material or Just-the-Docs), `https://cmorel.pages.univ-valmont.fr/
 *     cours-introbd/`, `https://enseignements-info.pages…/progc/`; earlier years of a project in `…/<project>/2017-2018/`.
 *  7. `legacy` (18): the legacy course server by year, `http://enseignement.info…/2015-2016/L3/VLIN602/` (2014-2017, `CM/`,
 *     `TD/`, `TP/` autoindexes).
 *
 * HUBS (not homes): the WordPress Licence/Master pages per niveau, "Liste des UE" per semester (`/formations/liste-des-ue/s6/`,
 * links for about half the non-WordPress pages, some `http://`, slashless, `index.html` or `utm_` variants — WordPress 301s
 * the latter), the 2018-19 archive page, the English DSAI course list; the SPIP year and niveau rubriques ("Pages des autres
 * UE"); the legacy server's index page and year/niveau autoindexes; teachers' home pages, `enseignement.html`, `~login/
 * enseignement/` indexes and `pageperso…/cours/` indexes (several years: not homes); the K-Sup catalogue's fiches UE ("Site
 * web de l'UE" for the latest offering of about half the UEs); the students' association "Ressources par UE" page; start-of-
 * semester mails in the Sympa archives; department news posts about a course; the GitLab projects of Pages sites; the
 * Moodle category tree (`course/index.php?categoryid=…&perpage=20&page=N`); "Années précédentes" on newer homes.
 *
 * COURSE-RELATED NON-HOMES: WordPress fiches of UEs hosted elsewhere, K-Sup fiches UE and programmes
 * (`www.univ-valmont.fr/fr/formation/offre-de-formation/ue/inf6011l-compilation-XXXXXXXX.html`), course subpages (planning,
 * TD, TP, projet, frames' `accueil.html`, MkDocs `td/`, Hugo `planning/`), slides/TD/TP as PDF and tar.gz, SPIP print views,
 * Moodle sections/resources/forums/assignments/folders, BU annales per UE (recent ones behind CAS), ADE timetables.
 *
 * NOISE AND TRAPS (most of the 54,000 records): a HAL portal with combinable facets (3 facets → 500), sorts, versions and
 * BibTeX; WordPress news with pagination, categories, tags, month and day archives, attachment pages, share/print/AMP/
 * replytocom variants, comment feeds, oEmbed and shortlinks; an endless The-Events-Calendar agenda (months, days, iCal);
 * a Piwigo gallery (albums, pictures, slideshows, tags, monthly calendars, a few 500s); an annuaire with combinable filters
 * and vCards; a theses catalogue with facets; the lab's MediaWiki (histories, oldid, diffs, special pages, red-link talk
 * pages); Sympa archives (by date/thread, private lists); a GitLab (tree/blob/raw/blame per commit, commit lists, patches,
 * archives, sign-in walls); ADE timetables with endless weeks and `;jsessionid=` in every link; the K-Sup portal (facets,
 * news, print views); Moodle's endless calendar, `?lang=` twins and login walls; lab logs and a mirror as Apache autoindexes
 * with `?C=M;O=D` sorts; CAS walls (ENT, webmail, intranet, annales); http→https and slashless redirects; Apache, nginx,
 * Tomcat, WordPress, SPIP, GitLab and Pages 404s.
 *
 * Breadth-first from the seed, 54,000 records reach 291 of the 293 homes (99%; http/https folded); half of them come after
 * ~15,300 records, 90% after ~44,600 and the last at ~49,000. `respond` is pure and deterministic (all randomness is
 * `rng(hash(…))` of URLs or stable keys); building the archive takes ~20 s.
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts, vocabulary, calendar
// =====================================================================================================================

const DOM = 'univ-valmont.fr';
const H = {
  dept: `informatique.${DOM}`,
  deptOld: `info.${DOM}`,
  old: `www.info.${DOM}`,
  univ: `www.${DOM}`,
  lab: `www.lival.${DOM}`,
  labBare: `lival.${DOM}`,
  pp: `pageperso.lival.${DOM}`,
  moodle: `moodle.${DOM}`,
  cas: `cas.${DOM}`,
  ent: `ent.${DOM}`,
  gitlab: `gitlab.${DOM}`,
  ens: `enseignement.info.${DOM}`,
  edt: `edt.${DOM}`,
  bu: `bu.${DOM}`,
  listes: `listes.${DOM}`,
  wiki: `wiki.lival.${DOM}`,
  photos: `photos.${DOM}`,
  annuaire: `annuaire.${DOM}`,
  hal: `hal.${DOM}`,
  theses: `theses.${DOM}`,
  asso: `adiv.assos.${DOM}`,
  services: `services.lival.${DOM}`,
};
const PAGES = `.pages.${DOM}`;
const DEPT = `https://${H.dept}`;
const OLD = `http://${H.old}`;
const UNIV = `https://${H.univ}`;
const LAB = `http://${H.lab}`;
const LABS = `https://${H.lab}`;
const PP = `https://${H.pp}`;
const MOODLE = `https://${H.moodle}`;
const GITLAB = `https://${H.gitlab}`;
const ENS = `http://${H.ens}`;
const EDT = `https://${H.edt}`;
const BU = `https://${H.bu}`;
const LISTES = `https://${H.listes}`;
const WIKI = `http://${H.wiki}`;
const PHOTOS = `https://${H.photos}`;
const ANNU = `https://${H.annuaire}`;
const HAL = `https://${H.hal}`;
const THESES = `https://${H.theses}`;
const ASSO = `https://${H.asso}`;
/** Hosts whose http:// answers 301 to https:// (the lab's and the old department's hosts serve both schemes). */
const HTTPS_ONLY = new Set([H.dept, H.univ, H.moodle, H.cas, H.ent, H.gitlab, H.edt, H.bu, H.listes, H.photos, H.annuaire, H.hal, H.theses, H.asso]);

const VOCAB = `étudiants étudiantes enseignement cours séance séances travaux dirigés pratiques examen semestre département université
recherche laboratoire équipe projet projets thèse soutenance séminaire conférence master licence inscription inscriptions calendrier
date salle amphithéâtre bâtiment planning modalités contrôle continu note notes session rattrapage jury diplôme formation alternance
stage stages entreprise entreprises apprentissage données réseau réseaux système systèmes logiciel logiciels algorithme algorithmes
programmation modélisation vérification sécurité calcul calculs informatique numérique plateforme serveur serveurs machine machines
compte accès mot de passe messagerie ENT Moodle scolarité secrétariat pédagogique responsable directeur directrice conseil réunion
ordre du jour compte rendu vote élection représentants délégués promotion rentrée accueil journée portes ouvertes forum colloque
atelier doctorants doctorales école doctorale financement contrat bourse appel candidature dossier admission sélection candidats
partenariat international mobilité Erasmus échange convention partenaire industriel région métropole campus bibliothèque
documentation ressources support supports polycopié énoncé corrigé sujet sujets rendu rendus date limite dépôt plateforme
groupe groupes binôme binômes soutenance orale écrit partiel terminal coefficient crédits ECTS volume horaire heures
les des du de la le un une et en pour par sur avec dans au aux est sont sera seront ont été cette ces leur leurs nos vos notre
votre qui que dont afin ainsi également notamment toutefois cependant selon lors depuis entre chaque tous toutes plusieurs
nouveau nouvelle nouveaux prochain prochaine dernier dernière premier première important importante rappel information
les les de de la la et et des des à à en en pour`.split(/\s+/);
const T = textKit(VOCAB);
/** A capitalised filler sentence of `n` words. */
const sent = (r: R, n: number) => { const w = T.words(r, n); return `${w.charAt(0).toUpperCase()}${w.slice(1)}.`; };
const VOCAB_EN = `students course lecture lectures lab labs tutorial assignment project exam midterm final grade grading credits
semester schedule slides notes reading week deadline submission group team office hours programme international master
data science learning model models network neural training evaluation dataset datasets feature features optimization
the of and to in for on with by from at as is are will be has been this that these an a which their our we it also`.split(/\s+/);
const TE = textKit(VOCAB_EN);

const PRENOMS = 'Julien Camille Nicolas Sophie Thomas Claire Antoine Émilie Mathieu Aurélie Guillaume Céline Pierre Isabelle Maxime Julie Alexandre Nathalie Romain Laure Vincent Élodie Sébastien Hélène Benoît Marion François Anne Olivier Caroline Damien Audrey Florian Pauline Hugo Léa Lucas Manon Théo Chloé Louis Inès Arthur Sarah Paul Jade Raphaël Clara Yanis Lina Karim Amina Mehdi Yasmine Quentin Margaux Adrien Océane Bastien Justine Loïc Morgane'.split(' ');
const NOMS = 'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefèvre Mercier Dupont Lambert Bonnet François Martinez Legrand Garnier Faure Rousseau Blanc Guérin Muller Henry Roussel Nicolas Perrin Morin Mathieu Clément Gauthier Dumont Lopez Fontaine Chevalier Robin Masson Sanchez Gérard Nguyen Boyer Denis Lemaire Duval Joly Gautier Roger Roche Roy Noël Meyer Lucas Meunier Jean Pérez Marchand Dufour Blanchard Marie Barbier Brun Dumas Brunet Schmitt Leroux Colin Fernandez Renard Arnaud Rolland Caron Aubert Giraud Leclerc Vidal Bourgeois Renaud Lemoine Picard Gaillard Philippe Leclercq Lacroix Fabre Dupuis Olivier Rodriguez Da Silva Hubert Louis Charles Guillot Rivière Le Gall Guillaume Adam Rey Moulin Gonzalez Berger Lecomte Ménard Fleury Deschamps Carpentier Julien Benoît Paris Maillard Marchal Aubry Vasseur Le Roux Renault Jacquet Collet Prévost Poirier Charpentier Royer Huet Baron Dupuy Pons Paris Lebrun'.split(' ');

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const MOIS = 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');
const MOIS_C = 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' ');
const JOURS = 'dimanche lundi mardi mercredi jeudi vendredi samedi'.split(' ');
const MONTHS_EN = 'January February March April May June July August September October November December'.split(' ');
const fmtL = (n: number) => { const d = dOf(n); return `${d.getUTCDate() === 1 ? '1er' : d.getUTCDate()} ${MOIS[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtJ = (n: number) => { const d = dOf(n); return `${JOURS[d.getUTCDay()]} ${d.getUTCDate()} ${MOIS[d.getUTCMonth()]}`; };
const fmtC = (n: number) => { const d = dOf(n); return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`; };
const fmtS = (n: number) => { const d = dOf(n); return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`; };
const fmtEN = (n: number) => { const d = dOf(n); return `${MONTHS_EN[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`; };
const fmtISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const weekday = (n: number) => dOf(n).getUTCDay();
const mondayOnOrAfter = (n: number) => { while (weekday(n) !== 1) n++; return n; };
/** Friday 13 March 2020: the day after the announcement that universities close on Monday 16 March. */
const NOW = dayOf(2020, 3, 13);
const CLOSURE = dayOf(2020, 3, 16);

interface Year { y: number; idx: number; label: string; slash: string; short: string; autumn: number; spring: number }
const YEARS: Year[] = [2014, 2015, 2016, 2017, 2018, 2019].map((y, idx) => ({
  y, idx, label: `${y}-${y + 1}`, slash: `${y}/${y + 1}`, short: `${pad(y % 100)}${pad((y + 1) % 100)}`,
  autumn: mondayOnOrAfter(dayOf(y, 9, 7)), spring: mondayOnOrAfter(dayOf(y + 1, 1, 18)),
}));
const CUR = YEARS[5];
/** The 2016 maquette (contrat 2016-2020) renamed every UE: `VLIN601` became `INF6011L`. */
const NEWMAQ = 2;

// =====================================================================================================================
// Teachers (enseignants-chercheurs of the LIVAL lab and the department's PRAG/PAST staff), UEs
// =====================================================================================================================

type Kind = 'wp' | 'spip' | 'ud' | 'pp' | 'moodle' | 'pages' | 'legacy' | 'none';
type Page = 'ud' | 'pp' | 'none';
type Scheme = 'ens' | 'year' | 'flat' | 'frames' | 'cours' | 'pflat' | 'teaching';
interface Fac { id: number; login: string; first: string; last: string; grade: string; team: string; page: Page; scheme: Scheme; style: 'old' | 'plain' | 'modern'; pref: string; since: number; bureau: string; tel: string; pp: string }
const GRADES: Record<string, string> = { PR: 'Professeur des universités', MCF: 'Maître de conférences', HDR: 'Maître de conférences HDR', PRAG: 'Professeur agrégé (PRAG)', PAST: 'Maître de conférences associé (PAST)', ATER: 'ATER', PREM: 'Professeur émérite' };
const TEAMS: Record<string, string> = {
  MoVe: 'Modélisation et Vérification', GDD: 'Gestion et Découverte de Données', RSD: 'Réseaux et Systèmes Distribués',
  AIA: 'Apprentissage et Intelligence Artificielle', ALCO: 'Algorithmique et Combinatoire', LaPro: 'Langages et Programmation', ENS: 'Enseignement',
};
const TEAM_AREAS: Record<string, string[]> = {
  MoVe: ['theo', 'gl', 'compil', 'secu', 'logic'], GDD: ['bd', 'web', 'data'], RSD: ['net', 'sys', 'archi', 'secu'], AIA: ['ia', 'data', 'math', 'graph'],
  ALCO: ['algo', 'math', 'opt', 'theo'], LaPro: ['prog', 'compil', 'logic', 'hci'], ENS: ['prog', 'web', 'archi', 'sys', 'hci', 'gl'],
};
// login|prénom|nom|grade|équipe|page|scheme|style|préférences (u: own page, w: department CMS, m: Moodle guest, g: GitLab Pages, l: legacy host, n: none)|arrivée
const FAC: Fac[] = `jdupont|Jean|Dupont|PR|LaPro|ud|ens|old|uuuwl|1994
mlefebvre|Marie|Lefebvre|HDR|MoVe|pp|cours|modern|uugwm|2008
pgarnier|Philippe|Garnier|PR|RSD|ud|year|plain|uuwln|1999
cmorel|Claire|Morel|MCF|GDD|pp|cours|modern|uwgm|2011
fbonnet|François|Bonnet|MCF|ALCO|ud|flat|old|uuwln|2003
sgirard|Sophie|Girard|PR|AIA|pp|teaching|modern|uuggm|2009
arousseau|Antoine|Rousseau|MCF|RSD|ud|frames|old|uulwn|2001
hmercier|Hélène|Mercier|MCF|MoVe|ud|ens|plain|uwwmn|2006
nfournier|Nicolas|Fournier|PRAG|ENS|none|ens|plain|wwmln|2005
lblanc|Laure|Blanc|MCF|LaPro|pp|pflat|plain|uuwgn|2013
vchevalier|Vincent|Chevalier|MCF|GDD|ud|year|plain|uwmln|2004
edumont|Élodie|Dumont|MCF|AIA|pp|cours|modern|ugwm|2016
bfontaine|Benoît|Fontaine|PR|ALCO|ud|ens|old|uuwln|1992
aguerin|Aurélie|Guérin|MCF|RSD|pp|cours|plain|uugwn|2012
rlambert|Romain|Lambert|MCF|MoVe|pp|teaching|modern|uggw|2017
tperrin|Thomas|Perrin|PRAG|ENS|ud|flat|plain|uwlmn|2008
cfaure|Céline|Faure|HDR|GDD|ud|ens|plain|uwwln|2002
mroux|Mathieu|Roux|MCF|LaPro|pp|cours|modern|uugm|2015
ifleury|Isabelle|Fleury|PR|MoVe|ud|year|old|uuwln|1997
gmasson|Guillaume|Masson|MCF|AIA|pp|teaching|modern|ugmw|2018
dcarpentier|Damien|Carpentier|PAST|ENS|none|ens|plain|wmmn|2014
jleclerc|Julie|Leclerc|MCF|ALCO|pp|pflat|plain|uuwm|2010
omeunier|Olivier|Meunier|PR|RSD|ud|frames|old|uulwn|1990
abrunet|Anne|Brunet|MCF|GDD|pp|cours|plain|uwgn|2014
sleroux|Sébastien|Leroux|MCF|LaPro|ud|ens|plain|uuwmn|2007
mcolin|Marion|Colin|MCF|AIA|pp|cours|modern|uugw|2019
fgiraud|Florian|Giraud|ATER|ENS|none|ens|plain|mwn|2018
pvidal|Pauline|Vidal|MCF|RSD|pp|pflat|modern|ugwm|2016
crenaud|Caroline|Renaud|HDR|MoVe|ud|flat|plain|uuwn|2005
ydenis|Yves|Denis|PREM|ALCO|ud|frames|old|uuln|1982
kbenali|Karim|Benali|MCF|GDD|pp|teaching|modern|uggm|2015
ajoly|Adrien|Joly|MCF|LaPro|pp|cours|modern|ugwm|2017`
  .split('\n')
  .map((line, i) => {
    const [login, first, last, grade, team, page, scheme, style, pref, since] = line.split('|');
    return {
      id: 101 + i, login, first, last, grade, team, page: page as Page, scheme: scheme as Scheme, style: style as Fac['style'], pref, since: Number(since),
      bureau: `${pick(rng(hash(login)), ['Bât. 12', 'Bât. 14', 'Bât. Turing', 'Bât. 12'])}, bureau ${100 + ((i * 37) % 180)}`, tel: `02 41 ${pad(50 + (i % 40))} ${pad((i * 17) % 100)} ${pad((i * 29) % 100)}`,
      pp: `${deaccent(first).toLowerCase()}.${deaccent(last).toLowerCase().replace(/ /g, '-')}`,
    };
  });
const facByLogin = new Map(FAC.map((f) => [f.login, f]));
const facByPp = new Map(FAC.map((f) => [f.pp, f]));
const fullName = (f: Fac) => `${f.first} ${f.last}`;

function deaccent(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
/** A WordPress-style slug of French text. */
function slug(s: string): string {
  return deaccent(s).toLowerCase().replace(/['’]/g, '-').replace(/&/g, 'et').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
const lc = (s: string) => s.toLowerCase();

interface UE { code: string; old: string; title: string; sem: number; ects: number; cm: number; td: number; tp: number; area: string; en: boolean; short: string; slug: string; level: 'L' | 'M'; niv: string; parcours: string; from: number; to: number }
// code|ancien code|intitulé|semestre|ECTS|area|short|parcours (M)|flags (o: old maquette only, n: new only, e: taught in English)
const UES: UE[] = `INF1011L|VLIN101|Algorithmique et programmation 1|1|6|prog|algo1||
INF1021L|VLIN102|Environnement informatique|1|3|sys|envinfo||
-|VLIN103|Culture et usages du numérique|1|3|web|c2i||o
INF2011L|VLIN201|Algorithmique et programmation 2|2|6|prog|algo2||
INF2021L|VLIN203|Introduction aux bases de données|2|4|bd|introbd||
INF2031L|VLIN202|Technologies du web 1|2|4|web|web1||
INF2041L||Outils mathématiques pour l'informatique|2|3|math|outilsmath||
INF3011L|VLIN301|Programmation impérative en C|3|6|prog|progc||
INF3021L|VLIN302|Architecture des ordinateurs|3|5|archi|archi||
INF3031L|VLIN303|Structures de données|3|5|algo|sdd||
INF3041L|VLIN304|Mathématiques discrètes|3|4|math|mathdisc||
INF3051L|VLIN305|Logique et circuits numériques|3|3|archi|circuits||
INF4011L|VLIN401|Programmation orientée objet|4|6|prog|poo||
INF4021L|VLIN402|Systèmes d'exploitation|4|5|sys|se||
INF4031L|VLIN403|Bases de données relationnelles|4|5|bd|bdr||
INF4041L|VLIN404|Langages formels et automates|4|4|theo|lfa||
INF4051L||Technologies du web 2|4|3|web|web2||n
INF5011L|VLIN501|Algorithmique des graphes|5|5|algo|graphes||
INF5021L|VLIN502|Réseaux|5|5|net|reseaux||
INF5031L|VLIN503|Génie logiciel|5|5|gl|gl||
INF5041L|VLIN504|Programmation fonctionnelle|5|4|prog|pf||
INF5051L||Logique et preuve|5|3|logic|logique||n
INF5061L||Interfaces graphiques|5|3|hci|ig||n
-|VLIN505|Analyse numérique pour l'informatique|5|3|math|anum||o
INF6011L|VLIN601|Compilation|6|5|compil|compil||
INF6021L|VLIN602|Programmation système et concurrente|6|5|sys|progsys||
INF6031L|VLIN603|Calculabilité et complexité|6|4|theo|calc||
INF6041L|VLIN604|Projet de programmation|6|5|gl|projet||
INF6051L||Intelligence artificielle|6|4|ia|ia||n
INF6061L|VLIN605|Probabilités et statistiques pour l'informatique|6|3|math|probas||
INF6071L|VLIN606|Administration système et réseau|6|3|net|adminsys||
INF7011M|VMIN701|Algorithmique avancée|7|6|algo|algoav|GL,RSD,DSAI|
INF7021M|VMIN702|Sémantique et vérification|7|6|logic|semver|GL|
INF7031M|VMIN703|Systèmes distribués|7|6|sys|sysdist|RSD|
INF7041M|VMIN704|Bases de données avancées|7|6|bd|bdav|GL,DSAI|
INF7051M|VMIN705|Apprentissage automatique|7|6|ia|apprauto|DSAI,GL|
INF7061M||Architecture logicielle|7|3|gl|archilog|GL|n
INF7071M||Machine Learning Foundations|7|6|data|mlf|DSAI|ne
INF7081M|VMIN706|Cryptographie|7|3|secu|crypto|RSD,GL|
INF7091M||Recherche d'information|7|3|data|ri|DSAI,GL|n
INF8011M|VMIN801|Compilation avancée|8|6|compil|compilav|GL|
INF8021M|VMIN802|Sécurité des systèmes et des réseaux|8|6|secu|secu|RSD|
INF8031M|VMIN803|Fouille de données|8|6|data|fouille|DSAI,GL|
INF8041M|VMIN804|Interaction homme-machine|8|3|hci|ihm|GL|
INF8051M||Cloud et virtualisation|8|3|sys|cloud|RSD|n
INF8061M|VMIN805|Optimisation combinatoire|8|6|opt|optim|DSAI,RSD|
INF8071M||Natural Language Processing|8|6|ia|nlp|DSAI|ne
INF8081M|VMIN806|Informatique graphique|8|3|graph|infograph|GL|
INF8091M|VMIN807|Travail d'étude et de recherche (TER)|8|6|gl|ter|GL,RSD,DSAI|
INF8101M|VMIN808|Programmation parallèle|8|3|sys|parallele|RSD|
INF9011M|VMIN901|Vérification de programmes|9|6|logic|verif|GL|
INF9021M||Internet des objets|9|3|net|iot|RSD|n
INF9031M||Deep Learning|9|6|ia|deep|DSAI|ne
INF9041M|VMIN902|Big Data|9|6|data|bigdata|DSAI,GL|
INF9051M|VMIN903|Méthodes agiles et qualité logicielle|9|3|gl|agile|GL|
INF9061M|VMIN904|Réseaux avancés et SDN|9|6|net|sdn|RSD|
INF9071M||Computer Vision|9|6|graph|vision|DSAI|ne
INF9081M||Blockchain et systèmes pair-à-pair|9|3|secu|blockchain|RSD|n
INF9091M||Reinforcement Learning|9|3|ia|rl|DSAI|ne
INF9101M|VMIN906|Ingénierie dirigée par les modèles|9|3|gl|idm|GL|
-|VMIN905|Modélisation et simulation|9|3|opt|simul|RSD|o`
  .split('\n')
  .map((line) => {
    const [code0, old, title, sem, ects, area, short, parcours, flags] = line.split('|');
    const s = Number(sem);
    const e = Number(ects);
    const h = hash(short);
    const cm = e * 4 + (h % 3) * 2;
    const td = e * 4 + ((h >> 3) % 3) * 2;
    const tp = ['math', 'theo', 'logic'].includes(area) ? 0 : e * 3 + ((h >> 5) % 4) * 2;
    return {
      code: code0 === '-' ? old : code0, old, title, sem: s, ects: e, cm, td, tp, area, en: flags.includes('e'), short, slug: slug(title), level: s <= 6 ? 'L' : 'M', niv: s <= 6 ? `l${Math.ceil(s / 2)}` : `m${Math.ceil((s - 6) / 2)}`, parcours,
      from: flags.includes('n') ? NEWMAQ : 0, to: flags.includes('o') ? NEWMAQ - 1 : 5,
    } as UE;
  });
const ueByCode = new Map(UES.map((u) => [lc(u.code), u]));
const NIVEAUX: [string, string][] = [['l1', 'Licence 1'], ['l2', 'Licence 2'], ['l3', 'Licence 3'], ['m1', 'Master 1'], ['m2', 'Master 2']];
const PARCOURS: Record<string, string> = { GL: 'Génie logiciel et systèmes d\'information', RSD: 'Réseaux et systèmes distribués', DSAI: 'Data Science and Artificial Intelligence (international track)' };

const TOPICS: Record<string, string[]> = {
  prog: ['Introduction : algorithmes et programmes', 'Variables, types et expressions', 'Instructions conditionnelles', 'Boucles', 'Fonctions et procédures', 'Tableaux', 'Chaînes de caractères', 'Récursivité', 'Tri et recherche', 'Structures et enregistrements', 'Pointeurs et allocation dynamique', 'Listes chaînées', 'Fichiers', 'Modularité et compilation séparée', 'Classes et objets', 'Héritage et polymorphisme', 'Interfaces et classes abstraites', 'Exceptions', 'Collections génériques', 'Tests unitaires', 'Fonctions d\'ordre supérieur', 'Types algébriques et filtrage'],
  algo: ['Complexité des algorithmes', 'Notations asymptotiques', 'Diviser pour régner', 'Tris : fusion, rapide, par tas', 'Piles et files', 'Tables de hachage', 'Arbres binaires de recherche', 'Arbres équilibrés (AVL)', 'Tas et files de priorité', 'Union-find', 'Graphes : représentations', 'Parcours en largeur et en profondeur', 'Tri topologique', 'Arbres couvrants de poids minimum', 'Plus courts chemins : Dijkstra', 'Bellman-Ford et Floyd-Warshall', 'Flots maximaux', 'Couplages', 'Programmation dynamique', 'Algorithmes gloutons', 'Algorithmes d\'approximation', 'Analyse amortie'],
  archi: ['Représentation des nombres', 'Algèbre de Boole', 'Circuits combinatoires', 'Bascules et circuits séquentiels', 'Automates et contrôleurs', 'Jeu d\'instructions', 'Assembleur MIPS', 'Chemin de données', 'Pipeline', 'Aléas et prédiction de branchement', 'Hiérarchie mémoire', 'Caches', 'Mémoire virtuelle', 'Entrées-sorties et interruptions', 'Multicœurs'],
  sys: ['Introduction aux systèmes d\'exploitation', 'Le shell et les commandes Unix', 'Processus', 'Ordonnancement', 'Appels système : fork, exec, wait', 'Signaux', 'Tubes et redirections', 'Threads POSIX', 'Exclusion mutuelle', 'Sémaphores et moniteurs', 'Interblocage', 'Gestion de la mémoire', 'Pagination', 'Systèmes de fichiers', 'Virtualisation', 'Conteneurs', 'Horloges logiques', 'Consensus', 'Réplication', 'Tolérance aux pannes'],
  bd: ['Introduction aux bases de données', 'Modèle entité-association', 'Modèle relationnel', 'Algèbre relationnelle', 'SQL : requêtes simples', 'SQL : jointures et agrégats', 'SQL : sous-requêtes', 'Dépendances fonctionnelles', 'Normalisation', 'Contraintes et déclencheurs', 'PL/SQL', 'Transactions', 'Contrôle de concurrence', 'Indexation', 'Optimisation de requêtes', 'Bases NoSQL', 'Entrepôts de données'],
  web: ['HTML et structure des documents', 'CSS et mise en page', 'JavaScript : bases', 'Le DOM et les événements', 'Formulaires', 'HTTP et le modèle client-serveur', 'PHP', 'Sessions et cookies', 'Accès aux bases de données (PDO)', 'Architecture MVC', 'Frameworks web', 'API REST', 'Sécurité web', 'Accessibilité', 'Déploiement'],
  theo: ['Mots et langages', 'Automates finis déterministes', 'Automates non déterministes', 'Expressions rationnelles', 'Lemme de l\'étoile', 'Minimisation', 'Grammaires algébriques', 'Automates à pile', 'Machines de Turing', 'Décidabilité', 'Réductions', 'Classes P et NP', 'NP-complétude', 'Complexité en espace', 'Au-delà de NP'],
  math: ['Logique et raisonnement', 'Ensembles et relations', 'Fonctions', 'Récurrence', 'Dénombrement', 'Arithmétique modulaire', 'Graphes', 'Probabilités discrètes', 'Variables aléatoires', 'Espérance et variance', 'Lois usuelles', 'Statistique descriptive', 'Estimation', 'Tests d\'hypothèses', 'Chaînes de Markov'],
  net: ['Introduction aux réseaux', 'Modèle OSI et TCP/IP', 'Couche physique', 'Ethernet et commutation', 'Adressage IP', 'Routage statique', 'Routage dynamique : RIP, OSPF', 'UDP et TCP', 'Contrôle de congestion', 'DNS', 'HTTP', 'Programmation socket', 'Réseaux sans fil', 'Pare-feu et NAT', 'SDN et OpenFlow', 'Internet des objets'],
  gl: ['Cycle de vie du logiciel', 'Gestion de versions avec git', 'Recueil des exigences', 'UML : cas d\'utilisation', 'UML : diagrammes de classes', 'UML : diagrammes de séquence', 'Patrons de conception', 'Tests et couverture', 'Intégration continue', 'Méthodes agiles : Scrum', 'Qualité du code', 'Refactoring', 'Architecture logicielle', 'Documentation', 'Gestion de projet'],
  logic: ['Logique propositionnelle', 'Déduction naturelle', 'Calcul des séquents', 'Logique du premier ordre', 'Unification et résolution', 'Assistants de preuve', 'Sémantique opérationnelle', 'Sémantique dénotationnelle', 'Logique de Hoare', 'Plus faibles préconditions', 'Invariants de boucle', 'Interprétation abstraite', 'Model checking', 'Logique temporelle LTL et CTL', 'Solveurs SMT'],
  compil: ['Structure d\'un compilateur', 'Analyse lexicale', 'Analyse syntaxique descendante', 'Analyse LR', 'Arbres de syntaxe abstraite', 'Analyse sémantique et typage', 'Représentations intermédiaires', 'Génération de code', 'Allocation de registres', 'Analyse de flot de données', 'Forme SSA', 'Optimisations', 'Ramasse-miettes', 'LLVM'],
  ia: ['Introduction à l\'IA', 'Recherche dans un espace d\'états', 'Recherche heuristique : A*', 'Jeux et minimax', 'Satisfaction de contraintes', 'Logique et représentation des connaissances', 'Planification', 'Raisonnement probabiliste', 'Réseaux bayésiens', 'Apprentissage supervisé', 'Arbres de décision', 'Réseaux de neurones', 'Apprentissage par renforcement', 'Éthique de l\'IA'],
  data: ['Introduction to data science', 'Linear regression', 'Logistic regression', 'Regularization', 'Cross-validation', 'Decision trees and random forests', 'Boosting', 'Support vector machines', 'Kernels', 'Clustering: k-means', 'Mixture models and EM', 'Dimensionality reduction: PCA', 'Neural networks', 'Backpropagation', 'MapReduce', 'Spark', 'Recommender systems'],
  secu: ['Introduction à la sécurité', 'Chiffrement symétrique', 'Modes opératoires', 'Fonctions de hachage', 'Chiffrement à clé publique : RSA', 'Diffie-Hellman', 'Signatures', 'Infrastructures à clés publiques', 'Protocoles d\'authentification', 'Dépassements de tampon', 'Sécurité web', 'Pare-feu et détection d\'intrusion', 'Blockchain', 'Contrats intelligents'],
  graph: ['Image formation', 'Filtering', 'Edge detection', 'Feature detection', 'Geometric transformations', 'Camera models', 'Stereo vision', 'Optical flow', 'Segmentation', 'Rastérisation', 'Transformations 3D', 'Éclairage et ombrage', 'Textures', 'Lancer de rayons', 'OpenGL et shaders'],
  hci: ['Introduction à l\'IHM', 'Facteurs humains', 'Conception centrée utilisateur', 'Prototypage', 'Évaluation', 'Techniques d\'interaction', 'Interfaces graphiques', 'Visualisation', 'Accessibilité', 'Interfaces mobiles'],
  opt: ['Programmation linéaire', 'Méthode du simplexe', 'Dualité', 'Programmation linéaire en nombres entiers', 'Séparation et évaluation', 'Plans coupants', 'Relaxation lagrangienne', 'Métaheuristiques', 'Recuit simulé', 'Recherche tabou', 'Algorithmes génétiques', 'Simulation à événements discrets'],
};
const TOPICS_EN: Record<string, string[]> = {
  ia: ['Introduction', 'Text preprocessing and tokenization', 'Language models', 'Word embeddings', 'Recurrent networks', 'Sequence labelling', 'Attention', 'Transformers', 'Pretrained models: BERT', 'Machine translation', 'Question answering', 'Optimization for deep learning', 'Convolutional networks', 'Regularization and dropout', 'Generative models'],
  graph: ['Image formation', 'Linear filtering', 'Edge detection', 'Local features', 'Image alignment', 'Camera calibration', 'Stereo', 'Optical flow', 'Segmentation', 'Object detection', 'CNNs for vision', 'Tracking'],
  data: TOPICS.data,
};
const LANGS: Record<string, string> = { prog: 'Python, C et Java', algo: 'Python', sys: 'C (sous Linux)', bd: 'SQL (PostgreSQL)', web: 'HTML, CSS, JavaScript et PHP', net: 'Python et C, avec Wireshark', gl: 'Java, avec git et Maven', compil: 'OCaml (ocamllex, menhir)', logic: 'Coq', ia: 'Python', data: 'Python (scikit-learn, PyTorch)', secu: 'C et Python', graph: 'C++ et OpenGL', hci: 'JavaScript', opt: 'Julia et CPLEX', archi: 'assembleur MIPS (MARS) et Logisim', theo: '', math: '' };

/** Textbooks cited in the course pages' bibliographies, by area. */
const BOOKS: Record<string, string[]> = {
  prog: ['B. W. Kernighan, D. M. Ritchie. <i>Le langage C</i>, 2e édition, Dunod, 2014', 'G. Swinnen. <i>Apprendre à programmer avec Python 3</i>, Eyrolles, 2012', 'C. Delannoy. <i>Programmer en Java</i>, Eyrolles, 2017', 'X. Leroy, P. Weis. <i>Le langage Caml</i>, Dunod, 1999'],
  algo: ['T. Cormen, C. Leiserson, R. Rivest, C. Stein. <i>Algorithmique</i>, 3e édition, Dunod, 2010', 'J. Kleinberg, É. Tardos. <i>Algorithm Design</i>, Pearson, 2005', 'D. Beauquier, J. Berstel, P. Chrétienne. <i>Éléments d\'algorithmique</i>, Masson, 1992'],
  archi: ['D. Patterson, J. Hennessy. <i>Organisation et conception des ordinateurs</i>, Dunod, 2003', 'A. Tanenbaum. <i>Architecture de l\'ordinateur</i>, 6e édition, Pearson, 2013'],
  sys: ['A. Tanenbaum, H. Bos. <i>Systèmes d\'exploitation</i>, 4e édition, Pearson, 2016', 'R. Arpaci-Dusseau, A. Arpaci-Dusseau. <i>Operating Systems: Three Easy Pieces</i>, 2018', 'C. Blaess. <i>Programmation système en C sous Linux</i>, Eyrolles, 2005'],
  bd: ['G. Gardarin. <i>Bases de données</i>, Eyrolles, 2003', 'R. Elmasri, S. Navathe. <i>Fundamentals of Database Systems</i>, Pearson, 2016', 'S. Abiteboul, R. Hull, V. Vianu. <i>Foundations of Databases</i>, Addison-Wesley, 1995'],
  web: ['J. Engels. <i>HTML5 et CSS3</i>, Eyrolles, 2017', 'E. Daspet, C. Pierre de Geyer. <i>PHP 7 avancé</i>, Eyrolles, 2017'],
  theo: ['O. Carton. <i>Langages formels, calculabilité et complexité</i>, Vuibert, 2008', 'M. Sipser. <i>Introduction to the Theory of Computation</i>, Cengage, 2012', 'J.-M. Autebert. <i>Théorie des langages et des automates</i>, Masson, 1994'],
  math: ['K. Rosen. <i>Mathématiques discrètes</i>, Chenelière, 2002', 'R. Graham, D. Knuth, O. Patashnik. <i>Concrete Mathematics</i>, Addison-Wesley, 1994'],
  net: ['A. Tanenbaum, D. Wetherall. <i>Réseaux</i>, 5e édition, Pearson, 2011', 'J. Kurose, K. Ross. <i>Analyse structurée des réseaux</i>, Pearson, 2003'],
  gl: ['I. Sommerville. <i>Génie logiciel</i>, 6e édition, Pearson, 2001', 'E. Gamma et al. <i>Design Patterns</i>, Vuibert, 1999', 'P. Roques. <i>UML 2 par la pratique</i>, Eyrolles, 2009'],
  logic: ['R. Lassaigne, M. de Rougemont. <i>Logique et fondements de l\'informatique</i>, Hermès, 1993', 'G. Dowek. <i>Les démonstrations et les algorithmes</i>, Éditions de l\'École polytechnique, 2010', 'B. Pierce et al. <i>Software Foundations</i>, 2019'],
  compil: ['A. Aho, M. Lam, R. Sethi, J. Ullman. <i>Compilateurs : principes, techniques et outils</i>, Pearson, 2007', 'A. Appel. <i>Modern Compiler Implementation in ML</i>, Cambridge University Press, 1998'],
  ia: ['S. Russell, P. Norvig. <i>Intelligence artificielle</i>, 3e édition, Pearson, 2010', 'D. Jurafsky, J. H. Martin. <i>Speech and Language Processing</i>, 3rd ed. draft, 2019', 'I. Goodfellow, Y. Bengio, A. Courville. <i>Deep Learning</i>, MIT Press, 2016'],
  data: ['T. Hastie, R. Tibshirani, J. Friedman. <i>The Elements of Statistical Learning</i>, Springer, 2009', 'C. Bishop. <i>Pattern Recognition and Machine Learning</i>, Springer, 2006', 'A. Géron. <i>Hands-On Machine Learning with Scikit-Learn and TensorFlow</i>, O\'Reilly, 2017'],
  secu: ['D. Stinson. <i>Cryptographie : théorie et pratique</i>, Vuibert, 2003', 'R. Anderson. <i>Security Engineering</i>, Wiley, 2008'],
  graph: ['R. Szeliski. <i>Computer Vision: Algorithms and Applications</i>, Springer, 2010', 'J. Foley et al. <i>Computer Graphics: Principles and Practice</i>, Addison-Wesley, 1995'],
  hci: ['D. Norman. <i>The Design of Everyday Things</i>, Basic Books, 2013', 'M. Beaudouin-Lafon. <i>Interaction homme-machine</i>, notes de cours, 2016'],
  opt: ['M. Sakarovitch. <i>Optimisation combinatoire</i>, Hermann, 1984', 'V. Chvátal. <i>Linear Programming</i>, Freeman, 1983', 'J. Dréo et al. <i>Métaheuristiques pour l\'optimisation difficile</i>, Eyrolles, 2003'],
};

// =====================================================================================================================
// Offerings (UE × année universitaire), people, content of the course pages
// =====================================================================================================================

interface Person { login: string; first: string; last: string; kind: 'doc' | 'biatss'; team: string; since: number; advisor: Fac; idx: number; soutenance: number }
interface Off {
  key: string; ue: UE; yr: Year; f: Fac; co: Fac[]; docs: Person[]; kind: Kind; home: string; host: string; base: string;
  tpl: 'old' | 'plain' | 'modern'; frames: boolean; latest: boolean; moodle: number; spip: number; ns: string; proj: string;
  inListe: boolean; inTeach: boolean; inIdx: boolean; inKsup: boolean; inAsso: boolean; inList: boolean; prev: Off[]; link: number;
}
/** A Moodle course (any UFR); guest-access ones are course homes. */
interface MCourse { id: number; cat: number; code: string; title: string; yr: Year; guest: boolean; off?: Off; teacher: string; fmt: 'weeks' | 'topics' }

const codeOf = (o: Off) => (o.yr.idx < NEWMAQ && o.ue.old ? o.ue.old : o.ue.code);
const semLabel = (o: Off) => `S${o.ue.sem}`;
const semStart = (o: Off) => (o.ue.sem % 2 ? o.yr.autumn : o.yr.spring);
const isCurrent = (o: Off) => o.yr === CUR && o.ue.sem % 2 === 0;
/** The lecture topics of a UE: the first part of its area's list in Licence, the last part in Master. */
const topicsOf = (o: { ue: UE }) => {
  const all = o.ue.en ? TOPICS_EN[o.ue.area] ?? TOPICS_EN.data : TOPICS[o.ue.area] ?? TOPICS.prog;
  const n = Math.max(10, Math.ceil(all.length * 0.7));
  return o.ue.level === 'L' ? all.slice(0, n) : all.slice(all.length - n);
};

interface Seance { n: number; date: number; cm: string; td: number; tp: number; past: boolean; distance: boolean }
function seancesOf(o: Off): Seance[] {
  const r = rng(hash(`seances:${o.key}`));
  const start = semStart(o);
  const autumn = o.ue.sem % 2 === 1;
  const topics = topicsOf(o);
  const out: Seance[] = [];
  const n = 12;
  let w = 0;
  for (let i = 0; i < n; i++, w++) {
    if ((autumn && w === 7) || (!autumn && w === 4)) w++; // vacances de la Toussaint / d'hiver
    const date = start + w * 7 + int(r, 0, 2);
    const ti = Math.floor((i * topics.length) / n);
    out.push({ n: i + 1, date, cm: topics[ti], td: i >= 1 && o.ue.td ? Math.ceil(i / 2) : 0, tp: i >= 2 && o.ue.tp ? Math.ceil((i - 1) / 2) : 0, past: date <= NOW, distance: date >= CLOSURE });
  }
  return out;
}
interface Exam { name: string; date: number; salle: string; part: string }
function examsOf(o: Off): Exam[] {
  const r = rng(hash(`exams:${o.key}`));
  const start = semStart(o);
  const salles = ['amphi A', 'amphi B', 'amphi Turing', 'salle 012', 'salle 104', 'Halle des examens'];
  const autumn = o.ue.sem % 2 === 1;
  const weekdayOf = (d: number) => (weekday(d) === 6 ? d + 2 : weekday(d) === 0 ? d + 1 : d);
  return [
    { name: o.ue.en ? 'Midterm' : 'Partiel', date: weekdayOf(start + 45 + int(r, 0, 8)), salle: pick(r, salles), part: o.ue.en ? '30 %' : pick(r, ['30 %', '25 %', '40 %']) },
    { name: o.ue.en ? 'Final exam' : 'Examen terminal', date: weekdayOf(start + (autumn ? 95 : 100) + int(r, 0, 9)), salle: pick(r, salles), part: o.ue.en ? '50 %' : pick(r, ['50 %', '60 %', '70 %']) },
    { name: o.ue.en ? 'Resit' : 'Session 2 (rattrapage)', date: weekdayOf(autumn ? dayOf(dOf(start).getUTCFullYear() + 1, 6, 15) + int(r, 0, 10) : start + 150 + int(r, 0, 6)), salle: pick(r, salles), part: '—' },
  ];
}
function objectifs(o: Off): string {
  const r = rng(hash(`obj:${o.key}`));
  const t = topicsOf(o);
  if (o.ue.en) {
    return `<p>This course is part of the ${esc(PARCOURS.DSAI)} of the Master's in Computer Science and is taught in English. It covers ${esc(t[1].charAt(0).toLowerCase() + t[1].slice(1))}, ${esc(t[3].charAt(0).toLowerCase() + t[3].slice(1))} and ${esc(t[6].charAt(0).toLowerCase() + t[6].slice(1))}, with hands-on labs in ${esc(LANGS[o.ue.area] || 'Python')}.</p><p>${pick(r, ['Prerequisites: linear algebra, probability, and programming in Python.', 'Students are expected to be comfortable with Python and basic statistics.', 'Attendance at lab sessions is mandatory for students on a scholarship.'])} ${TE.words(r, 12)}.</p>`;
  }
  const lang = LANGS[o.ue.area];
  const low = (x: string) => esc(x.charAt(0).toLowerCase() + x.slice(1));
  return `<p>${pick(r, ['Cette UE a pour objectif de présenter', 'Cette UE a pour objectif d\'introduire', 'L\'objectif de cette UE est d\'approfondir', 'Ce cours vise à présenter', 'Ce cours vise à introduire', 'On étudie dans ce cours'])} ${low(t[t[0].startsWith('Introduction') ? 1 : 0])}, ${low(t[Math.min(4, t.length - 1)])} et ${low(t[Math.min(8, t.length - 1)])}. ${lang ? `Les travaux pratiques se font en ${esc(lang)}.` : 'Les séances de TD sont consacrées à la résolution d\'exercices.'}</p><p>${pick(r, ['Prérequis : ', 'Pré-requis : ', 'Connaissances requises : '])}${o.ue.sem > 2 ? `les UE de ${o.ue.sem <= 6 ? `L${Math.ceil(o.ue.sem / 2) - 1}` : 'Licence'} en ${pick(r, ['algorithmique', 'programmation', 'mathématiques', 'systèmes'])}` : 'aucun'}. ${sent(r, 14)}</p>`;
}
function biblio(o: Off): string {
  const r = rng(hash(`biblio:${o.key}`));
  const B = BOOKS[o.ue.area] ?? BOOKS.prog;
  const n = Math.min(B.length, int(r, 2, 3));
  const start = int(r, 0, B.length - 1);
  return `<h3>${o.ue.en ? 'Reading' : 'Bibliographie'}</h3><ul class="biblio">${Array.from({ length: n }, (_, i) => `<li>${B[(start + i) % B.length]}.</li>`).join('')}</ul><p>${o.ue.en ? 'Lecture notes are provided; the books are available at the library.' : 'Les ouvrages sont disponibles à la BU Sciences. '}${o.ue.en ? '' : sent(r, 16)}</p>`;
}
function mccText(o: Off): string {
  const r = rng(hash(`mcc:${o.key}`));
  const ex = examsOf(o);
  if (o.ue.en) return `<p>Final grade = ${ex[0].part} midterm + ${ex[1].part} final exam + ${100 - parseInt(ex[0].part) - parseInt(ex[1].part)} % lab reports / project. Resit: the final exam grade is replaced; continuous assessment is kept.</p>`;
  const cc = 100 - parseInt(ex[1].part);
  return `<p><strong>Session 1 :</strong> note finale = ${cc} % contrôle continu (CC) + ${ex[1].part} examen terminal (ET). Le contrôle continu comprend ${pick(r, ['un partiel et des TP notés', 'deux interrogations écrites et un projet', 'un partiel (coefficient 2) et un mini-projet (coefficient 1)', 'des QCM sur Moodle et un partiel'])}.</p><p><strong>Session 2 :</strong> ${pick(r, ['la note d\'ET est remplacée par la note de l\'examen de rattrapage ; la note de CC est conservée.', 'examen écrit de 2 h ; la meilleure des deux formules (ET seul, ou CC + ET) est retenue.', 'oral ou écrit selon le nombre d\'étudiants concernés.'])} Voir les ${a(`${DEPT}/formations/modalites-de-controle-des-connaissances/`, 'modalités de contrôle des connaissances (MCC)')} votées en CFVU.</p>`;
}
function announcements(o: Off): [number, string][] {
  const r = rng(hash(`ann:${o.key}`));
  const start = semStart(o);
  const ex = examsOf(o);
  const out: [number, string][] = [];
  if (o.ue.en) {
    out.push([start - 3, 'Welcome! The first lecture is on Monday; please bring a laptop to the lab sessions.']);
    out.push([start + 20, `Lab 2 is online. Submission deadline: ${fmtEN(start + 31)}.`]);
    out.push([ex[0].date - 8, `The midterm will take place on ${fmtEN(ex[0].date)} (${ex[0].salle}).`]);
    if (isCurrent(o)) out.push([dayOf(2020, 3, 12), 'The university closes on Monday 16 March (COVID-19). Lectures will continue online (BigBlueButton link on Moodle); labs are replaced by take-home assignments.']);
    else out.push([ex[1].date - 10, `Final exam: ${fmtEN(ex[1].date)}. Documents allowed: one A4 sheet.`]);
  } else {
    out.push([start - int(r, 2, 6), pick(r, ['Premier CM lundi en amphi ; les groupes de TD sont affichés sur l\'ENT.', 'Bienvenue ! Inscrivez-vous sur la page Moodle de l\'UE (clé d\'inscription donnée au premier cours).', 'Les TD commencent la deuxième semaine.'])]);
    out.push([start + int(r, 10, 25), pick(r, ['Le sujet du TP 2 est en ligne.', 'Pas de TD jeudi (journée portes ouvertes) : rattrapage la semaine suivante.', 'Changement de salle pour le TP du groupe 3 : salle 104.', 'Le corrigé de la fiche de TD n°2 est en ligne.'])]);
    out.push([ex[0].date - int(r, 6, 12), `Le partiel aura lieu le ${fmtJ(ex[0].date)} (${ex[0].salle}). Documents autorisés : ${pick(r, ['aucun', 'une feuille A4 manuscrite recto-verso', 'tous documents papier'])}.`]);
    if (isCurrent(o)) {
      out.push([dayOf(2020, 3, 12), 'Fermeture de l\'université à partir du lundi 16 mars (COVID-19) : les CM seront remplacés par des vidéos et des documents sur Moodle, les TD/TP se feront à distance. Consultez régulièrement cette page et votre messagerie.']);
      if (r() < 0.6) out.push([dayOf(2020, 3, 13), 'Le rendu du projet est reporté de deux semaines. Les modalités du partiel seront précisées ultérieurement.']);
    } else if (o.yr.idx < 5 || o.ue.sem % 2) {
      out.push([ex[1].date - int(r, 5, 12), `Examen terminal le ${fmtJ(ex[1].date)}, ${ex[1].salle}. ${pick(r, ['Les annales sont disponibles sur le site de la BU.', 'Pensez à vérifier votre convocation sur l\'ENT.', 'Durée : 2 heures.'])}`]);
      if (r() < 0.5) out.push([ex[1].date + int(r, 10, 20), 'Les notes sont disponibles sur l\'ENT. Consultation des copies sur rendez-vous.']);
    }
  }
  return out.filter(([d]) => d <= NOW).sort((x, y) => y[0] - x[0]);
}

// =====================================================================================================================
// Shared markup
// =====================================================================================================================

const ext = (path: string): string => {
  if (path.endsWith('.tar.gz') || path.endsWith('.tgz') || path.endsWith('.gz')) return 'application/x-gzip';
  const e = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return ({ pdf: 'application/pdf', odp: 'application/vnd.oasis.opendocument.presentation', odt: 'application/vnd.oasis.opendocument.text', ppt: 'application/vnd.ms-powerpoint', zip: 'application/zip', ipynb: 'application/x-ipynb+json', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4', ics: 'text/calendar; charset=utf-8', vcf: 'text/vcard', bib: 'application/x-bibtex', c: 'text/x-csrc', ml: 'text/plain', py: 'text/x-python', java: 'text/x-java', sql: 'text/plain', txt: 'text/plain', ico: 'image/x-icon', svg: 'image/svg+xml', gif: 'image/gif' } as Record<string, string>)[e] ?? 'application/octet-stream';
};
const BINEXT = /\.(pdf|odp|odt|ppt|zip|gz|tgz|ipynb|jpe?g|JPG|png|gif|mp4|ico|svg)$/;
const SRCEXT = /\.(c|ml|py|java|sql|txt)$/;

function apache404(path: string, host: string): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.38 (Debian) Server at ${host} Port 80</address>\n</body></html>\n` };
}
function apache403(path: string, host: string): Resp {
  return { status: 403, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don't have permission to access ${esc(path)}\non this server.<br />\n</p>\n<hr>\n<address>Apache/2.4.38 (Debian) Server at ${host} Port 80</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.14.2</center>\r\n</body>\r\n</html>\r\n' };
}
const err500 = (): Resp => ({ status: 500, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>500 Erreur interne du serveur</title></head><body><h1>Erreur interne du serveur</h1><p>Le serveur a rencontré une erreur interne et n'a pas pu traiter votre requête. Merci de contacter l'administrateur (webmaster@${DOM}) en précisant l'heure de l'erreur.</p><hr><address>Apache/2.4.38 (Debian)</address></body></html>` });
const casUrl = (service: string) => `https://${H.cas}/cas/login?service=${encodeURIComponent(service)}`;
const toCas = (service: string): Resp => moved(casUrl(service), 302);

/** An Apache autoindex listing (FancyIndexing), with its `?C=…;O=…` sort links. */
function autoindex(path: string, entries: [string, number, string][], u: URL, host: string, readme = ''): Resp {
  const sp = sortParams(u);
  const C = sp.C ?? 'N';
  const O = sp.O ?? 'A';
  const sorted = [...entries];
  const cmp: Record<string, (x: [string, number, string], y: [string, number, string]) => number> = { N: (x, y) => x[0].localeCompare(y[0]), M: (x, y) => x[1] - y[1], S: (x, y) => x[2].localeCompare(y[2]), D: (x, y) => x[0].length - y[0].length };
  sorted.sort(cmp[C] ?? cmp.N);
  if (O === 'D') sorted.reverse();
  const col = (c: string, label: string) => `<a href="?C=${c};O=${C === c && O === 'A' ? 'D' : 'A'}">${label}</a>`;
  const icon = (n: string) => (n.endsWith('/') ? 'folder' : n.endsWith('.pdf') ? 'layout' : /\.(gz|zip|tgz)$/.test(n) ? 'compressed' : /\.(c|ml|py|java)$/.test(n) ? 'text' : 'unknown');
  const rows = sorted.map(([name, d, size]) => `<tr><td valign="top"><img src="/icons/${icon(name)}.gif" alt="[${name.endsWith('/') ? 'DIR' : '   '}]"></td><td><a href="${esc(name)}">${esc(name.length > 23 ? name.slice(0, 20) + '..>' : name)}</a></td><td align="right">${fmtISO(d)} ${pad(8 + (hash(name) % 11))}:${pad(hash(name + d) % 60)}  </td><td align="right">${size}</td><td>&nbsp;</td></tr>`).join('\n');
  return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html>
 <head>
  <title>Index of ${esc(path)}</title>
 </head>
 <body>
<h1>Index of ${esc(path)}</h1>
  <table>
   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th><th>${col('N', 'Name')}</th><th>${col('M', 'Last modified')}</th><th>${col('S', 'Size')}</th><th>${col('D', 'Description')}</th></tr>
   <tr><th colspan="5"><hr></th></tr>
<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="${esc(path.replace(/[^/]+\/$/, ''))}">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>
${rows}
   <tr><th colspan="5"><hr></th></tr>
</table>
${readme ? `<pre>${esc(readme)}</pre>` : ''}<address>Apache/2.4.38 (Debian) Server at ${host} Port 80</address>
</body></html>
`);
}
const fsize = (r: R) => (r() < 0.6 ? `${int(r, 12, 980)}K` : `${int(r, 1, 18)}.${int(r, 0, 9)}M`);
/** A small source file or text body. */
function srcFile(path: string, url: string): Resp {
  const r = rng(hash(url));
  const e = path.slice(path.lastIndexOf('.') + 1);
  const cm = e === 'py' ? '#' : e === 'sql' ? '--' : e === 'ml' ? '(*' : '//';
  const lines = Array.from({ length: int(r, 20, 80) }, (_, i) => (i % 7 === 0 ? `${cm} ${T.words(r, 6)}${e === 'ml' ? ' *)' : ''}` : `${'  '.repeat(i % 3)}${pick(r, ['x = x + 1;', 'if (n == 0) return 1;', 'for (i = 0; i < n; i++) {', '}', 'printf("%d\\n", t[i]);', 'let rec f x = match x with', '| [] -> 0', 'def f(x):', '    return x * 2', 'SELECT nom, prenom FROM etudiant WHERE annee = 3;', 'return res;'])}`)).join('\n');
  return { status: 200, type: ext(path), body: `${cm} ${path.slice(path.lastIndexOf('/') + 1)}${e === 'ml' ? ' *)' : ''}\n${lines}\n` };
}
/** A CSS or JS asset, or a binary. */
function asset(path: string, url: string): Resp {
  if (path.endsWith('.css')) return { status: 200, type: 'text/css', body: `/* ${path} */\nbody{font-family:"Source Sans Pro",Arial,sans-serif;font-size:15px;color:#222}a{color:#00548f}h1,h2,h3{font-weight:600}.site-header{background:#00548f}\n${T.chunk(`css${path.length % 5}`).replace(/[{}"]/g, ' ').slice(0, 1500)}` };
  if (path.endsWith('.js')) return { status: 200, type: 'application/javascript', body: `/* ${path} */\n!function(e){"use strict";var t={};e.fn&&e.fn.extend({});}(window.jQuery||{});` };
  if (BINEXT.test(path)) return bin(ext(path), url);
  if (SRCEXT.test(path)) return srcFile(path, url);
  return nginx404();
}

const TA = ['Vérification', 'Synthèse', 'Analyse', 'Apprentissage', 'Optimisation', 'Modélisation', 'Compilation', 'Ordonnancement', 'Indexation', 'Classification', 'Réplication', 'Certification'];
const TB = ['de programmes concurrents', 'de requêtes SPARQL', 'de réseaux de capteurs', 'de graphes dynamiques', 'de systèmes temps réel', 'de flux de données', 'de réseaux de neurones', 'de contrats intelligents', 'dans le cloud', 'pour l\'Internet des objets', 'de protocoles cryptographiques', 'de langages dédiés', 'de systèmes hybrides', 'sous contraintes de ressources'];
const TC = ['Scalable', 'Efficient', 'Verified', 'Robust', 'Incremental', 'Distributed', 'Approximate', 'Privacy-Preserving', 'Explainable', 'Energy-Aware'];
const TD = ['Graph Analytics', 'Model Checking', 'Query Processing', 'Community Detection', 'Program Synthesis', 'Routing', 'Entity Resolution', 'Knowledge Graphs', 'Time Series Classification', 'Smart Contracts', 'Stream Processing', 'Abstract Interpretation', 'Federated Learning'];
const TF = ['for Wireless Sensor Networks', 'in Heterogeneous Clusters', 'with Temporal Logic', 'over Large Graphs', 'for Autonomous Vehicles', 'under Uncertainty', 'with SMT Solvers', 'at Scale', 'for Medical Images', 'in the Edge'];
function paperTitle(r: R): string {
  switch (int(r, 0, 3)) {
    case 0: return `${pick(r, TC)} ${pick(r, TD)} ${pick(r, TF)}`;
    case 1: return `${pick(r, TA)} ${pick(r, TB)}`;
    case 2: return `Towards ${pick(r, TC)} ${pick(r, TD)}`;
    default: return `${pick(r, TD)}: ${pick(r, ['a Survey', 'Theory and Practice', 'an Empirical Study', 'New Algorithms', 'Lower Bounds'])}`;
  }
}
const theseTitle = (r: R) => `${pick(r, TA)} ${pick(r, TB)}${r() < 0.4 ? ` : ${pick(r, ['application aux réseaux de capteurs', 'approche formelle', 'une approche par apprentissage', 'algorithmes et complexité', 'modèles et outils'])}` : ''}`;
const VENUES = ['CAV', 'TACAS', 'POPL', 'ICALP', 'STACS', 'VLDB', 'EDBT', 'ICDE', 'INFOCOM', 'IPDPS', 'Euro-Par', 'NeurIPS', 'ICML', 'IJCAI', 'AAAI', 'ECML-PKDD', 'CONCUR', 'FM', 'SEFM', 'ESOP', 'Inforsid', 'BDA', 'AlgoTel', 'RJCIA', 'AFADL'];
const JOURNALS = ['Theoretical Computer Science', 'Information and Computation', 'Formal Methods in System Design', 'The VLDB Journal', 'IEEE Transactions on Parallel and Distributed Systems', 'Machine Learning', 'Journal of Artificial Intelligence Research', 'Discrete Applied Mathematics', 'Computer Networks', 'Technique et Science Informatiques'];

/** Moodle's course categories by UFR/department (the department's own courses come from the offerings). */
const MOODLE_CATS: { dept: string; name: string; ufr: string; prefix: string; suffix: string; titles: string[] }[] = [
  { dept: 'INFO', name: 'Informatique', ufr: 'UFR Sciences et Techniques', prefix: 'INF', suffix: 'L', titles: [] },
  { dept: 'MATH', name: 'Mathématiques', ufr: 'UFR Sciences et Techniques', prefix: 'MAT', suffix: 'L', titles: 'Analyse;Algèbre linéaire;Probabilités;Topologie;Calcul différentiel;Équations différentielles;Statistique inférentielle;Algèbre générale;Intégration;Analyse numérique;Géométrie;Arithmétique'.split(';') },
  { dept: 'PHYS', name: 'Physique', ufr: 'UFR Sciences et Techniques', prefix: 'PHY', suffix: 'L', titles: 'Mécanique du point;Électromagnétisme;Optique géométrique;Thermodynamique;Mécanique quantique;Physique statistique;Ondes et vibrations;Électronique;Physique numérique;Relativité'.split(';') },
  { dept: 'CHIM', name: 'Chimie', ufr: 'UFR Sciences et Techniques', prefix: 'CHI', suffix: 'L', titles: 'Chimie générale;Chimie organique;Chimie inorganique;Thermochimie;Spectroscopie;Chimie analytique;Cinétique chimique;Chimie des polymères'.split(';') },
  { dept: 'SVT', name: 'Sciences de la vie et de la Terre', ufr: 'UFR Sciences et Techniques', prefix: 'BIO', suffix: 'L', titles: 'Biologie cellulaire;Génétique;Biochimie;Physiologie animale;Écologie;Géologie;Microbiologie;Biologie végétale;Bio-informatique'.split(';') },
  { dept: 'DEG', name: 'Droit, Économie, Gestion', ufr: 'UFR Droit, Économie et Gestion', prefix: 'DRT', suffix: '', titles: 'Introduction au droit;Droit constitutionnel;Droit civil;Histoire du droit;Droit administratif;Économie politique;Microéconomie;Macroéconomie;Comptabilité générale;Droit des contrats;Finances publiques'.split(';') },
  { dept: 'LLSH', name: 'Lettres, Langues et Sciences humaines', ufr: 'UFR Lettres, Langues et Sciences humaines', prefix: 'LET', suffix: '', titles: 'Littérature française;Linguistique générale;Anglais LV1;Espagnol;Histoire moderne;Géographie humaine;Sociologie;Psychologie du développement;Latin;Phonétique;Histoire de l\'art'.split(';') },
  { dept: 'IUT', name: 'IUT de Valmont', ufr: 'IUT de Valmont', prefix: 'IUT', suffix: '', titles: 'Réseaux locaux;Téléphonie;Programmation web;Gestion financière;Marketing;Mécanique;Électrotechnique;Communication;Anglais technique;Mathématiques appliquées'.split(';') },
  { dept: 'STAPS', name: 'STAPS', ufr: 'UFR STAPS', prefix: 'STA', suffix: '', titles: 'Anatomie;Physiologie de l\'effort;Sociologie du sport;Théorie de l\'entraînement;Psychologie du sport;Biomécanique'.split(';') },
];

const SPIP_RUB: Record<number, string> = { 1: 'Le département', 2: 'Formations', 3: 'Enseignements', 4: 'Recherche', 5: 'Actualités', 6: 'Vie étudiante', 7: 'Conseil de département' };
const SPIP_STATIC = new Map<number, [string, number]>([
  [20, ['Présentation du département', 1]], [21, ['Contacts et secrétariat', 1]], [22, ['Plan d\'accès', 1]], [23, ['Personnels', 1]],
  [30, ['Licence informatique', 2]], [31, ['Master informatique', 2]], [32, ['Licence professionnelle ASUR', 2]], [33, ['Candidatures', 2]], [34, ['Stages de master', 2]], [35, ['Calendrier universitaire', 2]],
  [40, ['Le laboratoire LIVAL', 4]], [41, ['Séminaires', 4]], [42, ['Offres de thèse', 4]],
  [50, ['Association ADIV', 6]], [51, ['Salles de TP en libre-service', 6]], [52, ['Comptes informatiques', 6]], [53, ['Charte informatique', 6]],
]);
const SPIP_MOTS = ['L1', 'L2', 'L3', 'M1', 'M2', 'Algorithmique', 'Programmation', 'Systèmes', 'Réseaux', 'Bases de données', 'Génie logiciel', 'Théorie', 'Projet', 'Mathématiques'];
const MOT_AREA: Record<string, number> = { algo: 5, opt: 5, prog: 6, compil: 6, web: 6, hci: 6, sys: 7, archi: 7, net: 8, secu: 8, bd: 9, data: 9, gl: 10, theo: 11, logic: 11, ia: 11, graph: 6, math: 13 };
const spipMot = (o: { ue: UE }) => (o.ue.short === 'projet' || o.ue.short === 'ter' ? 12 : MOT_AREA[o.ue.area] ?? 6);
const r0 = (s: string) => rng(hash(s));
function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}
const slugId = (s: string) => slug(s);
const DISC_SLUG = new Map<string, string>();
const discSlug = (d: string) => { let v = DISC_SLUG.get(d); if (!v) { v = slug(d); DISC_SLUG.set(d, v); } return v; };
const MOODLE_UFRS: [string, string[]][] = [['UFR Sciences et Techniques', ['INFO', 'MATH', 'PHYS', 'CHIM', 'SVT']], ['UFR Droit, Économie et Gestion', ['DEG']], ['UFR Lettres, Langues et Sciences humaines', ['LLSH']], ['IUT de Valmont', ['IUT']], ['UFR STAPS', ['STAPS']]];
/** The query string of `u` with `k` set to `v` (Moodle's language menu). */
function qsWith(u: URL, k: string, v: string): string {
  const q = new URLSearchParams(u.search);
  q.set(k, v);
  return q.toString();
}
const EDT_PROMOS = ['L1-INFO', 'L2-INFO', 'L3-INFO', 'M1-INFO', 'M2-INFO', 'M2-DSAI', 'L1-MATH', 'L2-MATH', 'L3-MATH', 'L1-PHYS', 'L2-PHYS', 'L3-CHIM', 'L1-SVT', 'L2-SVT', 'L3-SVT', 'M1-MATH', 'M1-PHYS', 'LP-ASUR', 'DUT-RT1', 'DUT-RT2', 'DUT-GEA1'];
const BU_COMPOSANTES: [string, string][] = [['informatique', 'Informatique'], ['mathematiques', 'Mathématiques'], ['physique', 'Physique'], ['chimie', 'Chimie'], ['svt', 'Sciences de la vie et de la Terre'], ['droit', 'Droit'], ['economie', 'Économie et gestion'], ['lettres', 'Lettres'], ['langues', 'Langues'], ['staps', 'STAPS']];
const KSUP_OTHER: [string, string, string, string][] = [
  ['STS', 'Licence', 'Mathématiques', 'Analyse;Algèbre linéaire;Probabilités;Topologie;Calcul différentiel;Arithmétique;Statistique;Géométrie;Analyse numérique;Algèbre'],
  ['STS', 'Licence', 'Physique', 'Mécanique;Électromagnétisme;Optique;Thermodynamique;Physique quantique;Ondes;Électronique;Physique statistique'],
  ['STS', 'Licence', 'Chimie', 'Chimie générale;Chimie organique;Chimie inorganique;Spectroscopie;Chimie analytique;Cinétique'],
  ['STS', 'Licence', 'Sciences de la vie', 'Biologie cellulaire;Génétique;Biochimie;Physiologie;Écologie;Microbiologie;Immunologie'],
  ['STS', 'Licence professionnelle', 'Administration et sécurité des réseaux', 'Réseaux locaux;Routage;Sécurité;Services réseau;Virtualisation;Projet tuteuré'],
  ['STS', 'Master', 'Mathématiques appliquées', 'Optimisation;Statistique avancée;Équations aux dérivées partielles;Calcul scientifique;Processus stochastiques'],
  ['STS', 'Master', 'Physique fondamentale', 'Physique des particules;Matière condensée;Relativité générale;Astrophysique;Optique quantique'],
  ['STS', 'DUT', 'Réseaux et télécommunications', 'Réseaux;Télécommunications;Programmation;Mathématiques;Électronique;Anglais'],
  ['DEG', 'Licence', 'Droit', 'Droit constitutionnel;Droit civil;Histoire du droit;Droit administratif;Droit pénal;Droit des obligations;Institutions européennes'],
  ['DEG', 'Licence', 'Économie et gestion', 'Microéconomie;Macroéconomie;Comptabilité;Statistique;Marketing;Finance;Gestion des ressources humaines'],
  ['DEG', 'Master', 'Droit des affaires', 'Droit des sociétés;Droit fiscal;Droit de la concurrence;Droit bancaire;Contrats internationaux'],
  ['DEG', 'DUT', 'Gestion des entreprises et des administrations', 'Comptabilité;Droit;Économie;Communication;Informatique de gestion'],
  ['ALL', 'Licence', 'Lettres modernes', 'Littérature française;Linguistique;Littérature comparée;Latin;Stylistique;Histoire littéraire'],
  ['ALL', 'Licence', 'LLCER Anglais', 'Civilisation britannique;Civilisation américaine;Traduction;Phonétique;Littérature anglophone;Linguistique anglaise'],
  ['ALL', 'Licence', 'LEA Anglais-Espagnol', 'Anglais économique;Espagnol économique;Traduction;Droit;Économie internationale'],
  ['SHS', 'Licence', 'Histoire', 'Histoire ancienne;Histoire médiévale;Histoire moderne;Histoire contemporaine;Géographie;Archéologie'],
  ['SHS', 'Licence', 'Psychologie', 'Psychologie cognitive;Psychologie sociale;Psychologie du développement;Neurosciences;Statistiques;Psychopathologie'],
  ['SHS', 'Licence', 'STAPS', 'Anatomie;Physiologie;Sociologie du sport;Psychologie du sport;Théorie de l\'entraînement'],
  ['SHS', 'Master', 'Sciences de l\'éducation', 'Didactique;Histoire de l\'éducation;Politiques éducatives;Méthodes de recherche;Numérique éducatif'],
];
const PWG_TAGS = ['diplômes', 'étudiants', 'campus', 'conférence', 'recherche', 'sport', 'international', 'informatique', 'sciences', 'culture', 'JPO', 'lauréats', 'bâtiments', 'laboratoire', 'colloque', 'remise des prix'];
const ANNU_COMPS: [string, string][] = [['ufr-st', 'UFR Sciences et Techniques'], ['ufr-deg', 'UFR Droit, Économie et Gestion'], ['ufr-llsh', 'UFR Lettres, Langues et Sciences humaines'], ['ufr-staps', 'UFR STAPS'], ['iut', 'IUT de Valmont'], ['scd', 'Bibliothèques (SCD)'], ['dsi', 'Direction du numérique'], ['presidence', 'Présidence et services centraux']];
/** Sympa lists: name, topic, description, max messages a month, first year, private archives. */
const SYMPA_LISTS: [string, string, string, number, number, boolean][] = [
  ['info-l1', 'formation', 'Étudiants de L1 informatique', 18, 2014, false], ['info-l2', 'formation', 'Étudiants de L2 informatique', 18, 2014, false], ['info-l3', 'formation', 'Étudiants de L3 informatique', 22, 2014, false],
  ['info-m1', 'formation', 'Étudiants de M1 informatique', 22, 2014, false], ['info-m2', 'formation', 'Étudiants de M2 informatique', 20, 2014, false], ['m2-dsai', 'formation', 'Master DSAI students (international track)', 12, 2016, false],
  ['enseignants-info', 'formation', 'Enseignants du département', 30, 2012, true], ['lival-seminaires', 'recherche', 'Annonces des séminaires du LIVAL', 8, 2010, false], ['lival-doctorants', 'recherche', 'Doctorants du LIVAL', 15, 2012, true],
  ['lival-tous', 'recherche', 'Tous les membres du LIVAL', 25, 2010, true], ['adiv-annonces', 'vie-etudiante', 'Annonces de l\'ADIV', 6, 2016, false], ['stages-info', 'formation', 'Offres de stage en informatique', 25, 2013, false],
];

// =====================================================================================================================
// News, events, seminars (the department's WordPress and the lab site)
// =====================================================================================================================

interface Post { id: number; date: number; title: string; slug: string; cat: string; tags: string[]; off?: Off; fac?: Fac; album?: number }
interface Ev { id: number; date: number; title: string; slug: string; lieu: string; kind: string; person?: Person }
const POST_CATS: Record<string, string> = { actualites: 'Actualités', 'vie-etudiante': 'Vie étudiante', recherche: 'Recherche', soutenances: 'Soutenances', 'stages-emploi': 'Stages et emploi', international: 'International' };
const TAGS = ['licence', 'master', 'l1', 'l3', 'm1', 'm2', 'dsai', 'alternance', 'stage', 'covid-19', 'jpo', 'parcoursup', 'ecandidat', 'erasmus', 'hackathon', 'seminaire', 'these', 'prix', 'lival', 'fete-de-la-science', 'cybersecurite', 'ia', 'inscriptions', 'emploi-du-temps', 'bourses'];
const ENTREPRISES = ['Capgemini', 'Sopra Steria', 'Atos', 'Orange', 'Thales', 'Airbus', 'Dassault Systèmes', 'SNCF', 'Crédit Agricole', 'Akka', 'Altran', 'OVHcloud', 'Ubisoft', 'Inria', 'CEA', 'Enedis', 'Harmonie Mutuelle', 'Kaliop'];

// =====================================================================================================================
// The web
// =====================================================================================================================

export class ModernWebK {
  readonly seed = `${DEPT}/`;
  readonly www = DEPT;
  readonly robots = `User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
Disallow: /wp-login.php
Disallow: /?s=
Disallow: /recherche/

Sitemap: ${DEPT}/wp-sitemap.xml
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private byFac = new Map<string, Off[]>();
  private byUe = new Map<string, Off[]>();
  private byYear = new Map<number, Off[]>();
  private homeIdx = new Map<string, Off>();
  private bases = new Map<string, Off>();
  private spipById = new Map<number, Off>();
  private people: Person[] = [];
  private personByLogin = new Map<string, Person>();
  private mcourses: MCourse[] = [];
  private mById = new Map<number, MCourse>();
  private mByCat = new Map<number, MCourse[]>();
  private posts: Post[] = [];
  private postBySlug = new Map<string, Post>();
  private events: Ev[] = [];
  private evBySlug = new Map<string, Ev>();
  private evByMonth = new Map<string, Ev[]>();
  private pagesHosts = new Set<string>();

  constructor() {
    this.buildPeople();
    this.buildOfferings();
    this.buildMoodle();
    this.buildHubs();
    this.buildNews();
  }

  private buildPeople() {
    const used = new Set(FAC.map((f) => f.login));
    for (let i = 0; i < 64; i++) {
      const r = rng(hash(`person:${i}`));
      const first = pick(r, PRENOMS);
      const last = pick(r, NOMS);
      const kind: Person['kind'] = i < 48 ? 'doc' : 'biatss';
      let login = `${deaccent(first[0]).toLowerCase()}${deaccent(last).toLowerCase().replace(/[^a-z]/g, '')}`;
      while (used.has(login)) login += int(r, 1, 9);
      used.add(login);
      const advisor = pick(r, FAC.filter((f) => ['PR', 'HDR', 'PREM'].includes(f.grade)));
      const since = kind === 'doc' ? int(r, 2013, 2019) : int(r, 1998, 2018);
      const p: Person = { login, first, last, kind, team: kind === 'doc' ? advisor.team : pick(r, ['ADM', 'TECH']), since, advisor, idx: i, soutenance: kind === 'doc' && since <= 2016 ? dayOf(since + 3, int(r, 6, 12), int(r, 1, 28)) : 0 };
      this.people.push(p);
      this.personByLogin.set(login, p);
    }
  }

  private homeUrl(o: Off): void {
    const code = lc(codeOf(o));
    const f = o.f;
    const set = (host: string, home: string, base: string) => { o.host = host; o.home = home; o.base = base; };
    switch (o.kind) {
      case 'wp': {
        const p = o.yr === CUR ? `/formations/${o.ue.level === 'L' ? 'licence' : 'master'}/${o.ue.niv}/${code}/` : `/formations/archives/${o.yr.label}/${code}/`;
        return set(H.dept, DEPT + p, p);
      }
      case 'spip': return set(H.old, `${OLD}/spip.php?article${o.spip}`, `/spip:${o.spip}/`);
      case 'ud': {
        let p: string;
        let base: string;
        if (f.scheme === 'ens') p = base = o.latest ? `/~${f.login}/enseignement/${code}/` : `/~${f.login}/enseignement/${code}/${o.yr.label}/`;
        else if (f.scheme === 'year') p = base = `/~${f.login}/enseignement/${o.yr.label}/${o.ue.short}/`;
        else if (f.scheme === 'frames') p = base = `/~${f.login}/ens/${o.ue.short}${pad(o.yr.y % 100)}/`;
        else { p = `/~${f.login}/cours/${o.ue.short}-${o.yr.short}.html`; base = `/~${f.login}/cours/${o.ue.short}-${o.yr.short}/`; }
        return set(H.lab, LAB + p, base);
      }
      case 'pp': {
        let p: string;
        let base: string;
        if (f.scheme === 'cours') p = base = o.latest ? `/${f.pp}/cours/${o.ue.slug}/` : `/${f.pp}/cours/${o.ue.slug}/${o.yr.y}/`;
        else if (f.scheme === 'teaching') p = base = o.latest ? `/${f.pp}/teaching/${o.ue.slug}/` : `/${f.pp}/teaching/${o.ue.slug}-${o.yr.y}/`;
        else { p = `/${f.pp}/cours/${code}-${o.yr.label}.html`; base = `/${f.pp}/cours/${code}-${o.yr.label}/`; }
        return set(H.pp, PP + p, base);
      }
      case 'pages': {
        const host = `${o.ns}${PAGES}`;
        const p = o.latest ? `/${o.proj}/` : `/${o.proj}/${o.yr.label}/`;
        return set(host, `https://${host}${p}`, p);
      }
      case 'legacy': { const p = `/${o.yr.label}/${o.ue.niv.toUpperCase()}/${codeOf(o)}/`; return set(H.ens, ENS + p, p); }
      default: return set('', '', '');
    }
  }

  private buildOfferings() {
    let spipId = 212;
    for (const ue of UES) {
      const pool = FAC.filter((f) => TEAM_AREAS[f.team].includes(ue.area)).sort((x, y) => hash(ue.short + x.login) - hash(ue.short + y.login)).slice(0, 3);
      for (const yr of YEARS) {
        if (yr.idx < ue.from || yr.idx > ue.to) continue;
        const r = rng(hash(`off:${ue.short}:${yr.y}`));
        if (r() < 0.03) continue; // UE non ouverte cette année (effectifs insuffisants)
        let k = Math.floor((yr.idx + (hash(ue.short) % 3)) / 3);
        let f = pool[k % pool.length];
        for (let j = 0; j < pool.length && f.since > yr.y; j++) f = pool[++k % pool.length];
        if (f.since > yr.y) f = FAC.find((g) => g.since <= yr.y && TEAM_AREAS[g.team].includes(ue.area)) ?? FAC[0];
        const letter = f.pref[Math.floor(r() * f.pref.length)];
        let kind: Kind;
        const cms = (): Kind => (yr.idx >= 4 ? 'wp' : 'spip');
        const own = (): Kind => (f.page === 'ud' ? 'ud' : f.page === 'pp' && yr.y >= 2015 ? 'pp' : cms());
        switch (letter) {
          case 'u': kind = own(); break;
          case 'w': kind = cms(); break;
          case 'm': kind = 'moodle'; break;
          case 'g': kind = yr.idx >= 3 ? 'pages' : own(); break;
          case 'l': kind = yr.idx <= 2 ? 'legacy' : cms(); break;
          default: kind = 'none';
        }
        if (ue.en && kind === 'spip') kind = own();
        const co = pool.filter((g) => g !== f && g.since <= yr.y && r() < 0.5).slice(0, 2);
        if (r() < 0.4) co.push(pick(r, FAC.filter((g) => g.team === 'ENS' && g.since <= yr.y)));
        const docs = this.people.filter((p) => p.kind === 'doc' && p.since <= yr.y && p.since + 3 >= yr.y && TEAM_AREAS[p.team].includes(ue.area)).filter(() => r() < 0.35).slice(0, 3);
        const nsGroup = hash(f.login) % 3 === 0;
        const o: Off = {
          key: `${ue.short}:${yr.y}`, ue, yr, f, co: [...new Set(co)], docs, kind, home: '', host: '', base: '', tpl: f.style, frames: f.scheme === 'frames' && kind === 'ud',
          latest: false, moodle: 0, spip: kind === 'spip' ? spipId++ : 0, ns: nsGroup ? 'enseignements-info' : f.login, proj: nsGroup ? ue.short : hash(f.login + ue.short) % 2 ? `cours-${ue.short}` : `${ue.short}-${ue.niv}`,
          inListe: false, inTeach: false, inIdx: false, inKsup: false, inAsso: false, inList: false, prev: [], link: r(),
        };
        if (o.kind === 'ud' && yr.idx >= 4 && f.style === 'old' && hash(o.key) % 3 === 0) o.tpl = 'plain';
        this.offs.push(o);
      }
    }
    // The latest offering of a UE by a teacher owns the unversioned URL (ens, cours, teaching schemes; GitLab Pages projects).
    const last = new Map<string, Off>();
    for (const o of this.offs) {
      if (o.kind === 'ud' && o.f.scheme === 'ens') last.set(`ud:${o.f.login}:${codeOf(o)}`, o);
      if (o.kind === 'pp' && (o.f.scheme === 'cours' || o.f.scheme === 'teaching')) last.set(`pp:${o.f.login}:${o.ue.short}`, o);
      if (o.kind === 'pages') last.set(`pg:${o.ns}:${o.proj}`, o);
    }
    for (const o of last.values()) o.latest = true;
    for (const o of this.offs) {
      this.homeUrl(o);
      push(this.byFac, o.f.login, o);
      push(this.byUe, o.ue.short, o);
      push(this.byYear, o.yr.idx, o);
      if (o.kind === 'pages') this.pagesHosts.add(o.host);
    }
  }

  private buildMoodle() {
    let id = 1520;
    const add = (m: MCourse) => { this.mcourses.push(m); this.mById.set(m.id, m); push(this.mByCat, m.cat, m); };
    for (const yr of YEARS) {
      if (yr.idx === 0) continue; // the Moodle was reinstalled in 2015
      for (const [ci, cat] of MOODLE_CATS.entries()) {
        const catId = 300 + ci * 10 + yr.idx;
        if (cat.dept === 'INFO') {
          for (const [ni] of NIVEAUX.entries()) {
            const sub = 1000 + yr.idx * 10 + ni;
            for (const o of (this.byYear.get(yr.idx) ?? []).filter((x) => x.ue.niv === NIVEAUX[ni][0])) {
              const r = rng(hash(`moodle:${o.key}`));
              if (o.kind !== 'moodle' && r() > 0.7) continue;
              const m: MCourse = { id: id++, cat: sub, code: codeOf(o), title: o.ue.title, yr, guest: o.kind === 'moodle', off: o, teacher: fullName(o.f), fmt: r() < 0.6 ? 'topics' : 'weeks' };
              o.moodle = m.id;
              if (m.guest) { o.home = `${MOODLE}/course/view.php?id=${m.id}`; o.host = H.moodle; o.base = ''; }
              add(m);
            }
          }
          continue;
        }
        const r = rng(hash(`mcat:${cat.dept}:${yr.y}`));
        const n = int(r, 14, 34);
        for (let i = 0; i < n; i++) {
          const title = cat.titles[(i + yr.idx * 3) % cat.titles.length] + (i >= cat.titles.length ? ` ${i >= 2 * cat.titles.length ? '3' : '2'}` : '');
          const sem = 1 + ((i * 7 + yr.idx) % 6);
          add({ id: id++, cat: catId, code: `${cat.prefix}${sem}${pad((i * 13 + 1) % 100)}${cat.suffix}`, title, yr, guest: r() < 0.022, teacher: `${pick(r, PRENOMS)} ${pick(r, NOMS)}`, fmt: r() < 0.5 ? 'topics' : 'weeks' });
        }
      }
    }
  }

  private buildHubs() {
    for (const o of this.offs) {
      const r = rng(hash(`hubs:${o.key}`));
      if (!o.home) continue;
      this.courseHomes.add(o.home);
      const own = o.kind === 'ud' || o.kind === 'pp';
      o.inListe = o.kind === 'spip' || o.kind === 'wp' ? r() < 0.92 : o.kind === 'pages' ? o.yr.idx >= 4 || r() < 0.8 : r() < (o.yr.idx >= 4 ? 0.55 : 0.5);
      o.inTeach = own ? true : o.f.page !== 'none' && r() < (o.kind === 'pages' ? 0.8 : 0.45);
      o.inIdx = own && r() < 0.5;
      o.inAsso = o.yr.idx >= 3 && r() < 0.3;
      o.inList = o.yr.idx >= 1 && r() < 0.25;
      const key = o.host + new URL(o.home).pathname + (o.kind === 'spip' || o.kind === 'moodle' ? new URL(o.home).search : '');
      this.homeIdx.set(key, o);
      if (o.kind !== 'moodle' && o.kind !== 'spip') {
        if (this.bases.has(o.host + o.base)) throw new Error(`duplicate base ${o.host}${o.base}`);
        this.bases.set(o.host + o.base, o);
      }
      if (o.kind === 'spip') this.spipById.set(o.spip, o);
    }
    for (const m of this.mcourses) if (m.guest && !m.off) this.courseHomes.add(`${MOODLE}/course/view.php?id=${m.id}`);
    // The K-Sup catalogue's "site web de l'UE" link points at the latest public page of a UE.
    for (const list of this.byUe.values()) {
      const withHome = list.filter((o) => o.home);
      const lastO = withHome[withHome.length - 1];
      if (lastO && lastO.yr.idx >= 4 && hash(`ksup${lastO.key}`) % 100 < 55) lastO.inKsup = true;
      // "Années précédentes" on newer pages.
      for (let i = 0; i < withHome.length; i++) {
        const o = withHome[i];
        const earlier = withHome.slice(0, i);
        if (o.kind === 'ud' || o.kind === 'pp') o.prev = earlier.filter((p) => p.f === o.f && p.kind === o.kind);
        else if (o.kind === 'pages' || o.kind === 'wp') o.prev = earlier.filter((p) => p.f === o.f || p.kind === 'wp' || p.kind === 'spip').slice(-2);
        else if (o.kind === 'spip' || o.kind === 'legacy') o.prev = earlier.filter((p) => p.kind === o.kind).slice(-2);
        o.prev.reverse();
      }
    }
    const linked = new Set<Off>();
    for (const o of this.offs) for (const p of o.prev) linked.add(p);
    for (const o of this.offs) {
      if (!o.home || o.kind === 'moodle' || o.kind === 'pages' || o.kind === 'legacy') continue;
      if (!o.inListe && !o.inTeach && !o.inIdx && !o.inKsup && !linked.has(o)) o.inListe = true;
    }
  }

  private buildNews() {
    const r = rng(hash('wp-posts'));
    const from = dayOf(2018, 9, 3);
    const N = 430;
    const used = new Set<string>();
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - from)) / N);
      const y = dOf(date).getUTCFullYear();
      const f = pick(r, FAC);
      const p = pick(r, this.people);
      const k = int(r, 0, 15);
      const titles: [string, string][] = [
        [`Soutenance de thèse de ${p.first} ${p.last}`, 'soutenances'],
        [`${pick(r, ['Prix', 'Best paper award', 'Distinction'])} pour ${f.first} ${f.last} à ${pick(r, VENUES)} ${y}`, 'recherche'],
        [`Forum stages et alternance ${y} : ${int(r, 18, 45)} entreprises présentes`, 'stages-emploi'],
        [`Offre de stage : développeur·se ${pick(r, ['Java', 'Python', 'web', 'C++', 'data'])} chez ${pick(r, ENTREPRISES)}`, 'stages-emploi'],
        [`Journée portes ouvertes : venez découvrir la licence et le master informatique`, 'actualites'],
        [`Candidatures en master ${y} : ouverture de la plateforme eCandidat`, 'actualites'],
        [`Résultats du hackathon ${pick(r, ['Valmont Code', 'Nuit de l\'Info', 'Hack\'Loire'])} ${y}`, 'vie-etudiante'],
        [`Séminaire LIVAL : ${paperTitle(r)}`, 'recherche'],
        [`Erasmus+ : réunion d'information sur la mobilité ${y}-${y + 1}`, 'international'],
        [`Emplois du temps du ${pick(r, ['premier', 'second'])} semestre disponibles`, 'actualites'],
        [`Élections au conseil de département : résultats`, 'actualites'],
        [`Fête de la science ${y} : ateliers de programmation pour les collégiens`, 'vie-etudiante'],
        [`Conférence : ${pick(r, ['l\'IA et l\'emploi', 'la cybersécurité en entreprise', 'les métiers du numérique', 'le logiciel libre dans l\'administration'])}`, 'actualites'],
        [`Bienvenue aux étudiants du master DSAI (international track)`, 'international'],
        [`Rentrée ${y} : réunions de rentrée par année`, 'actualites'],
        [`Nouvelle salle de TP équipée au bâtiment Turing`, 'actualites'],
      ];
      let [title, cat] = titles[k];
      if (date >= dayOf(2020, 3, 10) && i >= N - 3) [title, cat] = [[`COVID-19 : fermeture de l'université à compter du lundi 16 mars 2020`, 'actualites'], [`Continuité pédagogique : consignes aux étudiants et aux enseignants`, 'actualites'], [`Report des soutenances et des examens du mois de mars`, 'actualites']][N - 1 - i] as [string, string];
      const s0 = slug(title).slice(0, 70).replace(/-$/, '');
      let s = s0;
      for (let k = 2; used.has(s); k++) s = `${s0}-${k}`;
      used.add(s);
      const tags = Array.from({ length: int(r, 0, 3) }, () => pick(r, TAGS));
      const post: Post = { id: 800 + i * 3, date, title, slug: s, cat, tags: [...new Set(tags)], fac: k === 1 ? f : undefined, album: k === 6 || k === 11 ? int(r, 1, 60) : undefined };
      this.posts.push(post);
      this.postBySlug.set(s, post);
    }
    // Posts about a course (a guest lecture, project defences, a prize), linking its page.
    const rc = rng(hash('wp-course-posts'));
    let extra = 0;
    for (const o of this.offs) {
      if (!o.home || o.yr.idx < 4 || hash(`post${o.key}`) % 3 !== 0) continue;
      const date = Math.min(NOW - 1, semStart(o) + int(rc, 12, 95));
      const code = codeOf(o);
      const title = pick(rc, [`Conférence invitée dans l'UE ${code} (${o.ue.title})`, `${o.ue.title} : soutenances des projets`, `${code} : un intervenant de ${pick(rc, ENTREPRISES)} en TD`, `Concours de programmation de l'UE ${code}`, `${o.ue.title} (${code}) : organisation à distance`, `Retour sur la visite organisée dans le cadre de l'UE ${code}`]);
      const s0 = slug(title).slice(0, 70).replace(/-$/, '');
      let s = s0;
      for (let k = 2; used.has(s); k++) s = `${s0}-${k}`;
      used.add(s);
      const post: Post = { id: 2400 + extra++ * 3, date, title, slug: s, cat: pick(rc, ['actualites', 'vie-etudiante']), tags: [o.ue.niv, 'enseignement'].filter((t) => TAGS.includes(t)), off: o };
      this.posts.push(post);
      this.postBySlug.set(s, post);
    }
    this.posts.sort((x, y) => x.date - y.date || x.id - y.id);
    const re = rng(hash('wp-events'));
    const eFrom = dayOf(2018, 9, 10);
    const E = 260;
    for (let i = 0; i < E; i++) {
      const date = eFrom + Math.floor((i * (dayOf(2020, 7, 1) - eFrom)) / E) + int(re, 0, 2);
      const p = pick(re, this.people.filter((x) => x.kind === 'doc'));
      const k = int(re, 0, 6);
      const [title, kind, lieu] = ([
        [`Séminaire LIVAL : ${paperTitle(re)}`, 'seminaire', 'Salle des séminaires, bât. Turing'],
        [`Soutenance de thèse : ${p.first} ${p.last}`, 'soutenance', 'Amphi Turing'],
        [`Soutenance d'HDR : ${pick(re, FAC).first} ${pick(re, FAC).last}`, 'soutenance', 'Amphi Turing'],
        [`Conseil de département`, 'reunion', 'Salle du conseil, bât. 12'],
        [`Réunion d'information master ${pick(re, ['GL', 'RSD', 'DSAI'])}`, 'reunion', 'Amphi B'],
        [`Journée portes ouvertes de l'université`, 'jpo', 'Campus de Valmont'],
        [`Atelier : ${pick(re, ['écrire son CV', 'git pour les débutants', 'préparer son entretien de stage', 'LaTeX', 'découvrir Linux'])}`, 'atelier', 'Salle 104'],
      ] as [string, string, string][])[k];
      let s = slug(title).slice(0, 60).replace(/-$/, '');
      if (this.evBySlug.has(s)) s += `-${fmtISO(date)}`;
      if (this.evBySlug.has(s)) continue;
      const ev: Ev = { id: 5000 + i, date, title, slug: s, lieu, kind, person: k === 1 ? p : undefined };
      this.events.push(ev);
      this.evBySlug.set(s, ev);
      push(this.evByMonth, fmtISO(date).slice(0, 7), ev);
    }
  }

  // ===================================================================================================================
  // Dispatch
  // ===================================================================================================================

  respond(url: string): Resp {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return nginx404();
    }
    const host = u.hostname.toLowerCase();
    if (host !== DOM && !host.endsWith(`.${DOM}`)) return nginx404();
    if (u.protocol === 'http:' && (HTTPS_ONLY.has(host) || host.endsWith(PAGES))) return moved(`https://${host}${u.pathname}${u.search}`);
    if (host.endsWith(PAGES)) return this.pagesHost(host, u);
    switch (host) {
      case H.dept: return this.deptHost(u);
      case H.deptOld: return moved(`${DEPT}${u.pathname === '/' ? '/' : u.pathname}${u.search}`);
      case H.old: return this.oldHost(u);
      case H.univ: return this.univHost(u);
      case DOM: return moved(`${UNIV}/`, 301);
      case H.lab: return this.labHost(u);
      case H.labBare: return moved(`${LAB}${u.pathname}${u.search}`);
      case H.pp: return this.ppHost(u);
      case H.moodle: return this.moodleHost(u);
      case H.cas: return this.casHost(u);
      case H.ent: return u.pathname === '/' || u.pathname.startsWith('/uPortal') ? toCas(`https://${H.ent}/uPortal/Login`) : nginx404();
      case H.gitlab: return this.gitlabHost(u);
      case H.ens: return this.ensHost(u);
      case H.edt: return this.edtHost(u);
      case H.bu: return this.buHost(u);
      case H.listes: return this.listesHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.photos: return this.photosHost(u);
      case H.annuaire: return this.annuaireHost(u);
      case H.hal: return this.halHost(u);
      case H.theses: return this.thesesHost(u);
      case H.asso: return this.assoHost(u);
      case H.services: return this.servicesHost(u);
      default: return nginx404();
    }
  }

  // ===================================================================================================================
  // informatique.univ-valmont.fr: the department's WordPress (since September 2018)
  // ===================================================================================================================

  private wpMenu(): string {
    if (this._menu) return this._menu;
    const M: [string, string, [string, string][]][] = [
      ['Le département', '/le-departement/', [['Présentation', '/le-departement/'], ['Mot du directeur', '/le-departement/mot-du-directeur/'], ['Personnels administratifs', '/le-departement/personnels-administratifs/'], ['Conseil de département', '/le-departement/conseil-de-departement/'], ['Plan d\'accès', '/le-departement/plan-dacces/']]],
      ['Formations', '/formations/', [['Licence informatique', '/formations/licence/'], ['Master informatique', '/formations/master/'], ['Emplois du temps', '/formations/emplois-du-temps/'], ['Modalités de contrôle (MCC)', '/formations/modalites-de-controle-des-connaissances/'], ['Stages', '/formations/stages/'], ['Alternance', '/formations/alternance/'], ['Candidater', '/formations/candidater/']]],
      ['Recherche', '/recherche/', [['Le laboratoire LIVAL', `${LABS}/`], ['Publications (HAL)', `${HAL}/LIVAL/`], ['Thèses soutenues', `${THESES}/?q=&fq=etablissement:Valmont`], ['Séminaires', `${LABS}/seminaires/`]]],
      ['Vie étudiante', '/vie-etudiante/', [['Annales d\'examens (BU)', `${BU}/annales/`], ['Photos', `${PHOTOS}/`], ['Listes de diffusion', `${LISTES}/sympa/lists/formation`]]],
      ['International', '/international/', [['Erasmus+', '/international/erasmus/']]],
      ['Actualités', '/actualites/', []],
      ['Agenda', '/agenda/', []],
      ['Contact', '/contact/', []],
    ];
    this._menu = `<nav id="site-navigation" class="main-navigation" aria-label="Menu principal"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button><ul id="primary-menu" class="menu nav-menu">${M.map(([l, h, sub], i) => `<li id="menu-item-${40 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${sub.length ? ' menu-item-has-children' : ''} menu-item-${40 + i}"><a href="${esc(h)}">${esc(l)}</a>${sub.length ? `<ul class="sub-menu">${sub.map(([sl, sh], j) => `<li id="menu-item-${100 + i * 10 + j}" class="menu-item menu-item-${100 + i * 10 + j}"><a href="${esc(sh)}">${esc(sl)}</a></li>`).join('')}</ul>` : ''}</li>`).join('')}</ul></nav>`;
    return this._menu;
  }
  private _menu = '';

  private wpPage(u: URL, title: string, content: string, o: { crumbs?: [string, string][]; id?: number; en?: boolean; side?: boolean; bodyClass?: string; canonical?: string } = {}): Resp {
    const r = rng(hash(`wp:${u.pathname}`));
    const id = o.id ?? 100 + (hash(u.pathname) % 4000);
    const canonical = o.canonical ?? `${DEPT}${u.pathname}`;
    const crumbs: [string, string][] = [[o.en ? 'Home' : 'Accueil', o.en ? '/en/' : '/'], ...(o.crumbs ?? [])];
    const recent = this.posts.slice(-5).reverse();
    const upcoming = this.events.filter((e) => e.date >= NOW).slice(0, 3);
    const side = o.side === false ? '' : `<aside id="secondary" class="widget-area">
<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">${o.en ? 'News' : 'Actualités récentes'}</h2><ul>${recent.map((p) => `<li><a href="${this.postUrl(p)}">${esc(p.title)}</a> <span class="post-date">${fmtL(p.date)}</span></li>`).join('')}</ul></section>
<section id="tribe-events-list-widget-2" class="widget tribe-events-list-widget"><h2 class="widget-title">Agenda</h2><ol class="tribe-list-widget">${upcoming.map((e) => `<li class="tribe-events-list-widget-events"><h4 class="tribe-event-title"><a href="/evenement/${e.slug}/" rel="bookmark">${esc(e.title)}</a></h4><div class="tribe-event-duration"><span class="tribe-event-date-start">${fmtJ(e.date)}</span></div></li>`).join('')}</ol><p class="tribe-events-widget-link"><a href="/agenda/" rel="bookmark">Voir tous les événements</a></p></section>
<section id="categories-2" class="widget widget_categories"><h2 class="widget-title">Catégories</h2><ul>${Object.entries(POST_CATS).map(([k, l]) => `<li class="cat-item"><a href="/category/${k}/">${l}</a></li>`).join('')}</ul></section>
<section id="archives-2" class="widget widget_archive"><h2 class="widget-title">Archives</h2><ul>${WP_MONTHS.map(([y, m]) => `<li><a href="/${y}/${pad(m)}/">${MOIS[m - 1]} ${y}</a></li>`).join('')}</ul></section>
<section id="tag_cloud-2" class="widget widget_tag_cloud"><h2 class="widget-title">Étiquettes</h2><div class="tagcloud">${TAGS.map((t) => `<a href="/tag/${t}/" class="tag-cloud-link" style="font-size: ${8 + (hash(t) % 14)}pt;">${t}</a>`).join(' ')}</div></section>
<section id="custom_html-3" class="widget_text widget widget_custom_html"><h2 class="widget-title">${o.en ? 'Quick links' : 'Accès rapides'}</h2><div class="textwidget custom-html-widget"><ul><li><a href="https://${H.ent}/">ENT</a></li><li><a href="${MOODLE}/">Moodle</a></li><li><a href="/formations/emplois-du-temps/">Emplois du temps</a></li><li><a href="${ANNU}/">Annuaire</a></li><li><a href="${BU}/annales/">Annales</a></li></ul></div></section>
</aside>`;
    return html(`<!doctype html>
<html lang="${o.en ? 'en-GB' : 'fr-FR'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${esc(title)} &#8211; Département d&#039;Informatique &#8211; Université de Valmont</title>
<link rel="canonical" href="${esc(canonical)}">
<meta property="og:locale" content="${o.en ? 'en_GB' : 'fr_FR'}"><meta property="og:type" content="article"><meta property="og:title" content="${esc(title)}"><meta property="og:url" content="${esc(canonical)}"><meta property="og:site_name" content="Département d'Informatique">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"${DEPT}/#organization","name":"D\\u00e9partement d'Informatique - Universit\\u00e9 de Valmont","url":"${DEPT}/"},{"@type":"WebPage","@id":"${esc(canonical)}#webpage","url":"${esc(canonical)}","name":"${esc(title).replace(/"/g, '')}","inLanguage":"${o.en ? 'en-GB' : 'fr-FR'}"}]}</script>
<link rel='dns-prefetch' href='//fonts.googleapis.com'>
<link rel="alternate" type="application/rss+xml" title="Département d'Informatique &raquo; Flux" href="${DEPT}/feed/">
<script type="text/javascript">window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/12.0.0-1\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/12.0.0-1\\/svg\\/","svgExt":".svg","source":{"concatemoji":"https:\\/\\/${H.dept}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=5.3.2"}};
!function(e,a,t){var n,r,o,i=a.createElement("canvas"),p=i.getContext&&i.getContext("2d");function s(e,t){var a=String.fromCharCode;p.clearRect(0,0,i.width,i.height),p.fillText(a.apply(this,e),0,0);e=i.toDataURL();return p.clearRect(0,0,i.width,i.height),p.fillText(a.apply(this,t),0,0),e===i.toDataURL()}function c(e){var t=a.createElement("script");t.src=e,t.defer=t.type="text/javascript",a.getElementsByTagName("head")[0].appendChild(t)}for(o=Array("flag","emoji"),t.supports={everything:!0,everythingExceptFlag:!0},r=0;r<o.length;r++)t.supports[o[r]]=function(e){if(!p||!p.fillText)return!1;switch(p.textBaseline="top",p.font="600 32px Arial",e){case"flag":return s([127987,65039,8205,9895,65039],[127987,65039,8203,9895,65039])?!1:!s([55356,56826,55356,56819],[55356,56826,8203,55356,56819])&&!s([55356,57332,56128,56423,56128,56418,56128,56421,56128,56430,56128,56423,56128,56447],[55356,57332,8203,56128,56423,8203,56128,56418,8203,56128,56421,8203,56128,56430,8203,56128,56423,8203,56128,56447]);case"emoji":return!s([55357,56424,55356,57342,8205,55358,56605,8205,55357,56424,55356,57340],[55357,56424,55356,57342,8203,55358,56605,8203,55357,56424,55356,57340])}return!1}(o[r]),t.supports.everything=t.supports.everything&&t.supports[o[r]],"flag"!==o[r]&&(t.supports.everythingExceptFlag=t.supports.everythingExceptFlag&&t.supports[o[r]]);t.supports.everythingExceptFlag=t.supports.everythingExceptFlag&&!t.supports.flag,t.DOMReady=!1,t.readyCallback=function(){t.DOMReady=!0},t.supports.everything||(n=function(){t.readyCallback()},a.addEventListener?(a.addEventListener("DOMContentLoaded",n,!1),e.addEventListener("load",n,!1)):(e.attachEvent("onload",n),a.attachEvent("onreadystatechange",function(){"complete"===a.readyState&&t.readyCallback()})),(n=t.source||{}).concatemoji?c(n.concatemoji):n.wpemoji&&n.twemoji&&(c(n.twemoji),c(n.wpemoji)))}(window,document,window._wpemojiSettings);</script>
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=5.3.2' type='text/css' media='all'>
<link rel='stylesheet' id='tribe-events-calendar-style-css' href='/wp-content/plugins/the-events-calendar/src/resources/css/tribe-events-full.min.css?ver=4.9.14' type='text/css' media='all'>
<link rel='stylesheet' id='valmont-style-css' href='/wp-content/themes/valmont-composantes/style.css?ver=2.4.1' type='text/css' media='all'>
<script type='text/javascript' src='/wp-includes/js/jquery/jquery.js?ver=1.12.4-wp'></script>
<link rel='https://api.w.org/' href='${DEPT}/wp-json/'>
<link rel='shortlink' href='${DEPT}/?p=${id}'>
<link rel="alternate" type="application/json+oembed" href="${DEPT}/wp-json/oembed/1.0/embed?url=${encodeURIComponent(canonical)}">
<script type="text/javascript">var tribe_l10n_datatables = {"aria":{"sort_ascending":": activer pour trier la colonne ascendante","sort_descending":": activer pour trier la colonne descendante"},"length_menu":"Afficher les saisies _MENU_","empty_table":"Aucune donn\\u00e9e disponible","info":"Affichage de _START_ \\u00e0 _END_ de _TOTAL_ saisies","search":"Rechercher :","zero_records":"Aucun enregistrement correspondant trouv\\u00e9"};</script>
</head>
<body class="page-template-default page page-id-${id} wp-embed-responsive ${o.bodyClass ?? ''}">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">Aller au contenu</a>
<div class="univ-bar"><div class="container"><a href="${UNIV}/" class="univ-logo">Université de Valmont</a><ul class="univ-links"><li><a href="https://${H.ent}/">ENT</a></li><li><a href="${MOODLE}/">Moodle</a></li><li><a href="${casUrl(`https://webmail.${DOM}/`)}">Webmail</a></li><li><a href="${ANNU}/">Annuaire</a></li><li>${o.en ? '<a href="/" hreflang="fr" lang="fr">Français</a>' : '<a href="/en/" hreflang="en" lang="en">English</a>'}</li></ul></div></div>
<header id="masthead" class="site-header"><div class="container"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2018/09/logo-dept-info.png" alt="Département d'Informatique"></a><p class="site-title"><a href="/" rel="home">Département d'Informatique</a></p><p class="site-description">UFR Sciences et Techniques &middot; Université de Valmont</p></div>
${this.wpMenu()}
<form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">Rechercher :</span><input type="search" class="search-field" placeholder="Rechercher…" value="" name="s"></label><input type="submit" class="search-submit" value="Rechercher"></form></div></header>
<div id="content" class="site-content container">
<nav class="breadcrumbs" aria-label="Fil d'Ariane"><span>${crumbs.map(([l, h], i) => (i === crumbs.length - 1 || !h ? `<span class="breadcrumb_last" aria-current="page">${esc(l)}</span>` : `<span><a href="${esc(h)}">${esc(l)}</a> &raquo; </span>`)).join('')}</span></nav>
<div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-${id}" class="post-${id} page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header>
<div class="entry-content">
${content}
</div>
<footer class="entry-footer"><span class="edit-link">Dernière mise à jour : ${fmtL(NOW - int(r, 3, 160))}</span></footer></article>
</main></div>
${side}
</div>
<footer id="colophon" class="site-footer"><div class="container"><div class="footer-widgets"><div class="footer-col"><h3>Département d'Informatique</h3><p>UFR Sciences et Techniques<br>Bâtiment Turing &ndash; 2 boulevard Lavoisier<br>49045 Valmont Cedex<br>Tél. : 02 41 73 50 00<br>secretariat-info@${DOM}</p></div><div class="footer-col"><h3>Liens</h3><ul><li><a href="${UNIV}/">Université de Valmont</a></li><li><a href="${UNIV}/fr/formation/offre-de-formation.html">Offre de formation</a></li><li><a href="${LABS}/">Laboratoire LIVAL</a></li><li><a href="${BU}/">Bibliothèque universitaire</a></li><li><a href="${GITLAB}/">Forge GitLab</a></li></ul></div><div class="footer-col"><h3>Suivez-nous</h3><ul class="social"><li><a href="https://twitter.com/InfoValmont">Twitter</a></li><li><a href="https://www.linkedin.com/school/universite-de-valmont/">LinkedIn</a></li><li><a href="https://www.youtube.com/channel/UCx7Vm4u1P2LQ8JdOe4n3kYw">YouTube</a></li></ul></div></div>
<div class="site-info"><a href="/mentions-legales/">Mentions légales</a> &middot; <a href="/plan-du-site/">Plan du site</a> &middot; <a href="/accessibilite/">Accessibilité : non conforme</a> &middot; <a href="/contact/">Contact</a> &middot; Propulsé par WordPress</div></div></footer>
</div>
<script type='text/javascript'>/* <![CDATA[ */ var wpcf7 = {"apiSettings":{"root":"https:\\/\\/${H.dept}\\/wp-json\\/contact-form-7\\/v1","namespace":"contact-form-7\\/v1"},"cached":"1"}; var valmontTheme = {"blocks":[${T.chunk('wp-a')},${T.chunk('wp-b')}]}; /* ]]> */</script>
<script type='text/javascript' src='/wp-content/plugins/contact-form-7/includes/js/scripts.js?ver=5.1.6'></script>
<script type='text/javascript' src='/wp-content/themes/valmont-composantes/js/navigation.js?ver=20151215'></script>
<script type='text/javascript' src='/wp-includes/js/wp-embed.min.js?ver=5.3.2'></script>
<!-- Matomo --><script type="text/javascript">var _paq = window._paq || [];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u="https://stats.${DOM}/";_paq.push(['setTrackerUrl', u+'matomo.php']);_paq.push(['setSiteId', '14']);var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];g.type='text/javascript'; g.async=true; g.defer=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);})();</script><!-- End Matomo Code -->
</body>
</html>
`);
  }

  private wp404(u: URL): Resp {
    const r = this.wpPage(u, 'Page non trouvée', `<section class="error-404 not-found"><p>Il semble que rien n'ait été trouvé à cette adresse. Essayez l'un des liens ci-dessous ou une recherche ?</p><form role="search" method="get" action="/"><input type="search" name="s"><input type="submit" value="Rechercher"></form></section>`, { id: 0 });
    return { ...r, status: 404 };
  }

  private postUrl(p: Post): string {
    const d = dOf(p.date);
    return `/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${p.slug}/`;
  }

  /** A link to a course home as hubs write it: http:// for https, no trailing slash, index.html, utm parameters. */
  private homeHref(o: Off, salt: string): string {
    const h = o.home;
    const x = hash(o.key + salt) % 100;
    if (o.kind === 'moodle') return x < 12 ? h.replace('https:', 'http:') : h;
    if (o.kind === 'spip') return x < 15 ? `${OLD}/spip.php?page=article&id_article=${o.spip}` : h;
    if (x < 10 && h.startsWith('https:')) return h.replace('https:', 'http:');
    if (x < 12 && h.startsWith('http:') && o.host === H.lab) return h.replace('http:', 'https:');
    if (h.endsWith('/') && x < 18) return h.slice(0, -1);
    if (h.endsWith('/') && x < 24 && o.kind !== 'wp') return `${h}index.html`;
    if (o.kind === 'wp' && x < 28) return `${h}?utm_source=${salt}&utm_medium=lien`;
    return h;
  }
  /** A link to the public page of a UE in a given year, or to its description on the department site. */
  private ueLink(o: Off, salt: string, label: string): string {
    return o.home ? a(this.homeHref(o, salt), label) : esc(label);
  }

  private deptHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const q = u.searchParams;
    if ([...q.keys()].some((k) => k.startsWith('utm_'))) {
      for (const k of [...q.keys()]) if (k.startsWith('utm_')) q.delete(k);
      const rest = q.toString();
      return moved(`${DEPT}${u.pathname}${rest ? `?${rest}` : ''}`);
    }
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: this.robots };
    if (p.startsWith('/wp-content/') || p.startsWith('/wp-includes/')) return asset(p, u.href);
    if (p === '/wp-login.php') return this.wpLogin(u);
    if (p.startsWith('/wp-admin')) return moved(`${DEPT}/wp-login.php?redirect_to=${encodeURIComponent(`${DEPT}${p}`)}&reauth=1`, 302);
    if (p.startsWith('/wp-json')) return { status: 200, type: 'application/json; charset=UTF-8', body: JSON.stringify({ name: 'Département d\'Informatique', description: 'UFR Sciences et Techniques', url: DEPT, namespaces: ['oembed/1.0', 'wp/v2', 'contact-form-7/v1', 'tribe/events/v1'], routes: {} }) };
    if (p === '/' && q.has('p')) {
      const id = Number(q.get('p'));
      const post = this.posts.find((x) => x.id === id);
      return post ? moved(`${DEPT}${this.postUrl(post)}`) : this.wp404(u);
    }
    if (p === '/' && q.has('s')) return this.wpSearch(u);
    if (p === '/' && q.has('ical')) return this.ical(this.events.filter((e) => e.date >= NOW).slice(0, 30));
    if (p === '/') return this.wpHome(u);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/.test(p)) return moved(`${DEPT}${p}/${u.search}`);
    if (p === '/feed/' || p === '/comments/feed/' || /^\/category\/[a-z-]+\/feed\/$/.test(p)) return this.rss(p);
    if (p.startsWith('/en/')) return this.wpEnglish(u, p);
    if (p.startsWith('/formations/')) return this.wpFormations(u, p);
    if (p === '/actualites/' || /^\/actualites\/page\/\d+\/$/.test(p)) return this.wpList(u, 'Actualités', this.posts, '/actualites/', [['Actualités', '']]);
    let m = /^\/category\/([a-z-]+)\/(?:page\/(\d+)\/)?$/.exec(p);
    if (m && POST_CATS[m[1]]) return this.wpList(u, `Catégorie : ${POST_CATS[m[1]]}`, this.posts.filter((x) => x.cat === m![1]), `/category/${m[1]}/`, [['Actualités', '/actualites/'], [POST_CATS[m[1]], '']]);
    m = /^\/tag\/([a-z0-9-]+)\/(?:page\/(\d+)\/)?$/.exec(p);
    if (m && TAGS.includes(m[1])) return this.wpList(u, `Étiquette : ${m[1]}`, this.posts.filter((x) => x.tags.includes(m![1])), `/tag/${m[1]}/`, [['Actualités', '/actualites/'], [m[1], '']]);
    m = /^\/author\/([a-z-]+)\/(?:page\/(\d+)\/)?$/.exec(p);
    if (m && ['webmaster-info', 'secretariat', 'communication'].includes(m[1])) return this.wpList(u, `Auteur : ${m[1]}`, this.posts.filter((x) => ['webmaster-info', 'secretariat', 'communication'][x.id % 3] === m![1]), `/author/${m[1]}/`, [['Actualités', '/actualites/']]);
    m = /^\/(20\d\d)\/(\d\d)\/(\d\d)\/$/.exec(p);
    if (m) { const pre = `${m[1]}-${m[2]}-${m[3]}`; const l = this.posts.filter((x) => fmtISO(x.date) === pre); return l.length ? this.wpList(u, `Jour : ${fmtL(dayOf(Number(m[1]), Number(m[2]), Number(m[3])))}`, l, p, [['Actualités', '/actualites/']]) : this.wp404(u); }
    m = /^\/(20\d\d)\/(\d\d)\/(\d\d)\/([a-z0-9-]+)\/feed\/$/.exec(p);
    if (m) { const post = this.postBySlug.get(m[4]); return post ? { status: 200, type: 'application/rss+xml; charset=UTF-8', body: `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Commentaires sur : ${esc(post.title)}</title><link>${DEPT}${this.postUrl(post)}</link></channel></rss>` } : this.wp404(u); }
    m = /^\/(20\d\d)\/(\d\d)\/(?:page\/(\d+)\/)?$/.exec(p);
    if (m) { const pre = `${m[1]}-${m[2]}`; const l = this.posts.filter((x) => fmtISO(x.date).startsWith(pre)); return l.length ? this.wpList(u, `Mois : ${MOIS[Number(m[2]) - 1]} ${m[1]}`, l, `/${m[1]}/${m[2]}/`, [['Actualités', '/actualites/']]) : this.wp404(u); }
    m = /^\/(20\d\d)\/(\d\d)\/(\d\d)\/([a-z0-9-]+)\/attachment\/([a-z0-9_-]+)\/$/.exec(p);
    if (m) {
      const post = this.postBySlug.get(m[4]);
      const imgs = post ? this.postImages(post) : [];
      const k = imgs.indexOf(m[5]);
      if (!post || k < 0 || this.postUrl(post) !== p.replace(/attachment\/[a-z0-9_-]+\/$/, '')) return this.wp404(u);
      const src = `/wp-content/uploads/${fmtISO(post.date).slice(0, 7).replace('-', '/')}/${imgs[k]}.jpg`;
      return this.wpPage(u, imgs[k], `<p class="attachment"><a href="${src}"><img width="1024" height="683" src="${src.replace('.jpg', '-1024x683.jpg')}" class="attachment-large size-large" alt=""></a></p><nav class="image-navigation">${k > 0 ? `<a href="${this.postUrl(post)}attachment/${imgs[k - 1]}/">Image précédente</a>` : ''} ${k < imgs.length - 1 ? `<a href="${this.postUrl(post)}attachment/${imgs[k + 1]}/">Image suivante</a>` : ''}</nav><p>Publié dans ${a(this.postUrl(post), post.title)}</p>`, { crumbs: [['Actualités', '/actualites/'], [post.title, this.postUrl(post)], [imgs[k], '']], id: post.id + 1 + k, bodyClass: 'attachment', side: false });
    }
    m = /^\/(20\d\d)\/(\d\d)\/(\d\d)\/([a-z0-9-]+)\/(amp\/)?$/.exec(p);
    if (m) { const post = this.postBySlug.get(m[4]); return post && this.postUrl(post) === p.replace(/amp\/$/, '') ? this.wpPost(u, post, !!m[5]) : this.wp404(u); }
    if (p.startsWith('/agenda/') || p.startsWith('/evenement/')) return this.wpAgenda(u, p);
    const st = this.wpStatic(u, p);
    if (st) return st;
    return this.wp404(u);
  }

  private wpLogin(u: URL): Resp {
    const redirect = u.searchParams.get('redirect_to') ?? `${DEPT}/wp-admin/`;
    return html(`<!DOCTYPE html><html lang="fr-FR"><head><meta charset="UTF-8"><title>Se connecter &lsaquo; Département d'Informatique &#8212; WordPress</title><meta name='robots' content='noindex,noarchive'><link rel='stylesheet' href='/wp-admin/load-styles.php?c=0&amp;dir=ltr&amp;load%5Bchunk_0%5D=dashicons,buttons,forms,l10n,login&amp;ver=5.3.2' type='text/css' media='all'></head><body class="login login-action-login wp-core-ui locale-fr-fr"><div id="login"><h1><a href="https://fr.wordpress.org/">Propulsé par WordPress</a></h1><p class="message">Connexion réservée aux rédacteurs du site. Les étudiants et personnels utilisent le <a href="${casUrl(`${DEPT}/wp-login.php`)}">CAS de l'université</a>.</p><form name="loginform" id="loginform" action="${DEPT}/wp-login.php" method="post"><p><label for="user_login">Identifiant ou adresse e-mail</label><input type="text" name="log" id="user_login" class="input" size="20"></p><p><label for="user_pass">Mot de passe</label><input type="password" name="pwd" id="user_pass" class="input" size="20"></p><p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Se connecter"><input type="hidden" name="redirect_to" value="${esc(redirect)}"></p></form><p id="nav"><a href="${DEPT}/wp-login.php?action=lostpassword">Mot de passe oublié ?</a></p><p id="backtoblog"><a href="${DEPT}/">&larr; Aller sur Département d'Informatique</a></p></div></body></html>`);
  }

  private rss(p: string): Resp {
    const cat = /^\/category\/([a-z-]+)\//.exec(p)?.[1];
    const items = (cat ? this.posts.filter((x) => x.cat === cat) : this.posts).slice(-10).reverse();
    return { status: 200, type: 'application/rss+xml; charset=UTF-8', body: `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Département d'Informatique</title><link>${DEPT}</link><description>UFR Sciences et Techniques</description><language>fr-FR</language>${items.map((x) => `<item><title>${esc(x.title)}</title><link>${DEPT}${this.postUrl(x)}</link><pubDate>${dOf(x.date).toUTCString()}</pubDate><guid isPermaLink="false">${DEPT}/?p=${x.id}</guid></item>`).join('')}</channel></rss>` };
  }

  private ical(evs: Ev[]): Resp {
    return { status: 200, type: 'text/calendar; charset=utf-8', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Département d'Informatique - ECPv4.9.14//NONSGML v1.0//EN\r\nX-WR-CALNAME:Département d'Informatique\r\n${evs.map((e) => `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${fmtISO(e.date).replace(/-/g, '')}\r\nSUMMARY:${e.title}\r\nLOCATION:${e.lieu}\r\nURL:${DEPT}/evenement/${e.slug}/\r\nUID:${e.id}-${e.date}@${H.dept}\r\nEND:VEVENT\r\n`).join('')}END:VCALENDAR\r\n` };
  }

  private wpHome(u: URL): Resp {
    const r = rng(hash('wphome'));
    const news = this.posts.slice(-8).reverse();
    const body = `<div class="home-slider"><div class="slide"><img src="/wp-content/uploads/2019/09/rentree-2019.jpg" alt="Rentrée 2019"><p>Rentrée 2019 : bienvenue aux nouveaux étudiants !</p></div><div class="slide"><img src="/wp-content/uploads/2019/11/jpo-2020.jpg" alt="Journée portes ouvertes"><p>Journée portes ouvertes le samedi 1er février 2020</p></div></div>
<div class="alert alert-covid" role="alert"><strong>COVID-19 :</strong> l'université est fermée à compter du lundi 16 mars 2020. Les enseignements sont assurés à distance. ${a(this.postUrl(this.posts[this.posts.length - 1]), 'Consignes aux étudiants')}.</div>
<section class="home-intro"><h2>Bienvenue au Département d'Informatique</h2>${T.para(r, 3)}<p>Le département propose une licence informatique (parcours informatique générale et parcours MIAGE-préparation), un master informatique avec trois parcours dont un parcours international enseigné en anglais (DSAI), ainsi que des formations en ${a('/formations/alternance/', 'alternance')}. Les enseignants-chercheurs du département sont membres du ${a(`${LABS}/`, 'Laboratoire d\'Informatique de Valmont (LIVAL)')}.</p></section>
<section class="home-news"><h2>Actualités</h2><div class="news-grid">${news.map((p) => `<article class="news-card"><a href="${this.postUrl(p)}"><img src="/wp-content/uploads/${fmtISO(p.date).slice(0, 7).replace('-', '/')}/vignette-${p.id}-300x200.jpg" alt=""></a><h3><a href="${this.postUrl(p)}">${esc(p.title)}</a></h3><p class="date">${fmtL(p.date)} &middot; <a href="/category/${p.cat}/">${POST_CATS[p.cat]}</a></p></article>`).join('')}</div><p>${a('/actualites/', 'Toutes les actualités')}</p></section>
<section class="home-links"><h2>Accès directs</h2><ul class="tiles"><li>${a(`${HAL}/LIVAL/`, 'Publications du LIVAL')}</li><li>${a('/formations/emplois-du-temps/', 'Emplois du temps')}</li><li>${a('/formations/candidater/', 'Candidater')}</li><li>${a('/formations/stages/', 'Stages')}</li><li>${a(`${PHOTOS}/index.php?/categories`, 'Photothèque')}</li><li>${a(`${BU}/annales/`, 'Annales d\'examens')}</li></ul></section>`;
    return this.wpPage(u, 'Accueil', body, { id: 2, side: true, bodyClass: 'home' });
  }

  private wpSearch(u: URL): Resp {
    const s = (u.searchParams.get('s') ?? '').toLowerCase();
    const hits = s ? this.posts.filter((p) => p.title.toLowerCase().includes(s)).slice(0, 10) : [];
    return this.wpPage(u, `Résultats de recherche pour « ${s} »`, hits.length ? `<ul>${hits.map((p) => `<li>${a(this.postUrl(p), p.title)}</li>`).join('')}</ul>` : '<p>Désolé, mais rien ne correspond à votre recherche. Veuillez réessayer avec des mots différents.</p>', { id: 0 });
  }

  private wpList(u: URL, title: string, list: Post[], base: string, crumbs: [string, string][]): Resp {
    const m = /\/page\/(\d+)\/$/.exec(u.pathname);
    const page = m ? Number(m[1]) : 1;
    const per = 10;
    const items = [...list].reverse();
    const pages = Math.max(1, Math.ceil(items.length / per));
    if (page < 1 || page > pages || (m && page === 1)) return m && page === 1 ? moved(`${DEPT}${base}`) : this.wp404(u);
    const r = rng(hash(u.pathname));
    const shown = items.slice((page - 1) * per, page * per);
    const nums: number[] = [];
    for (let i = 1; i <= pages; i++) if (i <= 2 || i > pages - 2 || Math.abs(i - page) <= 2) nums.push(i);
    const pl = (i: number) => (i === 1 ? base : `${base}page/${i}/`);
    let prevN = 0;
    const nav = `<nav class="navigation pagination" role="navigation" aria-label="Publications"><h2 class="screen-reader-text">Navigation des articles</h2><div class="nav-links">${page > 1 ? `<a class="prev page-numbers" href="${pl(page - 1)}">Précédent</a>` : ''}${nums.map((i) => { const gap = i - prevN > 1 ? '<span class="page-numbers dots">&hellip;</span>' : ''; prevN = i; return gap + (i === page ? `<span aria-current="page" class="page-numbers current">${i}</span>` : `<a class="page-numbers" href="${pl(i)}">${i}</a>`); }).join('')}${page < pages ? `<a class="next page-numbers" href="${pl(page + 1)}">Suivant</a>` : ''}</div></nav>`;
    const body = shown.map((p) => `<article class="post type-post"><header><h2 class="entry-title"><a href="${this.postUrl(p)}" rel="bookmark">${esc(p.title)}</a></h2><div class="entry-meta"><span class="posted-on">Publié le <time datetime="${fmtISO(p.date)}">${fmtL(p.date)}</time></span> dans <a href="/category/${p.cat}/">${POST_CATS[p.cat]}</a></div></header><div class="entry-summary">${T.para(r, 2)}<p><a href="${this.postUrl(p)}" class="more-link">Lire la suite</a></p></div></article>`).join('\n') + nav;
    return this.wpPage(u, page > 1 ? `${title} – Page ${page}` : title, body, { crumbs, id: 0, bodyClass: 'archive' });
  }

  private wpPost(u: URL, p: Post, amp: boolean): Resp {
    const r = rng(hash(`post${p.id}`));
    const q = u.searchParams;
    if (q.get('share')) return moved(q.get('share') === 'twitter' ? `https://twitter.com/intent/tweet?url=${encodeURIComponent(DEPT + this.postUrl(p))}` : `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(DEPT + this.postUrl(p))}`, 302);
    const comments = p.id % 7 === 0 ? int(r, 1, 4) : 0;
    const rc = q.get('replytocom');
    if (rc && !(Number(rc) >= p.id * 10 && Number(rc) < p.id * 10 + comments)) return this.wp404(u);
    let text = T.para(r, 4) + T.para(r, 3);
    if (p.fac) text += `<p>Félicitations à ${a(p.fac.page === 'pp' ? `${PP}/${p.fac.pp}/` : p.fac.page === 'ud' ? `${LAB}/~${p.fac.login}/` : `${ANNU}/fiche.php?uid=${p.fac.login}`, `${p.fac.first} ${p.fac.last}`)} !</p>`;
    if (p.off) text += `<p>${esc(p.off.ue.title)} (${codeOf(p.off)}, ${p.off.ue.level === 'L' ? 'Licence' : 'Master'} ${p.off.ue.niv.slice(1)}), responsable ${esc(fullName(p.off.f))}. ${sent(r, 14)} Plus d'informations sur ${a(this.homeHref(p.off, 'post'), 'la page de l\'UE')}.</p>`;
    if (p.album) text += `<p>Retrouvez les photos sur ${a(`${PHOTOS}/index.php?/category/${p.album}`, 'la galerie de l\'université')}.</p>`;
    if (p.cat === 'stages-emploi') text += `<p>Candidatures par mail avec CV et lettre de motivation. Voir aussi la page ${a('/formations/stages/', 'Stages')}.</p>`;
    if (p.tags.includes('covid-19') || p.date >= dayOf(2020, 3, 10)) text += `<p>Les enseignants communiqueront les modalités de continuité pédagogique par Moodle et par mail. Les pages des UE sont accessibles depuis la rubrique ${a('/formations/', 'Formations')}.</p>`;
    if (amp) return html(`<!doctype html><html amp lang="fr-FR"><head><meta charset="utf-8"><title>${esc(p.title)}</title><link rel="canonical" href="${DEPT}${this.postUrl(p)}"><meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1"><style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}</style><script async src="https://cdn.ampproject.org/v0.js"></script></head><body><header class="amp-wp-header"><a href="${DEPT}/">Département d'Informatique</a></header><article class="amp-wp-article"><h1>${esc(p.title)}</h1><p>${fmtL(p.date)}</p>${text}</article><footer><a href="${DEPT}${this.postUrl(p)}">Version non-AMP</a></footer></body></html>`);
    if (q.get('print') === 'print') return html(`<!DOCTYPE html><html lang="fr-FR"><head><meta charset="utf-8"><title>${esc(p.title)}</title><meta name="robots" content="noindex, nofollow"><link rel="stylesheet" href="/wp-content/plugins/wp-print/print-css.css?ver=2.58" type="text/css" media="screen, print"></head><body><p style="text-align: center;"><strong>- Département d'Informatique - ${DEPT} -</strong></p><center><div id="Outline"><p id="BlogTitle">${esc(p.title)}</p><p id="BlogDate">Publié par <u>webmaster-info</u> le ${fmtC(p.date)}</p><div id="BlogContent">${text}</div></div></center><hr class="Divider"><p>URL de l'article : ${DEPT}${this.postUrl(p)}</p><p style="text-align: center;">Cliquez <a href="#Print" onclick="window.print(); return false;" title="Cliquez ici pour imprimer.">ici</a> pour imprimer.</p></body></html>`);
    const imgs = this.postImages(p);
    if (imgs.length) text += `<div id="gallery-${p.id}" class="gallery galleryid-${p.id} gallery-columns-3 gallery-size-thumbnail">${imgs.map((im) => `<figure class="gallery-item"><div class="gallery-icon landscape"><a href="${this.postUrl(p)}attachment/${im}/"><img width="150" height="150" src="/wp-content/uploads/${fmtISO(p.date).slice(0, 7).replace('-', '/')}/${im}-150x150.jpg" class="attachment-thumbnail size-thumbnail" alt=""></a></div></figure>`).join('')}</div>`;
    const idx = this.posts.indexOf(p);
    const prevP = this.posts[idx - 1];
    const nextP = this.posts[idx + 1];
    const body = `<link rel="alternate" type="application/rss+xml" title="Département d'Informatique &raquo; ${esc(p.title)} Flux des commentaires" href="${this.postUrl(p)}feed/"><div class="entry-meta"><span class="posted-on">Publié le <a href="/${fmtISO(p.date).replace(/-/g, '/')}/" rel="bookmark"><time class="entry-date published" datetime="${fmtISO(p.date)}T10:00:00+01:00">${fmtL(p.date)}</time></a></span><span class="cat-links"> dans <a href="/category/${p.cat}/" rel="category tag">${POST_CATS[p.cat]}</a></span></div>${text}
<div class="tags-links">${p.tags.map((t) => `<a href="/tag/${t}/" rel="tag">${t}</a>`).join(', ')}</div>
<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Partager :</h3><ul><li><a rel="nofollow noopener noreferrer" class="share-twitter" href="${this.postUrl(p)}?share=twitter" target="_blank">Twitter</a></li><li><a rel="nofollow noopener noreferrer" class="share-facebook" href="${this.postUrl(p)}?share=facebook" target="_blank">Facebook</a></li><li><a class="share-print" href="${this.postUrl(p)}?print=print" rel="nofollow">Imprimer</a></li></ul></div>
<nav class="navigation post-navigation" role="navigation"><div class="nav-links">${prevP ? `<div class="nav-previous"><a href="${this.postUrl(prevP)}" rel="prev">${esc(prevP.title)}</a></div>` : ''}${nextP ? `<div class="nav-next"><a href="${this.postUrl(nextP)}" rel="next">${esc(nextP.title)}</a></div>` : ''}</div></nav>
${comments ? `<div id="comments" class="comments-area"><h2 class="comments-title">${comments} réponse${comments > 1 ? 's' : ''}</h2><ol class="comment-list">${Array.from({ length: comments }, (_, i) => `<li id="comment-${p.id * 10 + i}" class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">${pick(r, PRENOMS)}</b> <time>${fmtL(p.date + i + 1)}</time></footer><div class="comment-content">${T.para(r, 1)}</div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="${this.postUrl(p)}?replytocom=${p.id * 10 + i}#respond">Répondre</a></div></article></li>`).join('')}</ol></div>` : ''}
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Laisser un commentaire</h3><p class="must-log-in">Vous devez <a href="${DEPT}/wp-login.php?redirect_to=${encodeURIComponent(DEPT + this.postUrl(p))}">être connecté</a> pour publier un commentaire.</p></div>`;
    return this.wpPage(u, p.title, body, { crumbs: [['Actualités', '/actualites/'], [POST_CATS[p.cat], `/category/${p.cat}/`], [p.title, '']], id: p.id, bodyClass: 'single single-post', canonical: `${DEPT}${this.postUrl(p)}` });
  }

  /** The images of a post's gallery (each has an attachment page). */
  private postImages(p: Post): string[] {
    const n = p.off ? 0 : hash(`imgs${p.id}`) % 9;
    return Array.from({ length: n < 3 ? 0 : n }, (_, i) => `img_${pad(1000 + (hash(`img${p.id}`) % 8000) + i * 3, 4)}`);
  }

  private wpAgenda(u: URL, p: string): Resp {
    const q = u.searchParams;
    let m = /^\/evenement\/([a-z0-9-]+)\/$/.exec(p);
    if (m) {
      const e = this.evBySlug.get(m[1]);
      if (!e) return this.wp404(u);
      if (q.has('ical')) return this.ical([e]);
      const r = rng(hash(`ev${e.id}`));
      const body = `<div class="tribe-events-schedule"><h2>${fmtJ(e.date)} ${dOf(e.date).getUTCFullYear()} @ ${pick(r, ['10h00', '14h00', '14h30', '16h00'])}</h2></div><div class="tribe-events-single-event-description">${T.para(r, 3)}${e.person ? `<p>Directeur de thèse : ${esc(fullName(e.person.advisor))}. Voir ${a(`${THESES}/${e.person.soutenance ? `${dOf(e.person.soutenance).getUTCFullYear()}VALM${pad(e.person.idx, 4)}` : `s${100000 + e.person.idx * 7}`}`, 'theses.univ-valmont.fr')}.</p>` : ''}</div><div class="tribe-events-meta-group"><dl><dt>Date :</dt><dd>${fmtL(e.date)}</dd><dt>Lieu :</dt><dd>${esc(e.lieu)}</dd><dt>Catégorie :</dt><dd>${esc(e.kind)}</dd></dl></div><div class="tribe-events-cal-links"><a class="tribe-events-gcal" href="https://www.google.com/calendar/event?action=TEMPLATE&amp;text=${encodeURIComponent(e.title)}">+ Google Agenda</a> <a class="tribe-events-ical" href="/evenement/${e.slug}/?ical=1">+ Exporter vers iCal</a></div><p><a href="/agenda/mois/${fmtISO(e.date).slice(0, 7)}/">&laquo; Tous les événements</a></p>`;
      return this.wpPage(u, e.title, body, { crumbs: [['Agenda', '/agenda/'], [e.title, '']], id: e.id, bodyClass: 'single-tribe_events' });
    }
    if (p === '/agenda/' || p === '/agenda/mois/') {
      if (q.has('ical')) return this.ical(this.events.filter((e) => e.date >= NOW).slice(0, 30));
      return this.wpMonth(u, 2020, 3);
    }
    m = /^\/agenda\/mois\/(\d{4})-(\d{2})\/$/.exec(p);
    if (m) { const y = Number(m[1]); const mo = Number(m[2]); return mo >= 1 && mo <= 12 && y >= 1970 && y <= 2099 ? this.wpMonth(u, y, mo) : this.wp404(u); }
    m = /^\/agenda\/jour\/(\d{4})-(\d{2})-(\d{2})\/$/.exec(p);
    if (m) {
      const d = dayOf(Number(m[1]), Number(m[2]), Number(m[3]));
      if (fmtISO(d) !== `${m[1]}-${m[2]}-${m[3]}`) return this.wp404(u);
      const evs = (this.evByMonth.get(fmtISO(d).slice(0, 7)) ?? []).filter((e) => e.date === d);
      const body = `<div class="tribe-events-header"><a href="/agenda/jour/${fmtISO(d - 1)}/" rel="prev">&laquo; Jour précédent</a> | <a href="/agenda/jour/${fmtISO(d + 1)}/" rel="next">Jour suivant &raquo;</a></div>${evs.length ? `<ul>${evs.map((e) => `<li>${a(`/evenement/${e.slug}/`, e.title)} &ndash; ${esc(e.lieu)}</li>`).join('')}</ul>` : `<p class="tribe-events-notices">Aucun événement prévu le ${fmtL(d)}.</p>`}<p>${a(`/agenda/mois/${fmtISO(d).slice(0, 7)}/`, 'Vue mensuelle')} | ${a('/agenda/liste/', 'Vue liste')}</p>`;
      return this.wpPage(u, `Événements pour ${fmtL(d)}`, body, { crumbs: [['Agenda', '/agenda/'], [fmtL(d), '']], id: 0 });
    }
    if (p === '/agenda/liste/') {
      const past = q.get('tribe_event_display') === 'past';
      const page = Number(q.get('tribe_paged') ?? 1);
      const all = past ? this.events.filter((e) => e.date < NOW).reverse() : this.events.filter((e) => e.date >= NOW);
      const shown = all.slice((page - 1) * 10, page * 10);
      if (!shown.length && page > 1) return this.wp404(u);
      const body = `<ul class="tribe-events-loop">${shown.map((e) => `<li class="type-tribe_events"><h3>${a(`/evenement/${e.slug}/`, e.title)}</h3><p>${fmtL(e.date)} &ndash; ${esc(e.lieu)}</p></li>`).join('')}</ul><nav class="tribe-events-nav-pagination"><ul>${past ? `${page > 1 ? `<li>${a(`/agenda/liste/?tribe_event_display=past&tribe_paged=${page - 1}`, '« Événements plus récents')}</li>` : `<li>${a('/agenda/liste/', 'Événements à venir')}</li>`}${page * 10 < all.length ? `<li>${a(`/agenda/liste/?tribe_event_display=past&tribe_paged=${page + 1}`, 'Événements précédents »')}</li>` : ''}` : `<li>${a('/agenda/liste/?tribe_event_display=past&tribe_paged=1', '« Événements précédents')}</li>${page * 10 < all.length ? `<li>${a(`/agenda/liste/?tribe_paged=${page + 1}`, 'Événements suivants »')}</li>` : ''}`}</ul></nav>`;
      return this.wpPage(u, past ? 'Événements passés' : 'Événements à venir', body, { crumbs: [['Agenda', '/agenda/']], id: 0 });
    }
    return this.wp404(u);
  }

  private wpMonth(u: URL, y: number, mo: number): Resp {
    const first = dayOf(y, mo, 1);
    const next = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1);
    const prev = dayOf(mo === 1 ? y - 1 : y, mo === 1 ? 12 : mo - 1, 1);
    const evs = this.evByMonth.get(fmtISO(first).slice(0, 7)) ?? [];
    let cells = '<tr>' + '<td class="tribe-events-othermonth"></td>'.repeat((weekday(first) + 6) % 7);
    for (let d = first; d < next; d++) {
      const dayEvs = evs.filter((e) => e.date === d);
      cells += `<td class="tribe-events-thismonth${dayEvs.length ? ' tribe-events-has-events' : ''}"><div id="tribe-events-daynum-${d - first + 1}">${dayEvs.length ? `<a href="/agenda/jour/${fmtISO(d)}/">${d - first + 1}</a>` : d - first + 1}</div>${dayEvs.map((e) => `<div class="type-tribe_events"><h3 class="tribe-events-month-event-title"><a href="/evenement/${e.slug}/" class="url">${esc(e.title)}</a></h3></div>`).join('')}</td>${weekday(d) === 0 ? '</tr><tr>' : ''}`;
    }
    cells += '</tr>';
    const body = `<div id="tribe-events-bar"><form id="tribe-bar-form"><label for="tribe-bar-date">Événements à partir du</label><input type="text" name="tribe-bar-date" id="tribe-bar-date" value="${y}-${pad(mo)}"></form><ul class="tribe-bar-views-list"><li class="tribe-bar-views-option-list">${a('/agenda/liste/', 'Liste')}</li><li class="tribe-bar-views-option-month tribe-bar-active">${a(`/agenda/mois/${y}-${pad(mo)}/`, 'Mois')}</li><li>${a(`/agenda/jour/${fmtISO(first)}/`, 'Jour')}</li></ul></div>
<h2 class="tribe-events-page-title">Événements pour ${MOIS[mo - 1]} ${y}</h2>
<nav class="tribe-events-nav-pagination"><ul class="tribe-events-sub-nav"><li class="tribe-events-nav-previous"><a href="/agenda/mois/${fmtISO(prev).slice(0, 7)}/" rel="prev">&laquo; ${MOIS[dOf(prev).getUTCMonth()]}</a></li><li class="tribe-events-nav-next"><a href="/agenda/mois/${fmtISO(next).slice(0, 7)}/" rel="next">${MOIS[dOf(next).getUTCMonth()]} &raquo;</a></li></ul></nav>
<table class="tribe-events-calendar"><thead><tr>${['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'].map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${cells}</tbody></table>
<p><a class="tribe-events-ical" href="/agenda/?ical=1">+ Exporter les événements</a></p>`;
    return this.wpPage(u, `Événements pour ${MOIS[mo - 1]} ${y}`, body, { crumbs: [['Agenda', '/agenda/'], [`${MOIS[mo - 1]} ${y}`, '']], id: 0, bodyClass: 'tribe-events-month' });
  }

  private teacherUrl(f: Fac): string {
    return f.page === 'ud' ? `${LAB}/~${f.login}/` : f.page === 'pp' ? `${PP}/${f.pp}/` : `${ANNU}/fiche.php?uid=${f.login}`;
  }
  /** The department page of a UE of the current maquette (a home for `wp` offerings of 2019-20, else a description). */
  private uePath(ue: UE): string {
    return `/formations/${ue.level === 'L' ? 'licence' : 'master'}/${ue.niv}/${lc(ue.code)}/`;
  }
  private offOf(ue: UE, yr: Year): Off | undefined {
    return (this.byUe.get(ue.short) ?? []).find((o) => o.yr === yr);
  }

  private wpStatic(u: URL, p: string): Resp | undefined {
    const r = rng(hash(`static${p}`));
    const page = (title: string, body: string, crumbs: [string, string][] = []) => this.wpPage(u, title, body, { crumbs: [...crumbs, [title, '']] });
    switch (p) {
      case '/le-departement/': return page('Le département', `${T.para(r, 4)}<p>Le département compte ${FAC.length} enseignants et enseignants-chercheurs, ${int(r, 8, 12)} personnels administratifs et techniques et environ 1 100 étudiants, de la L1 au M2.</p><ul>${li('/le-departement/mot-du-directeur/', 'Mot du directeur')}${li('/le-departement/equipe-pedagogique/', 'Équipe pédagogique')}${li('/le-departement/personnels-administratifs/', 'Personnels administratifs')}${li('/le-departement/conseil-de-departement/', 'Conseil de département')}${li('/le-departement/plan-dacces/', 'Plan d\'accès')}</ul>${T.para(r, 3)}`);
      case '/le-departement/mot-du-directeur/': return page('Mot du directeur', `${T.para(r, 5)}${T.para(r, 4)}<p><em>${esc(fullName(FAC[2]))}, directeur du département</em></p>`, [['Le département', '/le-departement/']]);
      case '/le-departement/equipe-pedagogique/': {
        const rows = FAC.map((f) => `<tr><td>${f.page !== 'none' && hash(`eqp${f.login}`) % 2 === 0 ? a(this.teacherUrl(f), `${f.last.toUpperCase()} ${f.first}`) : `${esc(f.last.toUpperCase())} ${esc(f.first)}`}</td><td>${GRADES[f.grade]}</td><td>${f.team === 'ENS' ? '&mdash;' : a(`${LABS}/equipes/${lc(f.team)}/`, f.team)}</td><td>${a(`${ANNU}/fiche.php?uid=${f.login}`, 'fiche annuaire')}</td></tr>`).join('');
        return page('Équipe pédagogique', `<p>Les enseignants-chercheurs du département effectuent leur recherche au ${a(`${LABS}/`, 'LIVAL')}. Lorsqu'elle existe, cliquez sur un nom pour accéder à la page personnelle (enseignements, publications) ; sinon consultez la fiche de l'annuaire.</p><table class="wp-block-table"><thead><tr><th>Nom</th><th>Statut</th><th>Équipe</th><th>Contact</th></tr></thead><tbody>${rows}</tbody></table><h2>Doctorants et ATER assurant des enseignements</h2><ul>${this.people.filter((x) => x.kind === 'doc' && x.since >= 2017).slice(0, 16).map((x) => `<li>${esc(`${x.first} ${x.last}`)} (${a(`${ANNU}/fiche.php?uid=${x.login}`, 'annuaire')})</li>`).join('')}</ul>`, [['Le département', '/le-departement/']]);
      }
      case '/le-departement/personnels-administratifs/': return page('Personnels administratifs', `<table><thead><tr><th>Nom</th><th>Fonction</th></tr></thead><tbody>${this.people.filter((x) => x.kind === 'biatss').map((x, i) => `<tr><td>${a(`${ANNU}/fiche.php?uid=${x.login}`, `${x.last.toUpperCase()} ${x.first}`)}</td><td>${['Responsable administrative', 'Secrétariat pédagogique Licence', 'Secrétariat pédagogique Master', 'Gestionnaire financière', 'Technicien informatique', 'Ingénieur systèmes et réseaux', 'Gestionnaire des stages', 'Assistante de direction'][i % 8]}</td></tr>`).join('')}</tbody></table>`, [['Le département', '/le-departement/']]);
      case '/le-departement/conseil-de-departement/': {
        const dates = Array.from({ length: 14 }, (_, i) => dayOf(2018, 9, 20) + i * 38);
        return page('Conseil de département', `${T.para(r, 2)}<h2>Comptes rendus</h2><ul>${dates.filter((d) => d <= NOW).map((d) => `<li>${a(`/wp-content/uploads/${fmtISO(d).slice(0, 7).replace('-', '/')}/cr-conseil-${fmtISO(d)}.pdf`, `Conseil du ${fmtL(d)}`)}</li>`).join('')}</ul><p>Comptes rendus antérieurs à 2018 : ${a(`${OLD}/spip.php?rubrique7`, 'ancien site')}.</p>`, [['Le département', '/le-departement/']]);
      }
      case '/le-departement/plan-dacces/': return page('Plan d\'accès', `<p>Bâtiment Turing, campus de Valmont. Tramway ligne A, arrêt « Université ». ${sent(r, 20)}</p><p>${a('/wp-content/uploads/2018/09/plan-campus-valmont.pdf', 'Plan du campus (PDF)')}</p>`, [['Le département', '/le-departement/']]);
      case '/recherche/': return page('Recherche', `<p>Les enseignants-chercheurs du département sont membres du ${a(`${LABS}/`, 'Laboratoire d\'Informatique de Valmont (LIVAL, EA 4281)')}, organisé en six équipes :</p><ul>${Object.entries(TEAMS).filter(([k]) => k !== 'ENS').map(([k, v]) => li(`${LABS}/equipes/${lc(k)}/`, `${k} : ${v}`)).join('')}</ul><p>${a(`${HAL}/LIVAL/`, 'Publications du laboratoire dans HAL')} &middot; ${a(`${THESES}/?q=&fq=etablissement:Valmont`, 'Thèses soutenues')} &middot; ${a(`${LABS}/seminaires/`, 'Séminaires')}</p>`);
      case '/vie-etudiante/': return page('Vie étudiante', `${T.para(r, 3)}<ul>${li(`${ASSO}/`, 'ADIV, l\'association des étudiants en informatique')}${li(`${BU}/annales/`, 'Annales d\'examens (BU)')}${li(`${PHOTOS}/`, 'Galerie photos de l\'université')}${li(`${LISTES}/sympa/lists/formation`, 'Listes de diffusion des promotions')}${li('https://www.crous-nantes.fr/', 'Crous')}</ul>`);
      case '/international/': return page('International', `${T.para(r, 3)}<ul>${li('/en/master-dsai/', 'Master Data Science and Artificial Intelligence (taught in English)')}${li('/international/erasmus/', 'Mobilité Erasmus+')}</ul>`);
      case '/international/erasmus/': return page('Erasmus+', `${T.para(r, 4)}<p>Universités partenaires : Universität Stuttgart, Politecnico di Torino, Universidad de Granada, Uniwersytet Wrocławski, University of Limerick, Tallinn University of Technology.</p>`, [['International', '/international/']]);
      case '/contact/': return page('Contact', `<p>Secrétariat pédagogique : secretariat-info@${DOM}, 02 41 73 50 00, bureau 012 du bâtiment Turing, du lundi au vendredi de 9h à 12h.</p><div role="form" class="wpcf7" id="wpcf7-f120-p${hash(p) % 999}-o1" lang="fr-FR" dir="ltr"><form action="/contact/#wpcf7-f120-o1" method="post" class="wpcf7-form"><p><label>Votre nom<br><input type="text" name="your-name" size="40"></label></p><p><label>Votre e-mail<br><input type="email" name="your-email"></label></p><p><label>Message<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Envoyer"></p></form></div>`);
      case '/mentions-legales/': return page('Mentions légales', `${T.para(r, 4)}${T.para(r, 3)}`);
      case '/accessibilite/': return page('Accessibilité', `<p>Ce site n'est pas conforme au RGAA 4.0. ${sent(r, 20)}</p>`);
      case '/plan-du-site/': return page('Plan du site', `<ul>${['/le-departement/', '/formations/', '/recherche/', '/vie-etudiante/', '/international/', '/actualites/', '/agenda/', '/contact/', '/mentions-legales/'].map((x) => li(x, x.split('/').filter(Boolean).pop() ?? x)).join('')}</ul>`);
    }
    return undefined;
  }

  // ---- /formations/ ----

  private wpFormations(u: URL, p: string): Resp {
    const r = rng(hash(`form${p}`));
    const F: [string, string] = ['Formations', '/formations/'];
    const page = (title: string, body: string, crumbs: [string, string][] = [F]) => this.wpPage(u, title, body, { crumbs: [...crumbs, [title, '']] });
    const cur = (ue: UE) => ue.from <= CUR.idx && ue.to >= CUR.idx;
    if (p === '/formations/') return page('Formations', `${T.para(r, 3)}<div class="wp-block-columns"><div class="wp-block-column"><h2>${a('/formations/licence/', 'Licence informatique')}</h2><p>${a('/formations/licence/l1/', 'L1')} &middot; ${a('/formations/licence/l2/', 'L2')} &middot; ${a('/formations/licence/l3/', 'L3')}</p></div><div class="wp-block-column"><h2>${a('/formations/master/', 'Master informatique')}</h2><p>${a('/formations/master/m1/', 'M1')} &middot; ${a('/formations/master/m2/', 'M2')}</p></div></div><ul>${li('/formations/liste-des-ue/', 'Liste des UE par semestre')}${li('/formations/emplois-du-temps/', 'Emplois du temps')}${li('/formations/modalites-de-controle-des-connaissances/', 'Modalités de contrôle des connaissances')}${li('/formations/archives/', 'Archives des UE')}${li(`${UNIV}/fr/formation/offre-de-formation.html`, 'Offre de formation de l\'université')}</ul>`, []);
    if (p === '/formations/licence/' || p === '/formations/master/') {
      const L = p.includes('licence');
      const nivs = NIVEAUX.filter(([k]) => (L ? k[0] === 'l' : k[0] === 'm'));
      return page(L ? 'Licence informatique' : 'Master informatique', `${T.para(r, 4)}<h2>Organisation</h2><ul>${nivs.map(([k, l]) => li(`/formations/${L ? 'licence' : 'master'}/${k}/`, l)).join('')}</ul>${L ? '' : `<h2>Parcours</h2><ul>${Object.entries(PARCOURS).map(([k, v]) => li(`/formations/master/parcours-${lc(k)}/`, v)).join('')}</ul>`}<p>Fiche officielle : ${a(`${UNIV}/fr/formation/offre-de-formation/${L ? 'licence-informatique-KLIC24' : 'master-informatique-KMAS31'}.html`, 'offre de formation de l\'université')}. ${sent(r, 15)}</p>`);
    }
    let m = /^\/formations\/master\/parcours-(gl|rsd|dsai)\/$/.exec(p);
    if (m) {
      const k = m[1].toUpperCase();
      const ues = UES.filter((ue) => cur(ue) && ue.parcours.split(',').includes(k));
      return page(`Parcours ${k}`, `<p>${esc(PARCOURS[k])}.</p>${T.para(r, 3)}<h2>UE du parcours</h2><ul>${ues.map((ue) => li(this.uePath(ue), `${ue.code} ${ue.title} (S${ue.sem}, ${ue.ects} ECTS)`)).join('')}</ul>${k === 'DSAI' ? `<p>${a('/en/master-dsai/', 'English version')}</p>` : ''}`, [F, ['Master informatique', '/formations/master/']]);
    }
    m = /^\/formations\/(licence|master)\/(l[123]|m[12])\/$/.exec(p);
    if (m && (m[1] === 'licence') === (m[2][0] === 'l')) {
      const niv = m[2];
      const ues = UES.filter((ue) => ue.niv === niv && cur(ue));
      const label = NIVEAUX.find(([k]) => k === niv)![1];
      const sems = [...new Set(ues.map((ue) => ue.sem))];
      const body = `${T.para(r, 2)}${sems.map((s) => `<h2>Semestre ${s}</h2><table class="wp-block-table"><thead><tr><th>Code</th><th>Unité d'enseignement</th><th>ECTS</th><th>Responsable 2019-2020</th></tr></thead><tbody>${ues.filter((ue) => ue.sem === s).map((ue) => { const o = this.offOf(ue, CUR); return `<tr><td>${ue.code}</td><td>${a(this.uePath(ue), ue.title)}</td><td>${ue.ects}</td><td>${o ? esc(fullName(o.f)) : '&mdash;'}</td></tr>`; }).join('')}</tbody></table>`).join('')}<p>Emploi du temps : ${a(`${EDT}/direct/index.jsp?promo=${niv.toUpperCase()}-INFO&week=27`, `${label} informatique`)}. ${a('/formations/modalites-de-controle-des-connaissances/', 'MCC')}.</p>`;
      return page(label, body, [F, [m[1] === 'licence' ? 'Licence informatique' : 'Master informatique', `/formations/${m[1]}/`]]);
    }
    m = /^\/formations\/(licence|master)\/(l[123]|m[12])\/([a-z0-9]+)\/(?:(planning|td-tp)\/)?$/.exec(p);
    if (m) {
      const ue = ueByCode.get(m[3]);
      if (!ue || !cur(ue) || ue.niv !== m[2] || (ue.level === 'L') !== (m[1] === 'licence')) return this.wp404(u);
      const o = this.offOf(ue, CUR);
      if (o && o.kind === 'wp') return m[4] ? this.wpUeSub(u, o, m[4]) : this.wpUeHome(u, o);
      if (m[4]) return this.wp404(u);
      return this.wpUeStub(u, ue, o);
    }
    if (p === '/formations/liste-des-ue/') return page('Liste des UE', `<p>Liste des unités d'enseignement ouvertes en ${CUR.label}, par semestre, avec un lien vers la page de chaque UE lorsqu'elle existe. Les UE des années précédentes sont dans les ${a('/formations/archives/', 'archives')}.</p><ul>${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => li(`/formations/liste-des-ue/s${s}/`, `Semestre ${s} (${s <= 6 ? `L${Math.ceil(s / 2)}` : `M${Math.ceil((s - 6) / 2)}`})`)).join('')}</ul>`);
    m = /^\/formations\/liste-des-ue\/s([1-9])\/$/.exec(p);
    if (m) {
      const s = Number(m[1]);
      const offs = (this.byYear.get(CUR.idx) ?? []).filter((o) => o.ue.sem === s);
      const rows = offs.map((o) => {
        const links = [a(this.uePath(o.ue), 'Fiche')];
        if (o.home && o.inListe && o.kind !== 'wp') links.push(a(this.homeHref(o, 'liste'), o.kind === 'moodle' ? 'Moodle (accès anonyme)' : 'Page du cours'));
        if (o.moodle && o.kind !== 'moodle') links.push(a(`${MOODLE}/course/view.php?id=${o.moodle}`, 'Moodle'));
        return `<tr><td>${o.ue.code}</td><td>${o.kind === 'wp' ? a(this.uePath(o.ue), o.ue.title) : esc(o.ue.title)}</td><td>${o.ue.ects}</td><td>${o.ue.cm} h / ${o.ue.td} h / ${o.ue.tp} h</td><td>${a(this.teacherUrl(o.f), fullName(o.f))}</td><td>${links.join(' &middot; ')}</td></tr>`;
      }).join('');
      return page(`Semestre ${s} – ${CUR.label}`, `<p>${s % 2 ? 'Premier' : 'Second'} semestre de ${s <= 6 ? `Licence ${Math.ceil(s / 2)}` : `Master ${Math.ceil((s - 6) / 2)}`}. Volumes horaires CM / TD / TP par étudiant.</p><table class="wp-block-table is-style-stripes"><thead><tr><th>Code</th><th>Intitulé</th><th>ECTS</th><th>CM / TD / TP</th><th>Responsable</th><th>Liens</th></tr></thead><tbody>${rows}</tbody></table><p>${s > 1 ? a(`/formations/liste-des-ue/s${s - 1}/`, '« Semestre précédent') : ''} ${s < 9 ? a(`/formations/liste-des-ue/s${s + 1}/`, 'Semestre suivant »') : ''}</p><p>Année ${CUR.idx - 1 >= 0 ? a(`/formations/archives/${YEARS[CUR.idx - 1].label}/`, YEARS[CUR.idx - 1].label) : ''}</p>`, [F, ['Liste des UE', '/formations/liste-des-ue/']]);
    }
    if (p === '/formations/archives/') return page('Archives des UE', `<p>Pages des UE des années précédentes. Les années antérieures à 2018-2019 sont sur l'ancien site du département, qui n'est plus mis à jour.</p><ul>${li(`/formations/archives/${YEARS[4].label}/`, `Année ${YEARS[4].label}`)}<li>Années 2014-2015 à 2017-2018 : ${a(`${OLD}/`, 'ancien site du département')} (rubrique « Enseignements »)</li></ul>`);
    m = /^\/formations\/archives\/(\d{4}-\d{4})\/$/.exec(p);
    if (m) {
      const yr = YEARS.find((y) => y.label === m![1]);
      if (!yr || yr.idx !== 4) return yr && yr.idx < 4 ? moved(`${OLD}/spip.php?rubrique${30 + yr.idx}`) : this.wp404(u);
      const offs = this.byYear.get(yr.idx) ?? [];
      const body = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => `<h2>Semestre ${s}</h2><ul>${offs.filter((o) => o.ue.sem === s).map((o) => `<li>${o.ue.code} &ndash; ${o.home && (o.inListe || o.kind === 'wp') ? a(this.homeHref(o, 'arch'), o.ue.title) : esc(o.ue.title)} (${esc(fullName(o.f))})</li>`).join('')}</ul>`).join('');
      return page(`Archives ${yr.label}`, `<p>UE de l'année universitaire ${yr.slash}.</p>${body}`, [F, ['Archives des UE', '/formations/archives/']]);
    }
    m = /^\/formations\/archives\/(\d{4}-\d{4})\/([a-z0-9]+)\/(?:(planning|td-tp)\/)?$/.exec(p);
    if (m) {
      const o = this.homeIdx.get(`${H.dept}/formations/archives/${m[1]}/${m[2]}/`);
      if (!o) return this.wp404(u);
      return m[3] ? this.wpUeSub(u, o, m[3]) : this.wpUeHome(u, o);
    }
    if (p === '/formations/emplois-du-temps/') return page('Emplois du temps', `<p>Les emplois du temps sont consultables sur ADE (accès anonyme, lecture seule) et exportables en iCal. ${sent(r, 12)}</p><ul>${NIVEAUX.map(([k, l]) => li(`${EDT}/direct/index.jsp?promo=${k.toUpperCase()}-INFO&week=27`, `${l} informatique`)).join('')}${li(`${EDT}/direct/index.jsp?promo=M2-DSAI&week=27`, 'M2 DSAI')}</ul>`);
    if (p === '/formations/modalites-de-controle-des-connaissances/') return page('Modalités de contrôle des connaissances', `${T.para(r, 2)}<ul>${YEARS.slice(2).reverse().flatMap((yr) => [li(`/wp-content/uploads/${yr.y}/10/mcc-licence-informatique-${yr.label}.pdf`, `MCC Licence informatique ${yr.label}`), li(`/wp-content/uploads/${yr.y}/10/mcc-master-informatique-${yr.label}.pdf`, `MCC Master informatique ${yr.label}`)]).join('')}</ul>`);
    if (p === '/formations/stages/') return page('Stages', `${T.para(r, 4)}<p>Conventions de stage : plateforme ${a(casUrl('https://pstage.univ-valmont.fr/'), 'P-Stage')} (CAS). Offres de stage : catégorie ${a('/category/stages-emploi/', 'Stages et emploi')}.</p>`);
    if (p === '/formations/alternance/') return page('Alternance', `${T.para(r, 4)}${T.para(r, 2)}`);
    if (p === '/formations/candidater/') return page('Candidater', `<p>L1 : candidature via Parcoursup. L3 et master : candidature sur ${a('https://ecandidat.univ-valmont.fr/', 'eCandidat')} (ouverture en avril). Étudiants internationaux : Campus France.</p>${T.para(r, 3)}`);
    return this.wp404(u);
  }

  private wpUeStub(u: URL, ue: UE, o: Off | undefined): Resp {
    const r = rng(hash(`stub${ue.code}`));
    const body = `<table class="wp-block-table ue-fiche"><tbody><tr><th>Code</th><td>${ue.code}</td></tr><tr><th>Semestre</th><td>S${ue.sem}</td></tr><tr><th>Crédits</th><td>${ue.ects} ECTS</td></tr><tr><th>Volume horaire</th><td>CM ${ue.cm} h, TD ${ue.td} h${ue.tp ? `, TP ${ue.tp} h` : ''}</td></tr><tr><th>Responsable</th><td>${o ? a(this.teacherUrl(o.f), fullName(o.f)) : 'non ouverte en 2019-2020'}</td></tr>${ue.parcours ? `<tr><th>Parcours</th><td>${ue.parcours}</td></tr>` : ''}</tbody></table>
<h2>Descriptif</h2><p>${esc(topicsOf({ ue }).slice(0, 6).join(', '))}.</p>${T.para(r, 2)}
<h2>Ressources</h2><p>${o && o.home ? `Les documents de l'UE (supports, TD, TP) sont sur ${o.kind === 'moodle' ? 'Moodle, en accès anonyme' : 'la page du cours'} : ${a(this.homeHref(o, 'stub'), o.home.replace(/^https?:\/\//, ''))}.` : o && o.moodle ? `Les documents sont déposés sur ${a(`${MOODLE}/course/view.php?id=${o.moodle}`, 'Moodle')} (accès réservé aux étudiants inscrits).` : 'Les documents sont distribués en cours.'}</p><p>Fiche de l'offre de formation : ${a(this.ksupUeUrl(ue), 'descriptif officiel')}.</p>`;
    return this.wpPage(u, `${ue.code} – ${ue.title}`, body, { crumbs: [['Formations', '/formations/'], [NIVEAUX.find(([k]) => k === ue.niv)![1], `/formations/${ue.level === 'L' ? 'licence' : 'master'}/${ue.niv}/`], [ue.code, '']] });
  }

  // ---- content blocks shared by the course pages ----

  private facts(o: Off): [string, string][] {
    const en = o.ue.en;
    const out: [string, string][] = [
      [en ? 'Code' : 'Code', codeOf(o)],
      [en ? 'Semester' : 'Semestre', `S${o.ue.sem} (${o.ue.level === 'L' ? `Licence ${Math.ceil(o.ue.sem / 2)}` : `Master ${Math.ceil((o.ue.sem - 6) / 2)}`}), ${o.yr.label}`],
      [en ? 'Credits' : 'Crédits', `${o.ue.ects} ECTS`],
      [en ? 'Hours' : 'Volume horaire', `CM ${o.ue.cm} h, TD ${o.ue.td} h${o.ue.tp ? `, TP ${o.ue.tp} h` : ''}`],
      [en ? 'Instructor' : 'Responsable', a(this.teacherUrl(o.f), fullName(o.f))],
    ];
    const team = [...o.co.map((g) => fullName(g)), ...o.docs.map((p) => `${p.first} ${p.last}`)];
    if (team.length) out.push([en ? 'Teaching team' : 'Intervenants', esc(team.join(', '))]);
    if (o.ue.parcours) out.push([en ? 'Track' : 'Parcours', o.ue.parcours.split(',').join(', ')]);
    if (o.moodle && o.kind !== 'moodle') out.push(['Moodle', a(`${MOODLE}/course/view.php?id=${o.moodle}`, en ? 'course page (login)' : 'espace Moodle (connexion ENT)')]);
    return out;
  }
  /** Documents of an offering, as paths relative to the course page. */
  private docs(o: Off): { rel: string; label: string; date: number; kind: string }[] {
    const S = seancesOf(o);
    const en = o.ue.en;
    const out: { rel: string; label: string; date: number; kind: string }[] = [];
    for (const s of S) {
      if (!s.past) continue;
      out.push({ rel: `cm/cm${pad(s.n)}.pdf`, label: `${en ? 'Lecture' : 'CM'} ${s.n} : ${s.cm}`, date: s.date, kind: 'cm' });
      if (s.td && (s.n % 2 === 0)) out.push({ rel: `td/td${s.td}.pdf`, label: `${en ? 'Tutorial' : 'Fiche de TD'} ${s.td}`, date: s.date, kind: 'td' });
      if (s.td && s.n % 2 === 0 && s.date + 14 <= NOW && hash(o.key + s.n) % 2) out.push({ rel: `td/td${s.td}-corrige.pdf`, label: `${en ? 'Solutions' : 'Corrigé du TD'} ${s.td}`, date: s.date + 10, kind: 'td' });
      if (s.tp && s.n % 2 === 1) {
        out.push({ rel: `tp/tp${s.tp}.pdf`, label: `${en ? 'Lab' : 'Sujet de TP'} ${s.tp}`, date: s.date, kind: 'tp' });
        if (hash(o.key + 'tp' + s.n) % 3 === 0) out.push({ rel: `tp/tp${s.tp}.tar.gz`, label: `${en ? 'Lab' : 'Fichiers du TP'} ${s.tp} (archive)`, date: s.date, kind: 'tp' });
      }
    }
    if (['gl', 'web', 'prog', 'compil', 'data'].includes(o.ue.area) && semStart(o) + 30 <= NOW) out.push({ rel: 'projet/sujet-projet.pdf', label: en ? 'Project description' : 'Sujet du projet', date: semStart(o) + 30, kind: 'projet' });
    if (hash(o.key + 'poly') % 3 === 0) out.push({ rel: 'poly.pdf', label: en ? 'Lecture notes (PDF)' : 'Polycopié du cours', date: semStart(o) - 4, kind: 'poly' });
    return out;
  }
  private planning(o: Off, pre: string, style: 'table' | 'old' | 'md' = 'table'): string {
    const S = seancesOf(o);
    const en = o.ue.en;
    if (style === 'old') return `<table border="1" cellpadding="3" cellspacing="0"><tr bgcolor="#cccccc"><th>Sem.</th><th>Date</th><th>Cours</th><th>TD/TP</th></tr>${S.map((s) => `<tr><td>${s.n}</td><td>${fmtS(s.date)}</td><td>${s.past ? a(`${pre}cm/cm${pad(s.n)}.pdf`, s.cm) : esc(s.cm)}</td><td>${s.td ? `TD ${s.td}` : ''}${s.tp ? ` TP ${s.tp}` : ''}</td></tr>`).join('')}</table>`;
    if (style === 'md') return `<ul>${S.map((s) => `<li><strong>${en ? 'Week' : 'Semaine'} ${s.n}</strong> (${fmtS(s.date)}) : ${s.past ? a(`${pre}cm/cm${pad(s.n)}.pdf`, s.cm) : esc(s.cm)}${s.distance ? (en ? ' <em>(online)</em>' : ' <em>(à distance)</em>') : ''}</li>`).join('')}</ul>`;
    return `<table class="planning"><thead><tr><th>${en ? 'Week' : 'Semaine'}</th><th>Date</th><th>${en ? 'Lecture' : 'Cours magistral'}</th><th>TD</th><th>TP</th></tr></thead><tbody>${S.map((s) => `<tr${s.past ? '' : ' class="a-venir"'}><td>${s.n}</td><td>${fmtJ(s.date)}</td><td>${esc(s.cm)}${s.past ? ` (${a(`${pre}cm/cm${pad(s.n)}.pdf`, 'pdf')})` : ''}${s.distance ? (en ? ' &ndash; online' : ' &ndash; à distance') : ''}</td><td>${s.td ? `TD ${s.td}` : ''}</td><td>${s.tp ? `TP ${s.tp}` : ''}</td></tr>`).join('')}</tbody></table>`;
  }
  private docList(o: Off, pre: string, kinds: string[], style: 'ul' | 'br' = 'ul'): string {
    const D = this.docs(o).filter((d) => kinds.includes(d.kind));
    if (!D.length) return o.ue.en ? '<p>Nothing yet.</p>' : '<p>Rien pour le moment.</p>';
    if (style === 'br') return D.map((d) => `${a(pre + d.rel, d.label)}<br>`).join('\n');
    return `<ul>${D.map((d) => `<li>${a(pre + d.rel, d.label)} <small>(${fmtS(d.date)})</small></li>`).join('')}</ul>`;
  }
  private annRows(o: Off, style: 'ul' | 'dl' = 'ul'): string {
    const A = announcements(o).slice(0, 6);
    if (!A.length) return '';
    if (style === 'dl') return `<dl class="annonces">${A.map(([d, t]) => `<dt>${o.ue.en ? fmtEN(d) : fmtL(d)}</dt><dd>${esc(t)}</dd>`).join('')}</dl>`;
    return `<ul class="annonces">${A.map(([d, t]) => `<li><strong>${fmtC(d)}</strong> : ${esc(t)}</li>`).join('')}</ul>`;
  }
  private examRows(o: Off): string {
    return `<ul>${examsOf(o).map((e) => `<li>${e.name} : ${o.ue.en ? fmtEN(e.date) : fmtJ(e.date) + ' ' + dOf(e.date).getUTCFullYear()} (${e.salle})${e.part !== '—' ? `, ${e.part}` : ''}</li>`).join('')}</ul>`;
  }
  private annalesLink(o: Off): string {
    return a(`${BU}/annales/informatique/${o.ue.niv}/${lc(o.ue.code)}/`, o.ue.en ? 'Past exam papers (library)' : 'Annales des années précédentes (BU)');
  }
  private prevList(o: Off, label?: string): string {
    if (!o.prev.length) return '';
    const en = o.ue.en;
    return `<h3>${label ?? (en ? 'Previous years' : 'Années précédentes')}</h3><ul>${o.prev.map((p) => li(this.homeHref(p, `prev${o.yr.y}`), `${codeOf(p)} ${p.yr.label}`)).join('')}</ul>`;
  }

  private wpUploads(o: Off): string {
    return `/wp-content/uploads/${dOf(semStart(o)).getUTCFullYear()}/${pad(dOf(semStart(o)).getUTCMonth() + 1)}/${lc(o.ue.code)}-`;
  }
  private wpUeHome(u: URL, o: Off): Resp {
    const en = o.ue.en;
    const up = this.wpUploads(o);
    const flat = (s: string) => s.replace(/\//g, '-');
    const docs = (kinds: string[]) => { const D = this.docs(o).filter((d) => kinds.includes(d.kind)); return D.length ? `<ul>${D.map((d) => `<li>${a(up + flat(d.rel), d.label)}</li>`).join('')}</ul>` : `<p>${en ? 'Nothing yet.' : 'Rien pour le moment.'}</p>`; };
    const body = `<table class="wp-block-table ue-fiche"><tbody>${this.facts(o).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>
${announcements(o).length ? `<div class="wp-block-group annonces"><h2>${en ? 'Announcements' : 'Annonces'}</h2>${this.annRows(o)}</div>` : ''}
<h2>${en ? 'Course objectives' : 'Objectifs'}</h2>${objectifs(o)}${biblio(o)}
<h2>${en ? 'Schedule' : 'Planning des séances'}</h2><p>${a('planning/', en ? 'Detailed schedule' : 'Planning détaillé et salles')}</p>${this.planning(o, '', 'md').replace(/href="cm\/cm(\d+)\.pdf"/g, (_m, n) => `href="${up}cm-cm${n}.pdf"`)}
<h2>${en ? 'Lecture slides' : 'Supports de cours'}</h2>${docs(['cm', 'poly'])}
<h2>${en ? 'Tutorials and labs' : 'TD et TP'}</h2><p>${a('td-tp/', en ? 'All tutorial and lab sheets' : 'Toutes les fiches de TD et sujets de TP')}</p>${docs(['td', 'tp', 'projet'])}
<h2>${en ? 'Assessment' : 'Modalités de contrôle des connaissances'}</h2>${mccText(o)}${this.examRows(o)}
<p>${this.annalesLink(o)}</p>
${this.prevList(o)}`;
    return this.wpPage(u, `${codeOf(o)} – ${o.ue.title}${o.yr === CUR ? '' : ` (${o.yr.label})`}`, body, { crumbs: o.yr === CUR ? [['Formations', '/formations/'], [NIVEAUX.find(([k]) => k === o.ue.niv)![1], `/formations/${o.ue.level === 'L' ? 'licence' : 'master'}/${o.ue.niv}/`], [codeOf(o), '']] : [['Formations', '/formations/'], ['Archives des UE', '/formations/archives/'], [o.yr.label, `/formations/archives/${o.yr.label}/`], [codeOf(o), '']], en });
  }
  private wpUeSub(u: URL, o: Off, sub: string): Resp {
    const up = this.wpUploads(o);
    const en = o.ue.en;
    const flat = (s: string) => s.replace(/\//g, '-');
    const body = sub === 'planning'
      ? `${this.planning(o, '').replace(/href="cm\/cm(\d+)\.pdf"/g, (_m, n) => `href="${up}cm-cm${n}.pdf"`)}<p>${en ? 'Rooms: see' : 'Salles : voir'} ${a(`${EDT}/direct/index.jsp?promo=${o.ue.niv.toUpperCase()}-INFO&week=27`, 'ADE')}.</p>`
      : `<h2>TD</h2><ul>${this.docs(o).filter((d) => d.kind === 'td').map((d) => `<li>${a(up + flat(d.rel), d.label)}</li>`).join('') || '<li>—</li>'}</ul><h2>TP</h2><ul>${this.docs(o).filter((d) => d.kind === 'tp').map((d) => `<li>${a(up + flat(d.rel), d.label)}</li>`).join('') || '<li>—</li>'}</ul>`;
    return this.wpPage(u, `${codeOf(o)} – ${sub === 'planning' ? (en ? 'Schedule' : 'Planning') : en ? 'Tutorials and labs' : 'TD et TP'}`, body, { crumbs: [['Formations', '/formations/'], [codeOf(o), o.home.replace(DEPT, '')], [sub, '']], en });
  }

  // ---- /en/: the English pages (Polylang) ----

  private wpEnglish(u: URL, p: string): Resp {
    const r = rng(hash(`en${p}`));
    const page = (title: string, body: string, crumbs: [string, string][] = []) => this.wpPage(u, title, body, { crumbs: [...crumbs, [title, '']], en: true });
    const dsai = UES.filter((ue) => ue.from <= CUR.idx && ue.to >= CUR.idx && ue.parcours.includes('DSAI'));
    switch (p) {
      case '/en/': return page('Department of Computer Science', `${TE.para(r, 3)}<ul>${li('/en/master-dsai/', 'Master in Data Science and Artificial Intelligence (taught in English)')}${li('/en/research/', 'Research')}${li('/en/contact/', 'Contact')}</ul>`);
      case '/en/master-dsai/': return page('Master DSAI', `${TE.para(r, 4)}<p>The international track of the Master's in Computer Science is taught entirely in English. ${a('/en/master-dsai/courses/', 'List of courses')} &middot; ${a('/en/master-dsai/admission/', 'Admission')}.</p>`);
      case '/en/master-dsai/admission/': return page('Admission', `${TE.para(r, 4)}<p>Applications through Campus France or eCandidat, from February to April.</p>`, [['Master DSAI', '/en/master-dsai/']]);
      case '/en/master-dsai/courses/': {
        const rows = dsai.map((ue) => { const o = this.offOf(ue, CUR); const prev = this.offOf(ue, YEARS[4]); const link = o && o.home && (ue.en || o.inListe) ? a(this.homeHref(o, 'en'), 'course website') : prev && prev.home && ue.en ? a(this.homeHref(prev, 'en'), '2018-2019 website') : ''; return `<tr><td>${ue.code}</td><td>${esc(ue.title)}</td><td>S${ue.sem}</td><td>${ue.ects}</td><td>${ue.en ? 'English' : 'French'}</td><td>${link}</td></tr>`; }).join('');
        return page('DSAI courses 2019-2020', `<table class="wp-block-table"><thead><tr><th>Code</th><th>Course</th><th>Semester</th><th>ECTS</th><th>Language</th><th>Website</th></tr></thead><tbody>${rows}</tbody></table>`, [['Master DSAI', '/en/master-dsai/']]);
      }
      case '/en/research/': return page('Research', `${TE.para(r, 3)}<p>${a(`${LABS}/`, 'LIVAL laboratory')} &middot; ${a(`${HAL}/LIVAL/`, 'Publications (HAL)')}</p>`);
      case '/en/contact/': return page('Contact', `<p>Department of Computer Science, Turing building, 2 boulevard Lavoisier, 49045 Valmont, France. international-info@${DOM}</p>`);
    }
    return this.wp404(u);
  }

  // ===================================================================================================================
  // www.info.univ-valmont.fr: the department's former SPIP site (frozen in September 2018)
  // ===================================================================================================================

  private spipBreves(): { id: number; date: number; title: string }[] {
    if (this._breves) return this._breves;
    const r = rng(hash('spip-breves'));
    const from = dayOf(2011, 9, 5);
    const to = dayOf(2018, 8, 31);
    const N = 360;
    this._breves = Array.from({ length: N }, (_, i) => {
      const date = from + Math.floor((i * (to - from)) / N);
      const y = dOf(date).getUTCFullYear();
      return { id: i + 1, date, title: pick(r, [`Soutenance de thèse de ${pick(r, PRENOMS)} ${pick(r, NOMS)}`, `Séminaire : ${paperTitle(r)}`, `Forum des stages ${y}`, `Résultats du jury de ${pick(r, ['L1', 'L2', 'L3', 'M1', 'M2'])} (session ${pick(r, ['1', '2'])})`, `Emplois du temps du semestre ${int(r, 1, 9)} en ligne`, `Réunion de rentrée ${pick(r, ['L1', 'L3', 'M1', 'M2'])} informatique`, `Coupure du réseau le ${fmtL(date + 5)}`, `Inscriptions pédagogiques ${y}-${y + 1}`, `Nuit de l'Info ${y} : l'équipe de Valmont ${pick(r, ['classée', 'primée', 'finaliste'])}`, `Offre de thèse : ${theseTitle(r)}`]) };
    });
    return this._breves;
  }
  private _breves?: { id: number; date: number; title: string }[];

  private spipShell(u: URL, title: string, body: string, rub: number, o: { crumbs?: [string, string][]; en?: boolean } = {}): Resp {
    const r = rng(hash(`spip${u.search}`));
    const menu: [number, string][] = [[1, 'Le département'], [2, 'Formations'], [3, 'Enseignements'], [4, 'Recherche'], [5, 'Actualités'], [6, 'Vie étudiante'], [7, 'Conseil de département']];
    const sub = rub === 3 || (rub >= 30 && rub < 40) || rub >= 100 ? `<ul class="sous-rubriques">${[3, 2, 1, 0].map((yi) => `<li>${a(`spip.php?rubrique${30 + yi}`, `Enseignements ${YEARS[yi].label}`)}</li>`).join('')}</ul>` : '';
    return html(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${o.en ? 'en' : 'fr'}" lang="${o.en ? 'en' : 'fr'}" dir="ltr">
<head>
<title>${esc(title)} - Département d'Informatique - Université de Valmont</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="generator" content="SPIP 3.1.8 [23955]" />
<link rel="alternate" type="application/rss+xml" title="Syndiquer tout le site" href="spip.php?page=backend" />
<link rel="stylesheet" href="squelettes/css/sarkaspip.css" type="text/css" media="all" />
<link rel="stylesheet" href="prive/spip_style.css" type="text/css" media="all" />
<script type="text/javascript">/*<![CDATA[*/var box_settings = {tt_img:true,sel_g:"#documents_portfolio a[type='image/jpeg'],#documents_portfolio a[type='image/png'],#documents_portfolio a[type='image/gif']",sel_c:".mediabox",trans:"elastic",speed:"200",ssSpeed:"2500",maxW:"90%",maxH:"90%",minW:"400px",minH:"",opa:"0.9",str_ssStart:"Diaporama",str_ssStop:"Arrêter",str_cur:"{current}/{total}",str_prev:"Précédent",str_next:"Suivant",str_close:"Fermer",splash_url:""};
var spip_config = {"cache":[${T.chunk('spip')}]};/*]]>*/</script>
<script src="prive/javascript/jquery.js?1520000001" type="text/javascript"></script>
<script src="prive/javascript/jquery.form.js?1520000001" type="text/javascript"></script>
<script src="prive/javascript/ajaxCallback.js?1520000001" type="text/javascript"></script>
</head>
<body class="page_${rub >= 100 || (rub >= 30 && rub < 40) ? 'rubrique' : 'article'}">
<div id="conteneur">
<div class="avertissement" style="background:#fff3cd;padding:6px;border:1px solid #e0c36b">${o.en ? 'This website is no longer updated.' : 'Ce site n\'est plus mis à jour depuis septembre 2018.'} ${o.en ? 'New website:' : 'Nouveau site :'} <a href="${DEPT}/">informatique.univ-valmont.fr</a></div>
<div id="entete"><a href="${OLD}/" title="Accueil"><img src="IMG/siteon0.png" alt="Département d'Informatique" width="180" height="80" /></a><h1 class="nom_site_spip">Département d'Informatique</h1><p class="slogan">UFR Sciences &amp; Techniques - Université de Valmont</p>
<div class="formulaire_spip formulaire_recherche"><form action="spip.php?page=recherche" method="get"><input name="page" value="recherche" type="hidden" /><input type="text" class="text" size="10" name="recherche" /><input type="submit" class="submit" value="&gt;&gt;" /></form></div>
<div class="langues">${a(`spip.php?${u.search.slice(1).replace(/&?lang=en/, '')}`, 'fr')} | ${a(`spip.php?${u.search.slice(1).replace(/&?lang=en/, '')}${u.search ? '&' : ''}lang=en`, 'en')}</div></div>
<div id="barrenav"><ul class="menu">${li('./', o.en ? 'Home' : 'Accueil')}${menu.map(([id, l]) => `<li${id === rub ? ' class="on"' : ''}>${a(`spip.php?rubrique${id}`, l)}</li>`).join('')}${li('spip.php?page=plan', o.en ? 'Site map' : 'Plan du site')}</ul></div>
<div id="wrapper"><div id="contenu">
<div class="ariane">${[[o.en ? 'Home' : 'Accueil', './'] as [string, string], ...(o.crumbs ?? [])].map(([l, h], i, arr) => (i === arr.length - 1 || !h ? `<strong class="on">${esc(l)}</strong>` : `${a(h, l)} &gt; `)).join('')}</div>
${body}
</div></div>
<div id="navigation"><div class="rubriques"><h2>${o.en ? 'Sections' : 'Rubriques'}</h2><ul>${menu.map(([id, l]) => li(`spip.php?rubrique${id}`, l)).join('')}</ul>${sub}</div>
<div class="breves"><h2>${o.en ? 'Latest news' : 'Dernières brèves'}</h2><ul>${this.spipBreves().slice(-5).reverse().map((b) => li(`spip.php?breve${b.id}`, b.title)).join('')}</ul></div>
<div class="liens"><h2>Liens</h2><ul>${li(`${UNIV}/`, 'Université de Valmont')}${li(`${LAB}/`, 'Laboratoire LIVAL')}${li(`${ENS}/`, 'Serveur des enseignements')}${li(`${MOODLE}/`, 'Moodle')}</ul></div></div>
<div id="pied"><p>${T.words(r, 4)} &middot; <a href="spip.php?page=plan">Plan du site</a> | <a href="ecrire/" rel="nofollow">Espace privé</a> | <a href="spip.php?page=backend" rel="alternate">RSS 2.0</a> | Site réalisé avec <a href="https://www.spip.net/">SPIP</a> &amp; Sarka-SPIP</p></div>
</div>
</body>
</html>
`);
  }
  private spip404(u: URL): Resp {
    const r = this.spipShell(u, 'Page introuvable', '<h1>Page introuvable</h1><p>La page demandée n\'existe pas ou n\'est plus disponible sur ce site.</p><p><a href="./">Retour à l\'accueil</a></p>', 0);
    return { ...r, status: 404 };
  }

  private oldHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    if (p.startsWith('/IMG/') || p.startsWith('/squelettes/') || p.startsWith('/prive/') || p.startsWith('/local/')) return asset(p, u.href);
    if (p === '/ecrire/' || p === '/ecrire') return html(`<!DOCTYPE html><html><head><title>Département d'Informatique - Espace privé</title></head><body class="page_login"><div id="minipres"><h1>Connexion à l'espace privé</h1><form action="spip.php?page=login" method="post"><label>Login ou adresse email</label><input type="text" name="var_login"><label>Mot de passe</label><input type="password" name="password"><input type="submit" value="Valider"></form></div></body></html>`);
    if (p !== '/' && p !== '/spip.php' && p !== '/index.php') return apache404(p, H.old);
    const en = q.get('lang') === 'en';
    const keys = [...q.keys()].filter((k) => k !== 'lang');
    const page = q.get('page');
    const key = keys.find((k) => /^(article|rubrique|breve|mot|auteur)\d+$/.test(k));
    const r = rng(hash(`oldh${u.search}`));
    if (!keys.length) {
      const body = `<div class="edito"><h2>Bienvenue</h2>${T.para(r, 3)}</div><h2>À la une</h2><ul>${this.spipBreves().slice(-12).reverse().map((b) => `<li>${fmtC(b.date)} : ${a(`spip.php?breve${b.id}`, b.title)}</li>`).join('')}</ul><h2>Enseignements</h2><ul>${[3, 2, 1, 0].map((yi) => li(`spip.php?rubrique${30 + yi}`, `Pages des UE ${YEARS[yi].label}`)).join('')}</ul>`;
      return this.spipShell(u, 'Accueil', body, 0, { en });
    }
    if (key?.startsWith('article') || (page === 'article' && q.get('id_article'))) {
      const id = Number(key ? key.slice(7) : q.get('id_article'));
      const o = this.spipById.get(id);
      if (o) return this.spipArticle(u, o, en);
      const st = SPIP_STATIC.get(id);
      if (st) return this.spipShell(u, st[0], `<h1 class="titre">${esc(st[0])}</h1><div class="texte">${T.para(r, 4)}${T.para(r, 3)}</div>`, st[1], { crumbs: [[st[0], '']], en });
      if (id >= 600 && id < 760) { const b = this.spipBreves()[(id - 600) * 2]; return this.spipShell(u, b.title, `<h1 class="titre">${esc(b.title)}</h1><p class="info-publi">Publié le ${fmtL(b.date)}</p><div class="texte">${T.para(r, 4)}</div>`, 5, { crumbs: [['Actualités', 'spip.php?rubrique5'], [b.title, '']], en }); }
      return this.spip404(u);
    }
    if (page === 'imprimer' || page === 'forum') {
      const id = Number(q.get('id_article'));
      const o = this.spipById.get(id);
      if (!o) return this.spip404(u);
      if (page === 'forum') return this.spipShell(u, 'Forum', `<h1>Répondre à l'article « ${esc(o.ue.title)} »</h1><p>Les forums de ce site sont fermés.</p><p>${a(`spip.php?article${id}`, 'Retour à l\'article')}</p>`, 3);
      return html(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${esc(codeOf(o))} ${esc(o.ue.title)}</title><link rel="stylesheet" href="squelettes/css/impression.css"></head><body onload="window.print()"><h1>${esc(codeOf(o))} – ${esc(o.ue.title)} (${o.yr.label})</h1>${objectifs(o)}${this.planning(o, 'IMG/', 'old')}${mccText(o)}<p>URL : ${OLD}/spip.php?article${id}</p></body></html>`);
    }
    if (key?.startsWith('rubrique')) return this.spipRubrique(u, Number(key.slice(8)), en);
    if (key?.startsWith('breve')) {
      const b = this.spipBreves()[Number(key.slice(5)) - 1];
      if (!b) return this.spip404(u);
      return this.spipShell(u, b.title, `<h1 class="titre">${esc(b.title)}</h1><p class="info-publi">${fmtL(b.date)}</p><div class="texte">${T.para(r, 3)}</div><p>${b.id > 1 ? a(`spip.php?breve${b.id - 1}`, '« Brève précédente') : ''} ${b.id < this.spipBreves().length ? a(`spip.php?breve${b.id + 1}`, 'Brève suivante »') : ''}</p>`, 5, { crumbs: [['Actualités', 'spip.php?rubrique5'], [b.title, '']], en });
    }
    if (key?.startsWith('mot')) {
      const id = Number(key.slice(3));
      const tag = SPIP_MOTS[id - 1];
      if (!tag) return this.spip404(u);
      const arts = [...this.spipById.values()].filter((o) => spipMot(o) === id - 1 || o.ue.niv === tag.toLowerCase());
      return this.spipShell(u, `Mot-clé : ${tag}`, `<h1>Mot-clé : ${esc(tag)}</h1><ul>${arts.slice(0, 40).map((o) => li(`spip.php?article${o.spip}`, `${codeOf(o)} ${o.ue.title} (${o.yr.label})`)).join('')}</ul>`, 0, { en });
    }
    if (key?.startsWith('auteur')) {
      const f = FAC[Number(key.slice(6)) - 1];
      if (!f) return this.spip404(u);
      return this.spipShell(u, fullName(f), `<h1>${esc(fullName(f))}</h1><h2>Articles de cet auteur</h2><ul>${[...this.spipById.values()].filter((o) => o.f === f).map((o) => li(`spip.php?article${o.spip}`, `${codeOf(o)} ${o.ue.title} (${o.yr.label})`)).join('') || '<li>Aucun</li>'}</ul><p>${f.page !== 'none' ? a(this.teacherUrl(f), 'Page personnelle') : ''}</p>`, 0, { en });
    }
    if (page === 'backend') return { status: 200, type: 'application/rss+xml; charset=utf-8', body: `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Département d'Informatique</title><link>${OLD}/</link>${this.spipBreves().slice(-10).map((b) => `<item><title>${esc(b.title)}</title><link>${OLD}/spip.php?breve${b.id}</link></item>`).join('')}</channel></rss>` };
    if (page === 'plan') return this.spipShell(u, 'Plan du site', `<h1>Plan du site</h1><ul>${[1, 2, 3, 4, 5, 6, 7].map((id) => li(`spip.php?rubrique${id}`, SPIP_RUB[id])).join('')}${[3, 2, 1, 0].map((yi) => `<li>${a(`spip.php?rubrique${30 + yi}`, `Enseignements ${YEARS[yi].label}`)}<ul>${NIVEAUX.map(([, l], ni) => li(`spip.php?rubrique${100 + yi * 10 + ni}`, l)).join('')}</ul></li>`).join('')}</ul>`, 0, { en });
    if (page === 'recherche') return this.spipShell(u, 'Recherche', `<h1>Résultats de la recherche « ${esc(q.get('recherche') ?? '')} »</h1><p>Aucun résultat.</p>`, 0);
    if (page === 'login') return this.spipShell(u, 'Connexion', `<form action="spip.php?page=login" method="post"><label>Login</label><input name="var_login"><label>Mot de passe</label><input type="password" name="password"><input type="submit" value="Valider"></form>`, 0);
    return this.spip404(u);
  }

  private spipRubrique(u: URL, id: number, en: boolean): Resp {
    const r = rng(hash(`rub${id}`));
    const q = u.searchParams;
    const paginate = <X>(list: X[], param: string, per: number, render: (x: X) => string) => {
      const debut = Number(q.get(param) ?? 0);
      if (debut % per || (debut && debut >= list.length)) return undefined;
      const pages = Math.ceil(list.length / per);
      const base = `spip.php?rubrique${id}${en ? '&lang=en' : ''}`;
      const nav = pages > 1 ? `<p class="pagination">${Array.from({ length: pages }, (_, i) => (i * per === debut ? `<strong class="on">${i * per}</strong>` : `<a href="${esc(`${base}&${param}=${i * per}`)}#pagination_${param.slice(6)}" class="lien_pagination" rel="nofollow">${i * per}</a>`)).join(' | ')}</p>` : '';
      return `<ul class="liste-items">${list.slice(debut, debut + per).map(render).join('')}</ul>${nav}`;
    };
    if (id === 5) {
      const list = this.spipBreves().slice().reverse();
      const body = paginate(list, 'debut_breves', 15, (b) => `<li>${fmtC(b.date)} ${a(`spip.php?breve${b.id}`, b.title)}</li>`);
      return body === undefined ? this.spip404(u) : this.spipShell(u, 'Actualités', `<h1>Actualités</h1>${body}`, 5, { crumbs: [['Actualités', '']], en });
    }
    if (SPIP_RUB[id]) {
      const arts = [...SPIP_STATIC.entries()].filter(([, [, rub]]) => rub === id);
      const extra = id === 3 ? `<ul>${[3, 2, 1, 0].map((yi) => li(`spip.php?rubrique${30 + yi}`, `Enseignements ${YEARS[yi].label}`)).join('')}</ul><p>Les pages des UE à partir de 2018-2019 sont sur le ${a(`${DEPT}/formations/liste-des-ue/`, 'nouveau site')}.</p>` : id === 7 ? `<ul>${Array.from({ length: 18 }, (_, i) => dayOf(2014, 10, 2) + i * 84).map((d) => li(`IMG/pdf/cr_conseil_${fmtISO(d).replace(/-/g, '')}.pdf`, `Compte rendu du conseil du ${fmtL(d)}`)).join('')}</ul>` : T.para(r, 2);
      return this.spipShell(u, SPIP_RUB[id], `<h1>${esc(SPIP_RUB[id])}</h1>${extra}<ul>${arts.map(([aid, [t]]) => li(`spip.php?article${aid}`, t)).join('')}</ul>`, id, { crumbs: [[SPIP_RUB[id], '']], en });
    }
    if (id >= 30 && id < 34) {
      const yr = YEARS[id - 30];
      const arts = (this.byYear.get(yr.idx) ?? []).filter((o) => o.kind === 'spip');
      return this.spipShell(u, `Enseignements ${yr.label}`, `<h1>Enseignements ${yr.label}</h1><p>Pages des unités d'enseignement de l'année ${yr.slash}, par niveau.</p><ul>${NIVEAUX.map(([, l], ni) => li(`spip.php?rubrique${100 + yr.idx * 10 + ni}`, `${l} (${(this.byYear.get(yr.idx) ?? []).filter((o) => o.ue.niv === NIVEAUX[ni][0]).length} UE)`)).join('')}</ul><h2>Derniers articles</h2><ul class="liste-items">${arts.map((o) => `<li>${a(`spip.php?article${o.spip}`, `${codeOf(o)} - ${o.ue.title}`)} <small>(${o.ue.niv.toUpperCase()})</small></li>`).join('')}</ul>`, id, { crumbs: [['Enseignements', 'spip.php?rubrique3'], [yr.label, '']], en });
    }
    if (id >= 100 && id < 140 && id % 10 < 5) {
      const yr = YEARS[Math.floor((id - 100) / 10)];
      const niv = NIVEAUX[id % 10];
      const offs = (this.byYear.get(yr.idx) ?? []).filter((o) => o.ue.niv === niv[0]);
      const arts = offs.filter((o) => o.kind === 'spip');
      const body = paginate(arts, 'debut_articles', 20, (o) => `<li>${a(`spip.php?article${o.spip}`, `${codeOf(o)} - ${o.ue.title}`)} <small>(${esc(fullName(o.f))})</small></li>`);
      if (body === undefined) return this.spip404(u);
      const others = offs.filter((o) => o.kind !== 'spip' && o.home && o.inListe);
      const body2 = `<h1>${niv[1]} - ${yr.label}</h1><h2>Articles de cette rubrique</h2>${body}${others.length ? `<h2>Pages des autres UE</h2><ul>${others.map((o) => `<li>${codeOf(o)} ${esc(o.ue.title)} : ${a(this.homeHref(o, 'spiprub'), o.kind === 'moodle' ? 'Moodle (accès anonyme)' : 'page de l\'enseignant')}</li>`).join('')}</ul>` : ''}<h2>UE sans page web</h2><ul>${offs.filter((o) => !o.home).map((o) => `<li>${codeOf(o)} ${esc(o.ue.title)} (${esc(fullName(o.f))})</li>`).join('') || '<li>—</li>'}</ul>`;
      return this.spipShell(u, `${niv[1]} ${yr.label}`, body2, id, { crumbs: [['Enseignements', 'spip.php?rubrique3'], [yr.label, `spip.php?rubrique${30 + yr.idx}`], [niv[1], '']], en });
    }
    return this.spip404(u);
  }

  private spipArticle(u: URL, o: Off, en: boolean): Resp {
    const r = rng(hash(`art${o.spip}`));
    const docs = this.docs(o);
    const rub = 100 + o.yr.idx * 10 + NIVEAUX.findIndex(([k]) => k === o.ue.niv);
    const same = (this.byYear.get(o.yr.idx) ?? []).filter((x) => x.kind === 'spip' && x.ue.niv === o.ue.niv && x !== o).slice(0, 8);
    const file = (d: { rel: string }) => `IMG/${d.rel.endsWith('.pdf') ? 'pdf' : 'tgz'}/${d.rel.split('/').pop()!.replace('.tar.gz', '.tgz').replace(/\.pdf$/, `-${(o.spip % 7) + 1}.pdf`)}`;
    const body = `<div class="cartouche"><h1 class="titre">${esc(codeOf(o))} - ${esc(o.ue.title)}</h1><p class="soustitre">${o.yr.label}, semestre ${o.ue.sem}</p><p class="info-publi">Publié le ${fmtL(semStart(o) - int(r, 5, 20))}, mis à jour le ${fmtL(Math.min(NOW, semStart(o) + int(r, 40, 120)))} par ${a(`spip.php?auteur${o.f.id - 100}`, fullName(o.f))}</p></div>
<div class="chapo"><p>Responsable : ${a(this.teacherUrl(o.f), fullName(o.f))}. ${o.co.length ? `Intervenants : ${esc(o.co.map(fullName).join(', '))}.` : ''} ${o.ue.ects} ECTS, CM ${o.ue.cm} h, TD ${o.ue.td} h${o.ue.tp ? `, TP ${o.ue.tp} h` : ''}.</p></div>
<div class="texte">${announcements(o).length ? `<h3 class="spip">Annonces</h3>${this.annRows(o)}` : ''}<h3 class="spip">Objectifs</h3>${objectifs(o)}${biblio(o)}<h3 class="spip">Programme</h3><ol class="spip">${topicsOf(o).slice(0, 12).map((t) => `<li>${esc(t)}</li>`).join('')}</ol><h3 class="spip">Planning</h3>${this.planning(o, 'IMG/', 'old').replace(/IMG\/cm\/cm(\d+)\.pdf/g, (_m, n) => `IMG/pdf/cm${n}-${(o.spip % 7) + 1}.pdf`)}<h3 class="spip">Contrôle des connaissances</h3>${mccText(o)}<p>${this.annalesLink(o)}</p>${this.prevList(o)}</div>
<div id="documents_joints"><h2>Documents joints</h2><ul class="spip_documents">${docs.map((d) => `<li><a href="${file(d)}" type="${ext(d.rel)}" class="spip_doc_titre">${esc(d.label)}</a> <small class="spip_doc_infos">${d.rel.endsWith('.pdf') ? 'PDF' : 'TGZ'} - ${int(r, 40, 900)} ko</small></li>`).join('')}</ul></div>
<p class="outils">${a(`spip.php?page=imprimer&id_article=${o.spip}`, 'Imprimer')} | ${a(`spip.php?page=forum&id_article=${o.spip}`, 'Répondre à cet article')}</p>
<div class="mots"><h2>Mots-clés</h2><ul>${li(`spip.php?mot${spipMot(o) + 1}`, SPIP_MOTS[spipMot(o)])}${li(`spip.php?mot${SPIP_MOTS.indexOf(o.ue.niv.toUpperCase()) + 1}`, o.ue.niv.toUpperCase())}</ul></div>
<div class="meme-rubrique"><h2>Dans la même rubrique</h2><ul>${same.map((x) => li(`spip.php?article${x.spip}`, `${codeOf(x)} - ${x.ue.title}`)).join('')}</ul></div>`;
    return this.spipShell(u, `${codeOf(o)} - ${o.ue.title}`, body, rub, { crumbs: [['Enseignements', 'spip.php?rubrique3'], [o.yr.label, `spip.php?rubrique${30 + o.yr.idx}`], [NIVEAUX.find(([k]) => k === o.ue.niv)![1], `spip.php?rubrique${rub}`], [codeOf(o), '']], en });
  }

  // ===================================================================================================================
  // www.lival.univ-valmont.fr: the lab's site and its ~userdirs; pageperso.lival: newer personal pages
  // ===================================================================================================================

  private labShell(title: string, body: string, active = ''): Resp {
    const nav: [string, string][] = [['/', 'Accueil'], ['/equipes/', 'Équipes'], ['/membres/', 'Membres'], ['/seminaires/', 'Séminaires'], ['/theses/', 'Thèses'], ['/offres/', 'Offres'], [`${HAL}/LIVAL/`, 'Publications'], ['/contact/', 'Contact']];
    return html(`<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${esc(title)} | LIVAL - Laboratoire d'Informatique de Valmont</title>
<link rel="stylesheet" href="/css/lival.css">
<script src="/js/jquery-3.3.1.min.js"></script>
</head>
<body>
<div id="bandeau"><a href="/"><img src="/img/logo-lival.png" alt="LIVAL"></a><span class="tutelles"><a href="${UNIV}/">Université de Valmont</a> &middot; EA 4281</span></div>
<ul id="nav">${nav.map(([h, l]) => `<li${l === active ? ' class="actif"' : ''}><a href="${h}">${l}</a></li>`).join('')}</ul>
<div id="contenu">
${body}
</div>
<div id="pied">LIVAL &ndash; Bâtiment Turing, 2 boulevard Lavoisier, 49045 Valmont Cedex &middot; <a href="/intranet/">Intranet</a> &middot; <a href="${WIKI}/index.php/Accueil">Wiki</a> &middot; <a href="http://${H.services}/">Services</a> &middot; Mise à jour : ${fmtC(NOW - 9)}</div>
<script>var lival = {"menu":[${T.chunk('lival')}],"agenda":[${T.chunk('lival-b')}]};</script>
</body>
</html>
`);
  }

  private labHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const q = u.searchParams;
    const r = rng(hash(`lab${p}${u.search}`));
    if (p.startsWith('/~')) return this.userdir(u, p);
    if (/^\/(css|js|img|icons)\//.test(p)) return asset(p, u.href);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) return moved(`${u.protocol}//${H.lab}${p}/${u.search}`);
    if (p === '/') return this.labShell('Accueil', `<h1>Laboratoire d'Informatique de Valmont</h1>${T.para(r, 4)}<h2>Équipes</h2><p>Le LIVAL est organisé en six ${a('/equipes/', 'équipes de recherche')} : ${Object.entries(TEAMS).filter(([k]) => k !== 'ENS').map(([k, v]) => `${k} (${v})`).join(', ')}.</p><h2>Zoom sur</h2><ul>${['AIA', 'RSD', 'LaPro'].map((k) => `<li>${a(`/equipes/${lc(k)}/`, `L'équipe ${k}`)} : ${T.words(r, 12)}.</li>`).join('')}</ul><h2>Prochains séminaires</h2><ul>${this.labSeminars().filter((s) => s.date >= NOW).slice(0, 4).map((s) => `<li>${fmtL(s.date)} : ${a(`/seminaires/${s.id}.html`, s.title)} (${esc(s.speaker)})</li>`).join('')}</ul><p>${a(`${DEPT}/`, 'Département d\'Informatique')} &middot; ${a(`${HAL}/LIVAL/`, 'Nos publications dans HAL')}</p>`, 'Accueil');
    if (p === '/equipes/') return this.labShell('Équipes', `<h1>Équipes</h1><ul>${Object.entries(TEAMS).filter(([k]) => k !== 'ENS').map(([k, v]) => li(`/equipes/${lc(k)}/`, `${k} : ${v}`)).join('')}</ul>`, 'Équipes');
    let m = /^\/equipes\/([a-z]+)\/$/.exec(p);
    if (m) {
      const team = Object.keys(TEAMS).find((k) => lc(k) === m![1] && k !== 'ENS');
      if (!team) return apache404(p, H.lab);
      const members = FAC.filter((f) => f.team === team);
      const docs = this.people.filter((x) => x.kind === 'doc' && x.team === team);
      return this.labShell(`Équipe ${team}`, `<h1>${team} : ${TEAMS[team]}</h1>${T.para(r, 4)}<h2>Permanents</h2><ul>${members.map((f) => `<li>${f.page === 'none' ? esc(fullName(f)) : a(this.teacherUrl(f), fullName(f))}, ${GRADES[f.grade]}</li>`).join('')}</ul><h2>Doctorants</h2><ul>${docs.map((x) => `<li>${esc(`${x.first} ${x.last}`)} (depuis ${x.since}, dir. ${esc(fullName(x.advisor))})</li>`).join('')}</ul><p>${a(`${HAL}/LIVAL/search/index/?q=*&collCode_s=LIVAL-${team.toUpperCase()}`, 'Publications de l\'équipe')}</p>`, 'Équipes');
    }
    if (p === '/membres/') {
      const st = q.get('statut') ?? 'permanents';
      const tabs = ['permanents', 'doctorants', 'administratifs', 'anciens'].map((s) => (s === st ? `<strong>${s}</strong>` : a(`/membres/?statut=${s}`, s))).join(' | ');
      let list = '';
      if (st === 'permanents') list = FAC.filter((f) => f.team !== 'ENS').map((f) => `<tr><td>${a(`/membres/fiche.php?id=${f.id}`, fullName(f))}</td><td>${f.grade}</td><td>${f.team}</td><td>${f.bureau}</td></tr>`).join('');
      else if (st === 'doctorants') list = this.people.filter((x) => x.kind === 'doc' && !x.soutenance).map((x) => `<tr><td>${a(`${ANNU}/fiche.php?uid=${x.login}`, `${x.first} ${x.last}`)}</td><td>Doctorant·e</td><td>${x.team}</td><td>${x.since}</td></tr>`).join('');
      else if (st === 'administratifs') list = this.people.filter((x) => x.kind === 'biatss').map((x) => `<tr><td>${esc(`${x.first} ${x.last}`)}</td><td>BIATSS</td><td>${x.team}</td><td></td></tr>`).join('');
      else if (st === 'anciens') list = this.people.filter((x) => x.soutenance).map((x) => `<tr><td>${esc(`${x.first} ${x.last}`)}</td><td>Docteur (${dOf(x.soutenance).getUTCFullYear()})</td><td>${x.team}</td><td></td></tr>`).join('');
      else return apache404(p, H.lab);
      return this.labShell('Membres', `<h1>Membres</h1><p>${tabs}</p><table class="membres"><tr><th>Nom</th><th>Statut</th><th>Équipe</th><th></th></tr>${list}</table>`, 'Membres');
    }
    if (p === '/membres/fiche.php') {
      const f = FAC.find((x) => x.id === Number(q.get('id')));
      if (!f || f.team === 'ENS') return this.labShell('Membre inconnu', '<p>Aucun membre ne correspond.</p>', 'Membres');
      return this.labShell(fullName(f), `<h1>${esc(fullName(f))}</h1><p>${this.facContact(f)}</p><h2>Thèmes de recherche</h2>${T.para(r, 2)}<ul><li>${a(`${HAL}/search/index/?q=*&authFullName_s=${encodeURIComponent(fullName(f))}`, 'Publications (HAL)')}</li>${f.page !== 'none' ? `<li>${a(this.teacherUrl(f), 'Page personnelle')}</li>` : ''}<li>${a(`/equipes/${lc(f.team)}/`, `Équipe ${f.team}`)}</li></ul>`, 'Membres');
    }
    if (p === '/seminaires/') {
      const y = Number(q.get('annee') ?? 2020);
      if (!(y >= 2006 && y <= 2020)) return this.labShell('Séminaires', '<p>Aucun séminaire pour cette année.</p>', 'Séminaires');
      const list = this.labSeminars().filter((s) => dOf(s.date).getUTCFullYear() === y);
      return this.labShell(`Séminaires ${y}`, `<h1>Séminaires ${y}</h1><p>${Array.from({ length: 15 }, (_, i) => 2020 - i).map((x) => (x === y ? `<strong>${x}</strong>` : a(`/seminaires/?annee=${x}`, String(x)))).join(' ')}</p><ul>${list.map((s) => `<li>${fmtL(s.date)} &ndash; ${a(`/seminaires/${s.id}.html`, s.title)} (${esc(s.speaker)}, ${esc(s.affil)})</li>`).join('')}</ul>`, 'Séminaires');
    }
    m = /^\/seminaires\/(\d+)\.html$/.exec(p);
    if (m) {
      const s = this.labSeminars().find((x) => x.id === Number(m![1]));
      if (!s) return apache404(p, H.lab);
      return this.labShell(s.title, `<h1>${esc(s.title)}</h1><p><strong>${esc(s.speaker)}</strong> (${esc(s.affil)}) &ndash; ${fmtL(s.date)}, 14h, salle des séminaires</p><h2>Résumé</h2><p>${TE.words(r, 60)}.</p>${s.slides ? `<p>${a(`/seminaires/slides/${s.id}.pdf`, 'Transparents')}</p>` : ''}<p>${a(`/seminaires/?annee=${dOf(s.date).getUTCFullYear()}`, 'Retour aux séminaires')}</p>`, 'Séminaires');
    }
    if (p.startsWith('/seminaires/slides/')) return bin('application/pdf', u.href);
    if (p === '/theses/') return this.labShell('Thèses', `<h1>Thèses soutenues</h1><ul>${this.people.filter((x) => x.soutenance && x.soutenance <= NOW).map((x) => `<li>${esc(`${x.first} ${x.last}`)}, ${fmtL(x.soutenance)} : ${a(`${THESES}/${dOf(x.soutenance).getUTCFullYear()}VALM${pad(x.idx, 4)}`, theseTitle(rng(hash(`these${x.login}`))))}</li>`).join('')}</ul><p>${a(`${THESES}/?q=&fq=etablissement:Valmont`, 'Toutes les thèses de l\'université')}</p>`, 'Thèses');
    if (p === '/offres/') return this.labShell('Offres', `<h1>Offres de stages et de thèses</h1><ul>${Array.from({ length: 8 }, (_, i) => li(`/offres/offre-${2019 + (i % 2)}-${i + 1}.pdf`, `${i % 3 ? 'Stage de M2' : 'Thèse'} : ${theseTitle(r)}`)).join('')}</ul>`, 'Offres');
    if (p.startsWith('/offres/') && p.endsWith('.pdf')) return bin('application/pdf', u.href);
    if (p === '/contact/') return this.labShell('Contact', `<p>LIVAL, Bâtiment Turing, 2 boulevard Lavoisier, 49045 Valmont Cedex. Direction : ${esc(fullName(FAC[5]))}. secretariat-lival@${DOM}</p>`, 'Contact');
    if (p === '/intranet/') return toCas(`${LABS}/intranet/`);
    return apache404(p, H.lab);
  }

  private labSeminars(): { id: number; date: number; title: string; speaker: string; affil: string; slides: boolean }[] {
    if (this._sems) return this._sems;
    const r = rng(hash('lab-seminars'));
    const from = dayOf(2006, 1, 10);
    const N = 420;
    this._sems = Array.from({ length: N }, (_, i) => ({ id: 100 + i, date: from + Math.floor((i * (dayOf(2020, 6, 30) - from)) / N), title: paperTitle(r), speaker: `${pick(r, PRENOMS)} ${pick(r, NOMS)}`, affil: pick(r, ['LIVAL', 'Inria Rennes', 'LIP6', 'LaBRI', 'LIRMM', 'IRIF', 'LS2N', 'LORIA', 'Université de Montréal', 'TU Munich', 'EPFL', 'University of Oxford', 'CNRS', 'Orange Labs']), slides: r() < 0.4 }));
    return this._sems;
  }
  private _sems?: { id: number; date: number; title: string; speaker: string; affil: string; slides: boolean }[];

  private findBase(host: string, path: string): [Off, string] | undefined {
    let i = path.lastIndexOf('/');
    while (i > 0) {
      const o = this.bases.get(host + path.slice(0, i + 1));
      if (o) return [o, path.slice(i + 1)];
      i = path.lastIndexOf('/', i - 1);
    }
    return undefined;
  }

  private userdir(u: URL, p: string): Resp {
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p);
    if (!m) return apache404(p, H.lab);
    const f = facByLogin.get(m[1]);
    const rest = m[2] ?? '';
    if (!rest) return moved(`${u.protocol}//${H.lab}${p}/`);
    const doc = this.personByLogin.get(m[1]);
    if (!f || f.page !== 'ud') {
      if (doc && doc.kind === 'doc' && doc.idx % 3 === 0) return rest === '/' ? this.docHome(doc) : apache404(p, H.lab);
      return apache404(p, H.lab);
    }
    const o = this.homeIdx.get(H.lab + p) ?? (p.endsWith('/index.html') ? this.homeIdx.get(H.lab + p.slice(0, -10)) : undefined);
    if (o) return this.renderHome(o);
    const fb = this.findBase(H.lab, p);
    if (fb) return this.courseSub(fb[0], fb[1], u);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) {
      const d = this.userdir(u, `${p}/`);
      return d.status === 200 ? moved(`${u.protocol}//${H.lab}${p}/`) : d;
    }
    if (rest === '/' || rest === '/index.html') return this.udHome(f);
    if (rest === '/enseignement.html') return this.udTeaching(f);
    if (rest === '/publis.html') return this.facPubs(f);
    if (/^\/(cv\.pdf|photo\.jpg|publis\/[a-z0-9-]+\.pdf)$/.test(rest)) return bin(ext(rest), u.href);
    if (rest.startsWith('/prive/')) return apache403(p, H.lab);
    const offs = (this.byFac.get(f.login) ?? []).filter((x) => x.kind === 'ud');
    if (rest === '/enseignement/' && f.scheme === 'ens') return this.udIndex(f, offs);
    if (rest === '/enseignement/' && f.scheme === 'year') return autoindex(p, [...new Set(offs.map((x) => x.yr))].map((yr) => [`${yr.label}/`, yr.autumn - 5, '-'] as [string, number, string]), u, H.lab);
    const ym = /^\/enseignement\/(\d{4}-\d{4})\/$/.exec(rest);
    if (ym && f.scheme === 'year') {
      const l = offs.filter((x) => x.yr.label === ym[1]);
      return l.length ? autoindex(p, l.map((x) => [`${x.ue.short}/`, semStart(x) - 3, '-'] as [string, number, string]), u, H.lab) : apache404(p, H.lab);
    }
    if (rest === '/cours/' && f.scheme === 'flat') return autoindex(p, offs.flatMap((x) => [[`${x.ue.short}-${x.yr.short}.html`, semStart(x) + 60, `${int(r0(x.key), 6, 30)}K`], [`${x.ue.short}-${x.yr.short}/`, semStart(x) + 60, '-']] as [string, number, string][]), u, H.lab);
    if (rest === '/ens/' && f.scheme === 'frames') return autoindex(p, offs.map((x) => [`${x.ue.short}${pad(x.yr.y % 100)}/`, semStart(x) - 2, '-'] as [string, number, string]), u, H.lab);
    return apache404(p, H.lab);
  }

  private facShell(f: Fac, title: string, body: string, pp = false): Resp {
    const home = pp ? `/${f.pp}/` : `/~${f.login}/`;
    if (f.style === 'old' && !pp) return html(`<html>\n<head>\n<title>${esc(title)}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\n</head>\n<body bgcolor="#FFFFFF" text="#000000" link="#0000CC" vlink="#551A8B">\n${body}\n<hr>\n<font size="-1"><a href="${home}">Accueil</a> | <a href="${LAB}/">LIVAL</a> | <a href="${DEPT}/">D&eacute;partement d'Informatique</a></font>\n</body>\n</html>\n`);
    if (f.style === 'modern' || pp) {
      const t = f.scheme === 'teaching';
      const nav: [string, string][] = [[home, t ? 'Home' : 'Accueil'], [`${home}${t ? 'teaching' : 'cours'}/`, t ? 'Teaching' : 'Enseignement'], [`${home}publications/`, 'Publications'], [`${home}cv.pdf`, 'CV']];
      return html(`<!DOCTYPE html>\n<html lang="${t ? 'en' : 'fr'}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="generator" content="Hugo 0.62.2">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@4.4.1/dist/css/bootstrap.min.css">\n<link rel="stylesheet" href="${home}css/academic.min.css">\n<script>window.academic = {"search":[${T.chunk('hugo')}],"i18n":[${T.chunk('hugo-i18n')}]};</script>\n</head>\n<body>\n<nav class="navbar navbar-expand-lg navbar-light bg-light"><div class="container"><a class="navbar-brand" href="${home}">${esc(fullName(f))}</a><ul class="navbar-nav ml-auto">${nav.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${l}</a></li>`).join('')}</ul></div></nav>\n<div class="container py-4">\n${body}\n</div>\n<footer class="container border-top py-3"><p class="powered-by">&copy; ${fullName(f)} 2020 &middot; Généré avec <a href="https://gohugo.io">Hugo</a> et le thème Academic.</p></footer>\n</body>\n</html>\n`);
    }
    return html(`<!DOCTYPE html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="${home}style.css">\n</head>\n<body>\n<div id="menu"><a href="${home}">Accueil</a> &middot; <a href="${home}enseignement.html">Enseignement</a> &middot; <a href="${home}publis.html">Publications</a> &middot; <a href="${LAB}/">LIVAL</a></div>\n<div id="page">\n${body}\n</div>\n<div id="pied">Dernière modification : ${fmtC(NOW - (hash(title) % 30))}</div>\n</body>\n</html>\n`);
  }

  private facContact(f: Fac): string {
    return `${GRADES[f.grade]}<br>LIVAL, équipe ${f.team === 'ENS' ? '&mdash;' : `${f.team} (${TEAMS[f.team]})`}<br>Département d'Informatique, UFR Sciences et Techniques<br>Université de Valmont<br>${f.bureau} &middot; Tél. ${f.tel}<br>Mél : ${f.login} (at) univ-valmont (point) fr`;
  }

  private udHome(f: Fac): Resp {
    const r = rng(hash(`udhome${f.login}`));
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.yr === CUR);
    const item = (o: Off) => `<li>${o.home && o.inTeach ? a(this.homeHref(o, 'udhome'), `${codeOf(o)} ${o.ue.title}`) : `${codeOf(o)} ${esc(o.ue.title)}`} (${o.ue.level === 'L' ? `L${Math.ceil(o.ue.sem / 2)}` : `M${Math.ceil((o.ue.sem - 6) / 2)}`}, S${o.ue.sem})${o.kind === 'moodle' && o.inTeach ? ' &ndash; sur Moodle' : ''}</li>`;
    const teach = `<h2>Enseignement ${CUR.label}</h2><ul>${offs.map(item).join('') || '<li>Délégation / CRCT cette année.</li>'}</ul><p><a href="enseignement.html">Tous mes enseignements (années précédentes)</a>${f.scheme === 'ens' ? ' &middot; <a href="enseignement/">Pages de cours</a>' : ''}</p>`;
    const research = `<h2>Recherche</h2>${T.para(r, 2)}<p><a href="publis.html">Publications</a> &middot; <a href="${HAL}/search/index/?q=*&authIdHal_s=${f.login}">HAL</a></p>`;
    if (f.style === 'old') {
      const older = (this.byFac.get(f.login) ?? []).filter((o) => o.yr !== CUR && o.home && o.inTeach).reverse();
      return this.facShell(f, fullName(f), `<table width="100%"><tr><td width="130"><img src="photo.jpg" width="110" alt="photo"></td><td><font face="Arial" size="5"><b>${esc(fullName(f))}</b></font><br>${this.facContact(f)}</td></tr></table>\n<hr>\n${research}\n${teach}${older.length ? `\n<h3>Anciens cours</h3><ul>${older.map((o) => `<li>${a(this.homeHref(o, 'udold'), `${codeOf(o)} ${o.ue.title}`)} (${o.yr.label})</li>`).join('')}</ul>` : ''}`);
    }
    return this.facShell(f, fullName(f), `<h1>${esc(fullName(f))}</h1><img src="photo.jpg" alt="" class="photo"><p>${this.facContact(f)}</p>${teach}${research}`);
  }

  private udTeaching(f: Fac): Resp {
    const offs = (this.byFac.get(f.login) ?? []).slice().reverse();
    const item = (o: Off) => (o.home && o.inTeach ? a(this.homeHref(o, 'udteach'), `${codeOf(o)} ${o.ue.title}`) : `${codeOf(o)} ${esc(o.ue.title)}`) + (o.kind === 'moodle' && o.inTeach ? ' (Moodle, accès anonyme)' : '');
    const years = [...new Set(offs.map((o) => o.yr))];
    const body = f.style === 'old'
      ? `<font face="Arial" size="4"><b>Enseignements</b></font><br><br>\n${years.map((yr) => `<b>${yr.label}</b><ul>${offs.filter((o) => o.yr === yr).map((o) => `<li>${item(o)} (S${o.ue.sem})</li>`).join('')}</ul>`).join('\n')}`
      : `<h1>Enseignements</h1><table class="ens"><tr><th>Année</th><th>UE</th><th>Semestre</th></tr>${offs.map((o) => `<tr><td>${o.yr.label}</td><td>${item(o)}</td><td>S${o.ue.sem}</td></tr>`).join('')}</table><p>Responsabilités : ${pick(rng(hash(f.login)), ['responsable de la L3', 'responsable du M1', 'directeur des études de L1', 'responsable des stages', 'correspondant Erasmus', 'responsable du parcours GL'])}.</p>`;
    return this.facShell(f, `${fullName(f)} - Enseignement`, body);
  }

  /** `~user/enseignement/`: the index of a teacher's course pages (lists several years; not a home). */
  private udIndex(f: Fac, offs: Off[]): Resp {
    const byCode = new Map<string, Off[]>();
    for (const o of offs) push(byCode, codeOf(o), o);
    const body = `<h1>Pages de cours</h1>${[...byCode.entries()].map(([code, l]) => { const lastO = l.find((o) => o.latest); return `<h3>${code} ${esc(l[0].ue.title)}</h3><ul>${lastO ? `<li>${a(this.homeHref(lastO, 'udidx'), `Année en cours / dernière année (${lastO.yr.label})`)}</li>` : ''}${l.filter((o) => !o.latest && o.inIdx).reverse().map((o) => li(this.homeHref(o, 'udidx'), o.yr.label)).join('')}</ul>`; }).join('')}`;
    return this.facShell(f, `${fullName(f)} - Pages de cours`, body);
  }

  private facPubs(f: Fac, pp = false): Resp {
    const r = rng(hash(`pubs${f.login}`));
    const n = int(r, 12, 40);
    const items = Array.from({ length: n }, (_, i) => {
      const t = paperTitle(r);
      const y = 2020 - Math.floor((i * 16) / n);
      return `<li>${esc(fullName(f))}, ${pick(r, PRENOMS)} ${pick(r, NOMS)}. <b>${esc(t)}</b>. ${r() < 0.6 ? `In <i>${pick(r, VENUES)} ${y}</i>` : `<i>${pick(r, JOURNALS)}</i>, ${y}`}. ${r() < 0.6 ? a(`${HAL}/hal-0${this.halPapers()[hash(t) % this.halPapers().length].id}`, '[HAL]') : ''}</li>`;
    });
    return this.facShell(f, `${fullName(f)} - Publications`, `<h2>Publications</h2><p>Voir aussi ${a(`${HAL}/search/index/?q=*&authIdHal_s=${f.login}`, 'ma page HAL')}.</p><ol>${items.join('\n')}</ol>`, pp);
  }

  private docHome(p: Person): Resp {
    const r = rng(hash(`doc${p.login}`));
    const tds = this.offs.filter((o) => o.docs.includes(p));
    return html(`<!DOCTYPE html>\n<html lang="fr"><head><meta charset="utf-8"><title>${esc(`${p.first} ${p.last}`)}</title></head><body><h1>${esc(`${p.first} ${p.last}`)}</h1><p>Doctorant·e au LIVAL (équipe ${p.team}), sous la direction de ${a(this.teacherUrl(p.advisor), fullName(p.advisor))}.</p><h2>Thèse</h2><p>${esc(theseTitle(r))}</p>${tds.length ? `<h2>Enseignement (TD/TP)</h2><ul>${tds.map((o) => `<li>${o.home && hash(p.login + o.key) % 100 < 40 ? a(this.homeHref(o, 'doc'), `${codeOf(o)} ${o.ue.title}`) : `${codeOf(o)} ${esc(o.ue.title)}`} (${o.yr.label})</li>`).join('')}</ul>` : ''}<p><a href="${LAB}/">LIVAL</a></p></body></html>`);
  }

  private ppHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    if (p === '/') return html(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Pages personnelles - LIVAL</title></head><body><h1>Pages personnelles du LIVAL</h1><ul>${FAC.filter((f) => f.page === 'pp').map((f) => li(`/${f.pp}/`, fullName(f))).join('')}</ul><p>Hébergement : service informatique du LIVAL. Pour ouvrir une page, voir le ${a(`${WIKI}/index.php/Pages_personnelles`, 'wiki')}.</p></body></html>`);
    const m = /^\/([a-z-]+\.[a-z-]+)(\/.*)?$/.exec(p);
    const f = m ? facByPp.get(m[1]) : undefined;
    if (!m || !f || f.page !== 'pp') return nginx404();
    const rest = m[2] ?? '';
    if (!rest) return moved(`${PP}${p}/`);
    const o = this.homeIdx.get(H.pp + p) ?? (p.endsWith('/index.html') ? this.homeIdx.get(H.pp + p.slice(0, -10)) : undefined);
    if (o) return this.renderHome(o);
    const fb = this.findBase(H.pp, p);
    if (fb) return this.courseSub(fb[0], fb[1], u);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) {
      const d = this.ppHost(new URL(`${PP}${p}/`));
      return d.status === 200 ? moved(`${PP}${p}/`) : nginx404();
    }
    if (rest === '/' || rest === '/index.html') return this.ppHome(f);
    if (rest === '/publications/') return this.facPubs(f, true);
    if (rest === '/cours/' || rest === '/teaching/') return this.ppIndex(f);
    if (/^\/(cv\.pdf|photo\.jpg|css\/[a-z.]+\.css)$/.test(rest)) return asset(rest, u.href);
    return nginx404();
  }

  private ppHome(f: Fac): Resp {
    const r = rng(hash(`pphome${f.login}`));
    const t = f.scheme === 'teaching';
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.yr.idx >= 4).reverse();
    const older = (this.byFac.get(f.login) ?? []).filter((o) => o.yr.idx < 4 && o.home && o.inTeach && hash(o.key + 'ppold') % 3 !== 0).reverse();
    const body = `<div class="row"><div class="col-md-4"><img src="photo.jpg" class="img-fluid rounded-circle" alt=""><h2>${esc(fullName(f))}</h2><p>${this.facContact(f)}</p></div><div class="col-md-8"><h2>${t ? 'Biography' : 'Présentation'}</h2>${t ? TE.para(r, 3) : T.para(r, 3)}<h3>${t ? 'Interests' : 'Thèmes de recherche'}</h3><ul>${Array.from({ length: 4 }, () => `<li>${pick(r, TA)} ${pick(r, TB)}</li>`).join('')}</ul><h3>${t ? 'Recent teaching' : 'Enseignements récents'}</h3><ul>${offs.map((o) => `<li>${o.home && o.inTeach ? a(this.homeHref(o, 'pphome'), `${o.ue.title} (${codeOf(o)})`) : esc(`${o.ue.title} (${codeOf(o)})`)}, ${o.yr.label}</li>`).join('') || '<li>&mdash;</li>'}</ul>${older.length ? `<h3>${t ? 'Earlier courses' : 'Cours des années précédentes'}</h3><ul>${older.map((o) => `<li>${a(this.homeHref(o, 'ppold'), `${o.ue.title}`)} (${o.yr.label})</li>`).join('')}</ul>` : ''}<p>${a(t ? 'teaching/' : 'cours/', t ? 'All courses' : 'Tous mes cours')}</p></div></div>`;
    return this.facShell(f, fullName(f), body, true);
  }

  /** `pageperso…/prenom.nom/cours/`: all the courses of a teacher, by year (not a home). */
  private ppIndex(f: Fac): Resp {
    const t = f.scheme === 'teaching';
    const offs = (this.byFac.get(f.login) ?? []).slice().reverse();
    const years = [...new Set(offs.map((o) => o.yr))];
    const body = `<h1>${t ? 'Teaching' : 'Enseignement'}</h1>${years.map((yr) => `<h3>${yr.label}</h3><ul>${offs.filter((o) => o.yr === yr).map((o) => `<li>${o.home && (o.inTeach || o.inIdx) ? a(this.homeHref(o, 'ppidx'), `${o.ue.title}`) : esc(o.ue.title)} &ndash; ${codeOf(o)}, ${o.ue.level === 'L' ? `Licence ${Math.ceil(o.ue.sem / 2)}` : `Master ${Math.ceil((o.ue.sem - 6) / 2)}`}${o.kind === 'moodle' ? ' (Moodle)' : o.kind === 'pages' ? ' (GitLab Pages)' : ''}</li>`).join('')}</ul>`).join('')}`;
    return this.facShell(f, `${fullName(f)} - ${t ? 'Teaching' : 'Enseignement'}`, body, true);
  }

  // ===================================================================================================================
  // Course pages: homes (userdir, pageperso, legacy host, GitLab Pages) and their subpages
  // ===================================================================================================================

  private titleOf(o: Off, salt = 't'): string {
    const r = rng(hash(o.key + salt + o.kind));
    const c = codeOf(o);
    const t = o.ue.title;
    const niv = o.ue.level === 'L' ? `L${Math.ceil(o.ue.sem / 2)}` : `M${Math.ceil((o.ue.sem - 6) / 2)}`;
    if (o.ue.en) return pick(r, [`${t} (${c}) - ${o.yr.label}`, `${t} | Master DSAI`, `${c}: ${t}`, `${t} - Université de Valmont`]);
    return pick(r, [`${c} - ${t}`, `${t} (${c}) - ${o.yr.label}`, `UE ${t}`, `${t} - ${niv} Informatique - ${o.yr.slash}`, `Cours de ${t.charAt(0).toLowerCase()}${t.slice(1)}`, `${c} ${o.yr.label}`, `${t}`, `${niv} - ${t}`]);
  }

  private renderHome(o: Off): Resp {
    if (o.kind === 'pages') return this.pagesHome(o);
    if (o.kind === 'legacy') return this.legacyHome(o);
    if (o.kind === 'pp') return o.f.scheme === 'pflat' ? this.ppFlatHome(o) : this.ppCourseHome(o);
    if (o.frames) return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<html>\n<head>\n<title>${esc(this.titleOf(o))}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\n</head>\n<frameset cols="190,*" frameborder="0" border="0">\n<frame src="menu.html" name="menu" scrolling="auto">\n<frame src="accueil.html" name="principal">\n<noframes>\n<body>Cette page utilise des cadres. <a href="accueil.html">Version sans cadres</a>.</body>\n</noframes>\n</frameset>\n</html>\n`);
    if (o.f.scheme === 'flat') return this.udFlatHome(o);
    return o.tpl === 'old' ? this.udOldHome(o) : this.udPlainHome(o);
  }

  private udOldBody(o: Off): string {
    return `<center><font face="Arial" size="+2"><b>${esc(codeOf(o))} : ${esc(o.ue.title)}</b></font><br><font face="Arial">${o.ue.level === 'L' ? 'Licence' : 'Master'} Informatique - Semestre ${o.ue.sem} - Ann&eacute;e ${o.yr.slash}</font></center>\n<hr>\n${announcements(o).length ? `<font color="#CC0000"><b>Nouvelles :</b></font>${this.annRows(o)}<hr>` : ''}\n<p>${this.facts(o).map(([k, v]) => `<b>${k} :</b> ${v}`).join('<br>\n')}</p>\n<h3>Objectifs</h3>${objectifs(o)}\n<h3>Planning</h3>${this.planning(o, '', 'old')}\n${biblio(o)}\n<h3>Travaux dirig&eacute;s et pratiques</h3>${this.docList(o, '', ['td', 'tp', 'projet'], 'br')}\n<h3>Contr&ocirc;le des connaissances</h3>${mccText(o)}${this.examRows(o)}\n<p>${this.annalesLink(o)}</p>\n${this.prevList(o)}`;
  }
  private udOldHome(o: Off): Resp {
    return html(`<html>\n<head>\n<title>${esc(this.titleOf(o))}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\n</head>\n<body bgcolor="#FFFFF0" text="#000000" link="#000099" vlink="#663399">\n${this.udOldBody(o)}\n<hr>\n<font size="-1"><a href="/~${o.f.login}/">${esc(fullName(o.f))}</a> - derni&egrave;re mise &agrave; jour : ${fmtC(Math.min(NOW, semStart(o) + 100))}</font>\n</body>\n</html>\n`);
  }
  private udNav(o: Off): [string, string][] {
    const nav: [string, string][] = [['./', 'Accueil'], ['planning.html', 'Planning'], ['td.html', 'TD']];
    if (o.ue.tp) nav.push(['tp.html', 'TP']);
    if (this.docs(o).some((d) => d.kind === 'projet')) nav.push(['projet.html', 'Projet']);
    return nav;
  }
  private udPlainShell(o: Off, title: string, body: string): Resp {
    return html(`<!DOCTYPE html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="/~${o.f.login}/cours.css">\n</head>\n<body>\n<div id="entete"><h1>${esc(codeOf(o))} &ndash; ${esc(o.ue.title)}</h1><p>${o.ue.level === 'L' ? 'Licence' : 'Master'} informatique, semestre ${o.ue.sem}, ${o.yr.label}</p></div>\n<div id="nav">${this.udNav(o).map(([h, l]) => a(h, l)).join(' | ')}</div>\n<div id="corps">\n${body}\n</div>\n<div id="pied"><a href="/~${o.f.login}/">${esc(fullName(o.f))}</a> &middot; <a href="${LAB}/">LIVAL</a> &middot; <a href="${DEPT}/">Département d'Informatique</a></div>\n</body>\n</html>\n`);
  }
  private udPlainHome(o: Off): Resp {
    const body = `${announcements(o).length ? `<div class="annonces"><h2>Annonces</h2>${this.annRows(o, 'dl')}</div>` : ''}<h2>Informations</h2><table class="infos">${this.facts(o).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table><h2>Présentation</h2>${objectifs(o)}<h2>Supports de cours</h2>${this.docList(o, '', ['cm', 'poly'])}${biblio(o)}<h2>Évaluation</h2>${mccText(o)}${this.examRows(o)}<p>${this.annalesLink(o)}</p>${this.prevList(o)}`;
    return this.udPlainShell(o, this.titleOf(o), body);
  }
  private udFlatHome(o: Off): Resp {
    const pre = `${o.ue.short}-${o.yr.short}/`;
    const old = o.tpl === 'old';
    const body = `${old ? `<center><h2>${esc(codeOf(o))} : ${esc(o.ue.title)}</h2><h3>${o.yr.label}</h3></center><hr>` : `<h1>${esc(codeOf(o))} : ${esc(o.ue.title)}</h1><p class="annee">${o.yr.label}, semestre ${o.ue.sem}</p>`}
<p>${this.facts(o).map(([k, v]) => `<b>${k} :</b> ${v}`).join('<br>\n')}</p>
${announcements(o).length ? `<h3>Nouvelles</h3>${this.annRows(o)}` : ''}
<h3>Programme</h3>${objectifs(o)}
<h3>Séances</h3>${this.planning(o, pre, old ? 'old' : 'md')}
${biblio(o)}
<h3>TD / TP</h3>${this.docList(o, pre, ['td', 'tp', 'projet', 'poly'])}
<h3>Évaluation</h3>${mccText(o)}
${this.prevList(o, 'Les années précédentes')}`;
    return this.facShell(o.f, this.titleOf(o), body);
  }

  private ppShell(o: Off, title: string, body: string, depth: number): Resp {
    const up = '../'.repeat(depth);
    const en = o.ue.en || o.f.scheme === 'teaching';
    const nav: [string, string][] = [['', en ? 'Overview' : 'Présentation'], ['planning/', en ? 'Schedule' : 'Planning'], ['td/', en ? 'Tutorials' : 'TD']];
    if (o.ue.tp) nav.push(['tp/', en ? 'Labs' : 'TP']);
    return html(`<!DOCTYPE html>\n<html lang="${en ? 'en' : 'fr'}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="generator" content="Hugo 0.62.2">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@4.4.1/dist/css/bootstrap.min.css">\n<link rel="stylesheet" href="/${o.f.pp}/css/academic.min.css">\n<script>const search_config = {"indexURI":"/${o.f.pp}/index.json","minLength":1,"threshold":0.3};window.academic={"i18n":[${T.chunk('hugo-i18n')}],"search":[${T.chunk('hugo')}]};</script>\n</head>\n<body id="top">\n<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom"><div class="container"><a class="navbar-brand" href="/${o.f.pp}/">${esc(fullName(o.f))}</a><ul class="navbar-nav ml-auto"><li class="nav-item"><a class="nav-link" href="/${o.f.pp}/">${en ? 'Home' : 'Accueil'}</a></li><li class="nav-item"><a class="nav-link active" href="/${o.f.pp}/${o.f.scheme === 'teaching' ? 'teaching' : 'cours'}/">${en ? 'Teaching' : 'Enseignement'}</a></li><li class="nav-item"><a class="nav-link" href="/${o.f.pp}/publications/">Publications</a></li></ul></div></nav>\n<div class="container docs"><div class="row"><div class="col-md-3 docs-sidebar"><nav class="docs-toc"><div class="docs-toc-title">${esc(o.ue.title)}</div><ul class="nav">${nav.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${up}${h}">${l}</a></li>`).join('')}</ul></nav></div>\n<main class="col-md-9 docs-content py-md-3">\n${body}\n</main></div></div>\n<footer class="container border-top py-3 small">&copy; ${o.yr.y + 1} ${esc(fullName(o.f))} &middot; Université de Valmont</footer>\n</body>\n</html>\n`);
  }
  private ppCourseHome(o: Off): Resp {
    const en = o.ue.en;
    const body = `<h1>${esc(o.ue.title)}</h1><p class="lead">${esc(codeOf(o))} &middot; ${en ? 'Master DSAI' : o.ue.level === 'L' ? `Licence ${Math.ceil(o.ue.sem / 2)}` : `Master ${Math.ceil((o.ue.sem - 6) / 2)}`} &middot; ${o.yr.label}</p>
${announcements(o).length ? `<div class="alert alert-info"><h4>${en ? 'News' : 'Actualités'}</h4>${this.annRows(o)}</div>` : ''}
<h2>${en ? 'About' : 'Présentation'}</h2>${objectifs(o)}
<table class="table table-sm">${this.facts(o).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
<h2>${en ? 'Lectures' : 'Cours'}</h2>${this.docList(o, '', ['cm', 'poly'])}${biblio(o)}
<h2>${en ? 'Assessment' : 'Évaluation'}</h2>${mccText(o)}${this.examRows(o)}
<p>${this.annalesLink(o)}</p>${this.prevList(o)}`;
    return this.ppShell(o, this.titleOf(o), body, 0);
  }
  private ppFlatHome(o: Off): Resp {
    const pre = `${lc(codeOf(o))}-${o.yr.label}/`;
    const body = `<h1>${esc(codeOf(o))} &ndash; ${esc(o.ue.title)}</h1><p class="lead">${o.yr.label}, semestre ${o.ue.sem}</p>${announcements(o).length ? `<h2>Annonces</h2>${this.annRows(o)}` : ''}<h2>Informations</h2><ul>${this.facts(o).map(([k, v]) => `<li><strong>${k}</strong> : ${v}</li>`).join('')}</ul><h2>Objectifs</h2>${objectifs(o)}${biblio(o)}<h2>Planning</h2>${this.planning(o, pre)}<h2>TD et TP</h2>${this.docList(o, pre, ['td', 'tp', 'projet', 'poly'])}<h2>Évaluation</h2>${mccText(o)}${this.prevList(o)}`;
    return this.facShell(o.f, this.titleOf(o), body, true);
  }

  private legacyHome(o: Off): Resp {
    const r = rng(hash(`leg${o.key}`));
    return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html>\n<head>\n<title>${esc(this.titleOf(o))}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n<link rel="stylesheet" href="/style/ens.css" type="text/css">\n</head>\n<body>\n<table width="100%" cellpadding="4" cellspacing="0"><tr bgcolor="#1f4e79"><td><font color="#ffffff" face="Verdana" size="2"><b>Serveur des enseignements</b> &ndash; Département d'Informatique &ndash; Université de Valmont</font></td><td align="right"><a href="/"><font color="#ffffff" size="1">Accueil</font></a> <a href="../"><font color="#ffffff" size="1">${o.ue.niv.toUpperCase()} ${o.yr.label}</font></a></td></tr></table>\n<h2>${esc(codeOf(o))} &ndash; ${esc(o.ue.title)}</h2>\n<p><i>Année ${o.yr.slash}, semestre ${o.ue.sem}</i></p>\n<table border="0" cellpadding="2">${this.facts(o).map(([k, v]) => `<tr><td valign="top"><b>${k}</b></td><td>${v}</td></tr>`).join('')}</table>\n${announcements(o).length ? `<h3>Informations</h3>${this.annRows(o)}` : ''}\n<h3>Contenu</h3>${objectifs(o)}\n<h3>Programme</h3><ol>${topicsOf(o).map((t) => `<li>${esc(t)}</li>`).join('')}</ol>\n${biblio(o)}\n<h3>Documents</h3><ul><li><a href="CM/">Transparents de cours</a></li><li><a href="TD/">Fiches de TD</a></li>${o.ue.tp ? '<li><a href="TP/">Sujets de TP</a></li>' : ''}<li><a href="planning.html">Planning des séances</a></li></ul>\n<h3>Contrôle des connaissances</h3>${mccText(o)}\n${this.prevList(o, 'Années précédentes')}\n<hr><font size="1">${T.words(r, 6)} &ndash; page maintenue par ${esc(fullName(o.f))}</font>\n</body>\n</html>\n`);
  }

  private pagesHome(o: Off): Resp {
    const en = o.ue.en;
    const body = `<h1 id="${slugId(o.ue.title)}">${esc(o.ue.title)}</h1>
<div class="admonition info"><p class="admonition-title">${esc(codeOf(o))} &middot; ${o.yr.label}</p><p>${en ? 'Master DSAI, ' : ''}${o.ue.level === 'L' ? `Licence ${Math.ceil(o.ue.sem / 2)}` : `Master ${Math.ceil((o.ue.sem - 6) / 2)}`} informatique, ${o.ue.ects} ECTS.</p></div>
${announcements(o).length ? `<h2 id="annonces">${en ? 'Announcements' : 'Annonces'}</h2>${this.annRows(o)}` : ''}
<h2 id="objectifs">${en ? 'Objectives' : 'Objectifs'}</h2>${objectifs(o)}
<h2 id="equipe">${en ? 'Teaching team' : 'Équipe pédagogique'}</h2><ul>${this.facts(o).map(([k, v]) => `<li><strong>${k}</strong> : ${v}</li>`).join('')}</ul>
<h2 id="cours">${en ? 'Lectures' : 'Cours'}</h2>${this.planning(o, '', 'md')}${biblio(o)}
<h2 id="evaluation">${en ? 'Assessment' : 'Évaluation'}</h2>${mccText(o)}
<p>${en ? 'Source of this site' : 'Sources du site et des TP'} : ${a(`${GITLAB}/${o.ns}/${o.proj}`, `gitlab.univ-valmont.fr/${o.ns}/${o.proj}`)}</p>${this.prevList(o)}`;
    return this.pagesShell(o, this.titleOf(o), body, 0);
  }
  private pagesShell(o: Off, title: string, body: string, depth: number): Resp {
    const up = depth ? '../'.repeat(depth) : './';
    const en = o.ue.en;
    const nav: [string, string][] = [['', en ? 'Home' : 'Accueil'], ['planning/', en ? 'Schedule' : 'Planning'], ['td/', en ? 'Tutorials' : 'TD']];
    if (o.ue.tp) nav.push(['tp/', en ? 'Labs' : 'TP']);
    nav.push(['evaluation/', en ? 'Assessment' : 'Évaluation']);
    const root = o.latest ? `/${o.proj}/` : `/${o.proj}/${o.yr.label}/`;
    if (hash(o.ns + o.proj) % 2) {
      return html(`<!doctype html>\n<html lang="${en ? 'en' : 'fr'}" class="no-js">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n<meta name="generator" content="mkdocs-1.0.4, mkdocs-material-4.6.0">\n<link rel="shortcut icon" href="${up}assets/images/favicon.png">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="${up}assets/stylesheets/application.adb8469c.css">\n<script src="${up}assets/javascripts/modernizr.86422ebf.js"></script>\n<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin>\n</head>\n<body dir="ltr">\n<div class="md-container"><header class="md-header" data-md-component="header"><nav class="md-header-nav md-grid"><div class="md-flex"><div class="md-flex__cell md-flex__cell--stretch"><div class="md-header-nav__ellipsis"><span class="md-header-nav__topic">${esc(o.ue.title)} ${o.yr.label}</span></div></div><div class="md-flex__cell md-flex__cell--shrink"><div class="md-header-nav__source"><a href="${GITLAB}/${o.ns}/${o.proj}" title="Aller au dépôt" class="md-source">${o.ns}/${o.proj}</a></div></div></div></nav></header>\n<main class="md-main"><div class="md-main__inner md-grid"><div class="md-sidebar md-sidebar--primary"><nav class="md-nav md-nav--primary"><ul class="md-nav__list">${nav.map(([h, l]) => `<li class="md-nav__item"><a href="${up}${h}" class="md-nav__link">${l}</a></li>`).join('')}</ul></nav></div>\n<div class="md-content"><article class="md-content__inner md-typeset">\n${body}\n</article></div></div></main>\n<footer class="md-footer"><div class="md-footer-meta md-typeset"><div class="md-footer-copyright">Made with <a href="https://squidfunk.github.io/mkdocs-material/">Material for MkDocs</a></div></div></footer></div>\n<script src="${up}assets/javascripts/application.c33a9706.js"></script>\n<script>app.initialize({version:"1.0.4",url:{base:"${depth ? up.slice(0, -1) : '.'}"}})</script>\n<script>var __search = {"index":[${T.chunk('mkdocs')},${T.chunk('mkdocs-b')},${T.chunk('mkdocs-c')}]};</script>\n</body>\n</html>\n`);
    }
    return html(`<!DOCTYPE html>\n<html lang="${en ? 'en-US' : 'fr-FR'}">\n<head>\n<meta charset="UTF-8">\n<meta http-equiv="X-UA-Compatible" content="IE=Edge">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="${root}assets/css/just-the-docs-default.css">\n<script type="text/javascript" src="${root}assets/js/vendor/lunr.min.js"></script>\n<script type="text/javascript" src="${root}assets/js/just-the-docs.js"></script>\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<!-- Begin Jekyll SEO tag v2.6.1 --><meta name="generator" content="Jekyll v3.8.5"><meta property="og:title" content="${esc(title)}"><link rel="canonical" href="https://${o.host}${root}${depth ? nav[1][0] : ''}"><!-- End Jekyll SEO tag -->\n</head>\n<body>\n<div class="side-bar"><div class="site-header"><a href="${root}" class="site-title lh-tight">${esc(codeOf(o))} ${o.yr.label}</a></div><nav role="navigation" aria-label="Main" id="site-nav" class="site-nav"><ul class="nav-list">${nav.map(([h, l]) => `<li class="nav-list-item"><a href="${root}${h}" class="nav-list-link">${l}</a></li>`).join('')}</ul></nav><footer class="site-footer">This site uses <a href="https://github.com/pmarsceill/just-the-docs">Just the Docs</a>.</footer></div>\n<div class="main"><div id="main-header" class="main-header"><div class="search"><input type="text" id="search-input" class="search-input" placeholder="${esc(o.ue.title)}"></div><nav class="aux-nav"><ul class="aux-nav-list"><li class="aux-nav-list-item"><a href="${GITLAB}/${o.ns}/${o.proj}" class="site-button">GitLab</a></li></ul></nav></div>\n<div id="main-content-wrap" class="main-content-wrap"><div id="main-content" class="main-content" role="main">\n${body}\n</div></div></div>\n<script>window.jtd = {"docs":[${T.chunk('jekyll')},${T.chunk('jekyll-b')},${T.chunk('jekyll-c')}]};</script>\n</body>\n</html>\n`);
  }

  /** A course site's subpage (rel: path below its base). */
  private courseSub(o: Off, rel: string, u: URL): Resp {
    const host = o.host;
    const notFound = () => (host === H.pp || host.endsWith(PAGES) ? nginx404() : apache404(u.pathname, host));
    const D = this.docs(o);
    const relLc = o.kind === 'legacy' ? rel.replace(/^(CM|TD|TP|PROJET)\//, (x) => x.toLowerCase()) : rel;
    if (rel === '' || rel === 'index.html') {
      if (o.kind === 'legacy' || (o.kind === 'ud' && o.f.scheme !== 'flat') || (o.kind === 'pp' && o.f.scheme !== 'pflat') || o.kind === 'pages') return this.renderHome(o);
      const dirEntries = [...new Set(D.map((d) => d.rel.split('/')[0] + (d.rel.includes('/') ? '/' : '')))].map((n) => [n, semStart(o), n.endsWith('/') ? '-' : '120K'] as [string, number, string]);
      return host === H.lab ? autoindex(u.pathname, dirEntries, u, host) : notFound();
    }
    const doc = D.find((d) => d.rel === relLc);
    if (doc) return bin(ext(doc.rel), u.href);
    const dirm = /^(cm|td|tp|projet)\/$/.exec(relLc);
    if (dirm && (host === H.lab || host === H.ens)) {
      const entries = D.filter((d) => d.rel.startsWith(dirm[1] + '/')).map((d) => [d.rel.slice(dirm[1].length + 1), d.date, fsize(r0(d.rel + o.key))] as [string, number, string]);
      return entries.length ? autoindex(u.pathname, entries, u, host) : notFound();
    }
    const en = o.ue.en;
    const tdtp = (kind: string) => `<h2>${kind === 'td' ? (en ? 'Tutorials' : 'Travaux dirigés') : en ? 'Labs' : 'Travaux pratiques'}</h2>${this.docList(o, kind === 'tp' && o.kind === 'pages' ? '../' : o.kind === 'pp' || o.kind === 'pages' ? '../' : '', [kind])}`;
    if (o.kind === 'ud' && !o.frames && o.f.scheme !== 'flat') {
      if (rel === 'planning.html') return this.udPlainShell(o, `${codeOf(o)} - Planning`, `<h2>Planning ${o.yr.label}</h2>${this.planning(o, '')}`);
      if (rel === 'td.html') return this.udPlainShell(o, `${codeOf(o)} - TD`, tdtp('td'));
      if (rel === 'tp.html' && o.ue.tp) return this.udPlainShell(o, `${codeOf(o)} - TP`, tdtp('tp'));
      if (rel === 'projet.html' && D.some((d) => d.kind === 'projet')) return this.udPlainShell(o, `${codeOf(o)} - Projet`, `<h2>Projet</h2>${T.para(r0(o.key + 'projet'), 4)}${this.docList(o, '', ['projet'])}<p>Rendu : archive déposée sur Moodle avant la date limite. Soutenances la dernière semaine.</p>`);
    }
    if (o.frames) {
      if (rel === 'menu.html') return html(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body bgcolor="#003366" link="#FFFFFF" vlink="#DDDDDD" alink="#FFCC00"><font face="Arial" color="#FFFFFF"><b>${esc(codeOf(o))}</b><br>${o.yr.label}</font><br><br><font face="Arial" size="2"><a href="accueil.html" target="principal">Accueil</a><br><a href="accueil.html#planning" target="principal">Planning</a><br><a href="td.html" target="principal">TD</a><br>${o.ue.tp ? '<a href="tp.html" target="principal">TP</a><br>' : ''}<a href="/~${o.f.login}/" target="_top">Page perso</a></font></body></html>`);
      if (rel === 'accueil.html') return html(`<html><head><title>${esc(this.titleOf(o))}</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body bgcolor="#FFFFFF">${this.udOldBody(o).replace('<h3>Planning</h3>', '<a name="planning"></a><h3>Planning</h3>')}</body></html>`);
      if (rel === 'td.html' || (rel === 'tp.html' && o.ue.tp)) return html(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body bgcolor="#FFFFFF">${tdtp(rel.slice(0, 2))}</body></html>`);
    }
    if (o.kind === 'pp' && o.f.scheme !== 'pflat') {
      const m = /^(planning|td|tp)\/$/.exec(rel);
      if (m && (m[1] !== 'tp' || o.ue.tp)) return this.ppShell(o, `${m[1] === 'planning' ? (en ? 'Schedule' : 'Planning') : m[1].toUpperCase()} - ${o.ue.title}`, m[1] === 'planning' ? `<h1>${en ? 'Schedule' : 'Planning'}</h1>${this.planning(o, '../')}` : tdtp(m[1]), 1);
      if (rel === 'index.xml') return { status: 200, type: 'application/rss+xml', body: `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>${esc(o.ue.title)}</title><link>${o.home}</link></channel></rss>` };
    }
    if (o.kind === 'pages') {
      const m = /^(planning|td|tp|evaluation)\/$/.exec(rel);
      if (m && (m[1] !== 'tp' || o.ue.tp)) return this.pagesShell(o, `${m[1]} - ${o.ue.title}`, m[1] === 'planning' ? `<h1>Planning</h1>${this.planning(o, '../')}` : m[1] === 'evaluation' ? `<h1>${en ? 'Assessment' : 'Évaluation'}</h1>${mccText(o)}${this.examRows(o)}<p>${this.annalesLink(o)}</p>` : tdtp(m[1]), 1);
      if (rel === 'search/search_index.json') return { status: 200, type: 'application/json', body: JSON.stringify({ config: { lang: ['fr'] }, docs: topicsOf(o).map((t) => ({ location: 'planning/', title: t, text: '' })) }) };
      if (rel === 'sitemap.xml' || rel === 'feed.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${o.home}</loc></url><url><loc>${o.home}planning/</loc></url></urlset>` };
      if (rel.startsWith('assets/')) return asset(rel, u.href);
    }
    if (o.kind === 'legacy' && rel === 'planning.html') return html(`<html><head><title>Planning ${esc(codeOf(o))}</title><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body><h2>Planning ${esc(codeOf(o))} ${o.yr.label}</h2>${this.planning(o, '', 'old').replace(/href="cm\//g, 'href="CM/')}<p><a href="./">Retour</a></p></body></html>`);
    return notFound();
  }

  // ===================================================================================================================
  // moodle.univ-valmont.fr (Moodle 3.7, Boost, CAS authentication, a few guest-access courses) and cas.univ-valmont.fr
  // ===================================================================================================================

  private mShell(u: URL, title: string, body: string, o: { course?: MCourse; crumbs?: [string, string][]; bodyId?: string; guest?: boolean } = {}): Resp {
    const en = u.searchParams.get('lang') === 'en';
    const crumbs: [string, string][] = [[en ? 'Home' : 'Accueil', `${MOODLE}/`], ...(o.crumbs ?? [])];
    const c = o.course;
    return html(`<!DOCTYPE html>
<html dir="ltr" lang="${en ? 'en' : 'fr'}" xml:lang="${en ? 'en' : 'fr'}">
<head>
<title>${esc(title)}</title>
<link rel="shortcut icon" href="${MOODLE}/theme/image.php/boost/theme/1583310112/favicon">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="keywords" content="moodle, ${esc(title)}">
<link rel="stylesheet" type="text/css" href="${MOODLE}/theme/yui_combo.php?rollup/3.17.2/yui-moodlesimple-min.css">
<script id="firstthemesheet" type="text/css">/** Required in order to fix style inclusion problems in IE with YUI **/</script>
<link rel="stylesheet" type="text/css" href="${MOODLE}/theme/styles.php/boost/1583310112_1/all">
<script>var M = {}; M.yui = {}; M.pageloadstarttime = new Date(); M.cfg = {"wwwroot":"${MOODLE}","sesskey":"${hex(`sess${u.href}`, 10)}","themerev":"1583310112","slasharguments":1,"theme":"boost","iconsystemmodule":"core\\/icon_system_fontawesome","jsrev":"1583310112","admin":"admin","svgicons":true,"usertimezone":"Europe\\/Paris","contextid":${c ? 5000 + c.id : 2},"langrev":1583310112,"templaterev":"1583310112"};var yui1ConfigFn = function(me) {if(/-skin|reset|fonts|grids|base/.test(me.name)){me.type='css';me.path=me.path.replace(/\\.js/,'.css');me.path=me.path.replace(/\\/yui2-skin/,'/assets/skins/sam/yui2-skin')}};
M.yui.loader = {modules: {}}; var moodleStrings = [${T.chunk('moodle-a')}];</script>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
</head>
<body id="${o.bodyId ?? (c ? 'page-course-view-' + c.fmt : 'page-site-index')}" class="${c ? `format-${c.fmt} course-${c.id} category-${c.cat}` : 'format-site course-1'} path-course chrome dir-ltr lang-${en ? 'en' : 'fr'} yui-skin-sam yui3-skin-sam moodle-univ-valmont-fr pagelayout-${c ? 'course' : 'frontpage'} drawer-open-left">
<div id="page-wrapper">
<nav class="fixed-top navbar navbar-light bg-white navbar-expand moodle-has-zindex" aria-label="Navigation du site"><div data-region="drawer-toggle" class="d-inline-block mr-3"><button aria-expanded="true" aria-controls="nav-drawer" type="button" class="btn nav-link float-sm-left mr-1 btn-light bg-gray" data-action="toggle-drawer" data-side="left" data-preference="drawer-open-nav"><i class="icon fa fa-bars fa-fw " aria-hidden="true"></i><span class="sr-only">Panneau latéral</span></button></div><a href="${MOODLE}/" class="navbar-brand aabtn has-logo"><span class="logo d-none d-sm-inline"><img src="${MOODLE}/pluginfile.php/1/core_admin/logocompact/300x300/1583310112/logo-uv.png" alt="Moodle Université de Valmont"></span><span class="site-name d-none d-md-inline">Moodle UV</span></a>
<ul class="navbar-nav d-none d-md-flex"><li class="dropdown nav-item"><a class="dropdown-toggle nav-link" id="drop-down-lang" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false" href="#" title="Langue">${en ? 'English ‎(en)‎' : 'Français ‎(fr)‎'}</a><div class="dropdown-menu"><a class="dropdown-item" href="${MOODLE}${u.pathname}?${esc(qsWith(u, 'lang', 'en'))}" title="English ‎(en)‎">English ‎(en)‎</a><a class="dropdown-item" href="${MOODLE}${u.pathname}?${esc(qsWith(u, 'lang', 'fr'))}" title="Français ‎(fr)‎">Français ‎(fr)‎</a></div></li></ul>
<ul class="nav navbar-nav ml-auto"><li class="nav-item d-flex align-items-center"><div class="usermenu"><span class="login">${o.guest ? (en ? 'You are currently using guest access' : 'Vous êtes connecté anonymement') : en ? 'You are not logged in.' : 'Vous n\'êtes pas connecté.'} (<a href="${MOODLE}/login/index.php">${en ? 'Log in' : 'Connexion'}</a>)</span></div></li></ul></nav>
<div id="page" class="container-fluid">
<header id="page-header" class="row"><div class="col-12 pt-3 pb-3"><div class="card"><div class="card-body"><div class="d-flex align-items-center"><div class="mr-auto"><div class="page-context-header"><div class="page-header-headings"><h1>${esc(c ? `${c.code} - ${c.title}` : 'Moodle Université de Valmont')}</h1></div></div></div></div><div class="d-flex flex-wrap"><div id="page-navbar"><nav role="navigation" aria-label="Barre de navigation"><ol class="breadcrumb">${crumbs.map(([l, h], i) => `<li class="breadcrumb-item">${i === crumbs.length - 1 || !h ? `<span>${esc(l)}</span>` : a(h, l)}</li>`).join('')}</ol></nav></div></div></div></div></div></header>
<div id="page-content" class="row pb-3"><div id="region-main-box" class="col-12"><section id="region-main" aria-label="Contenu"><span class="notifications" id="user-notifications"></span><div role="main"><span id="maincontent"></span>
${body}
</div></section></div></div>
</div>
<div id="nav-drawer" data-region="drawer" class="d-print-none moodle-has-zindex" aria-hidden="false" tabindex="-1"><nav class="list-group" aria-label="Site"><a class="list-group-item list-group-item-action" href="${MOODLE}/" data-key="home"><div class="ml-0"><div class="media"><span class="media-body">${en ? 'Home' : 'Accueil'}</span></div></div></a><a class="list-group-item list-group-item-action" href="${MOODLE}/calendar/view.php?view=month${c ? `&amp;course=${c.id}` : ''}" data-key="calendar"><div class="ml-0"><div class="media"><span class="media-body">${en ? 'Calendar' : 'Calendrier'}</span></div></div></a>${c ? `<a class="list-group-item list-group-item-action" href="${MOODLE}/course/view.php?id=${c.id}" data-key="coursehome"><div class="ml-0"><div class="media"><span class="media-body">${esc(c.code)}</span></div></div></a><a class="list-group-item list-group-item-action" href="${MOODLE}/user/index.php?id=${c.id}" data-key="participants"><div class="ml-1"><div class="media"><span class="media-body">Participants</span></div></div></a><a class="list-group-item list-group-item-action" href="${MOODLE}/grade/report/index.php?id=${c.id}" data-key="grades"><div class="ml-1"><div class="media"><span class="media-body">${en ? 'Grades' : 'Notes'}</span></div></div></a>` : ''}</nav></div>
<footer id="page-footer" class="py-3 bg-dark text-light"><div class="container"><div id="course-footer"></div><p class="helplink"><a href="${MOODLE}/help.php">Aide Moodle</a></p><div class="logininfo">${o.guest ? 'Vous êtes connecté anonymement' : 'Vous n\'êtes pas connecté.'} (<a href="${MOODLE}/login/index.php">Connexion</a>)</div><div class="tool_dataprivacy"><a href="${MOODLE}/admin/tool/dataprivacy/summary.php">Résumé de conservation de données</a></div><a href="https://download.moodle.org/mobile?version=2019052005.01&amp;lang=fr&amp;iosappid=633359593&amp;androidappid=com.moodle.moodlemobile">Obtenir l'app mobile</a><div class="policiesfooter"><a href="${MOODLE}/admin/tool/policy/viewall.php?returnurl=${encodeURIComponent(u.href)}">Règlements</a></div></div></footer>
</div>
<script src="${MOODLE}/lib/javascript.php/1583310112/lib/requirejs/require.min.js"></script>
<script>M.str = {"moodle":{"lastmodified":"Modifi\\u00e9 le","name":"Nom","error":"Erreur","info":"Information","yes":"Oui","no":"Non","cancel":"Annuler","confirm":"Confirmer","areyousure":"Voulez-vous vraiment continuer ?","closebuttontitle":"Fermer","unknownerror":"Erreur inconnue"},"repository":{"type":"Type","size":"Taille","invalidjson":"Cha\\u00eene JSON non valide","nofilesattached":"Aucun fichier joint"}}; var blocksData = [${T.chunk('moodle-b')}];</script>
</body>
</html>
`);
  }

  private moodleHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const id = Number(q.get('id') ?? 0);
    switch (p) {
      case '/': case '/index.php': return this.mFront(u);
      case '/login/index.php':
        if (q.get('authCAS') === 'CAS') return toCas(`${MOODLE}/login/index.php?authCAS=CAS`);
        return this.mShell(u, 'Moodle UV : Connexion au site', `<div class="card"><div class="card-body"><h2 class="card-header text-center">Moodle Université de Valmont</h2><div class="potentialidplist"><h6>Se connecter avec :</h6><a class="btn btn-primary btn-block" href="${MOODLE}/login/index.php?authCAS=CAS">Connexion ENT (CAS)</a></div><hr><p>Certains cours peuvent être ouverts aux visiteurs anonymes.</p><form action="${MOODLE}/login/index.php" method="post" id="guestlogin"><input type="hidden" name="username" value="guest"><input type="hidden" name="password" value="guest"><button class="btn btn-secondary btn-block" type="submit">Connexion anonyme</button></form><p><a href="${MOODLE}/login/forgot_password.php">Nom d'utilisateur ou mot de passe oublié ?</a></p></div></div>`, { bodyId: 'page-login-index' });
      case '/login/forgot_password.php': return this.mShell(u, 'Mot de passe oublié', `<p>Les comptes sont gérés par l'ENT : utilisez la page ${a(`https://sesame.${DOM}/`, 'Sésame')} pour réinitialiser votre mot de passe.</p>`);
      case '/help.php': return html(`<!DOCTYPE html><html><head><title>Aide</title></head><body><p>Ce site utilise un cookie de session, appelé MoodleSession. Vous devez accepter ce cookie dans votre navigateur.</p></body></html>`);
      case '/admin/tool/dataprivacy/summary.php': return this.mShell(u, 'Résumé de conservation de données', `<h2>Résumé de conservation de données</h2><table class="generaltable"><tr><th>Finalité</th><th>Durée</th></tr><tr><td>Enseignement</td><td>5 ans</td></tr><tr><td>Journaux</td><td>1 an</td></tr></table>`);
      case '/admin/tool/policy/viewall.php': return this.mShell(u, 'Règlements', `<h2>Charte d'utilisation</h2>${T.para(r0('charte'), 4)}`);
      case '/course/index.php': return this.mCategory(u);
      case '/course/search.php': return this.mShell(u, 'Rechercher des cours', `<h2>Résultats de la recherche : ${esc(q.get('search') ?? '')}</h2><p>Aucun cours trouvé</p>`);
      case '/course/view.php': case '/enrol/index.php': {
        const m = this.mById.get(id);
        if (!m || [...q.keys()].some((k) => !['id', 'section', 'lang'].includes(k))) return this.mError(u);
        if (!m.guest) return p === '/enrol/index.php' ? toCas(`${MOODLE}/login/index.php?authCAS=CAS`) : { status: 303, location: `${MOODLE}/login/index.php` };
        if (p === '/enrol/index.php') return moved(`${MOODLE}/course/view.php?id=${m.id}`, 303);
        return this.mCourse(u, m, q.has('section') ? Number(q.get('section')) : undefined);
      }
      case '/calendar/view.php': return this.mCalendar(u);
      case '/user/profile.php': case '/user/view.php': case '/user/index.php': case '/grade/report/index.php': case '/message/index.php': case '/badges/view.php': case '/mod/quiz/view.php': return { status: 303, location: `${MOODLE}/login/index.php` };
      case '/mod/forum/view.php': case '/mod/forum/discuss.php': case '/mod/resource/view.php': case '/mod/url/view.php': case '/mod/assign/view.php': case '/mod/page/view.php': case '/mod/folder/view.php': return this.mModule(u, p);
    }
    if (p.startsWith('/theme/') || p.startsWith('/lib/')) return asset(p.endsWith('.js') || p.includes('javascript.php') ? `${p}.js` : `${p}.css`, u.href);
    if (p.startsWith('/pluginfile.php/')) return BINEXT.test(p) ? bin(ext(p), u.href) : this.mError(u);
    return this.mError(u);
  }

  private mError(u: URL): Resp {
    const r = this.mShell(u, 'Erreur', `<div class="box py-3 errorbox alert alert-danger"><p class="errormessage">Impossible de trouver l'enregistrement dans la table course de la base de données.</p><p class="errorcode"><a href="https://docs.moodle.org/37/fr/error/moodle/invalidrecordunknown">Plus d'informations sur cette erreur</a></p></div><div class="continuebutton"><a href="${MOODLE}/">Continuer</a></div>`);
    return { ...r, status: 404 };
  }

  private mFront(u: URL): Resp {
    const r = rng(hash('mfront'));
    const recent = this.mcourses.filter((m) => m.yr === CUR);
    const avail = Array.from({ length: 12 }, () => recent[Math.floor(r() * recent.length)]);
    const body = `<div class="box py-3 generalbox sitetopic"><div class="no-overflow"><p>Bienvenue sur la plateforme pédagogique <b>Moodle de l'Université de Valmont</b>. Connectez-vous avec votre identifiant ENT. Certains cours sont ouverts en accès anonyme.</p><p><b>COVID-19 :</b> en raison de la fermeture de l'université à partir du 16 mars, la plateforme peut être ralentie. Merci de privilégier les ressources légères.</p></div></div>
<div id="frontpage-available-course-list"><h2>Cours disponibles</h2><div class="courses frontpage-course-list-all">${avail.map((m) => `<div class="coursebox clearfix" data-courseid="${m.id}" data-type="1"><div class="info"><h3 class="coursename"><a class="aalink" href="${MOODLE}/course/view.php?id=${m.id}">${esc(`${m.code} - ${m.title}`)}</a></h3>${m.guest ? '<div class="moreinfo"></div><div class="enrolmenticons"><i class="icon fa fa-unlock fa-fw " title="Accès anonyme" aria-label="Accès anonyme"></i></div>' : ''}</div><div class="content"><ul class="teachers"><li>Enseignant : ${esc(m.teacher)}</li></ul></div></div>`).join('')}</div></div>
<h2>Catégories de cours</h2><ul class="category-list">${MOODLE_UFRS.map(([n], i) => li(`${MOODLE}/course/index.php?categoryid=${10 + i}`, n)).join('')}</ul>
<div class="paging paging-morelink"><a href="${MOODLE}/course/index.php">Tous les cours</a></div>`;
    return this.mShell(u, 'Moodle Université de Valmont', body);
  }

  private mCategory(u: URL): Resp {
    const q = u.searchParams;
    const cat = Number(q.get('categoryid') ?? 0);
    const catLink = (id: number, name: string, n?: number) => `<div class="category" data-categoryid="${id}"><div class="info"><h3 class="categoryname aabtn"><a href="${MOODLE}/course/index.php?categoryid=${id}">${esc(name)}</a>${n !== undefined ? ` <span class="numberofcourse" title="Nombre de cours">(${n})</span>` : ''}</h3></div></div>`;
    if (!cat) return this.mShell(u, 'Moodle UV : Cours', `<div class="course_category_tree clearfix"><div class="content"><div class="subcategories">${MOODLE_UFRS.map(([n, depts], i) => `${catLink(10 + i, n)}<div class="subcategories">${depts.map((d) => { const ci = MOODLE_CATS.findIndex((c) => c.dept === d); return `${catLink(30 + ci, MOODLE_CATS[ci].name)}<div class="subcategories">${YEARS.slice(1).reverse().map((yr) => catLink(300 + ci * 10 + yr.idx, `${MOODLE_CATS[ci].name} ${yr.label}`)).join('')}</div>`; }).join('')}</div>`).join('')}</div></div></div>`, { crumbs: [['Cours', '']] });
    if (cat >= 10 && cat < 10 + MOODLE_UFRS.length) {
      const [n, depts] = MOODLE_UFRS[cat - 10];
      return this.mShell(u, `Moodle UV : ${n}`, `<div class="subcategories">${depts.map((d) => { const ci = MOODLE_CATS.findIndex((c) => c.dept === d); return catLink(30 + ci, MOODLE_CATS[ci].name); }).join('')}</div>`, { crumbs: [['Cours', `${MOODLE}/course/index.php`], [n, '']] });
    }
    if (cat >= 30 && cat < 30 + MOODLE_CATS.length) {
      const c = MOODLE_CATS[cat - 30];
      return this.mShell(u, `Moodle UV : ${c.name}`, `<div class="subcategories">${YEARS.slice(1).reverse().map((yr) => catLink(300 + (cat - 30) * 10 + yr.idx, `${c.name} ${yr.label}`)).join('')}</div>`, { crumbs: [['Cours', `${MOODLE}/course/index.php`], [c.ufr, `${MOODLE}/course/index.php?categoryid=${10 + MOODLE_UFRS.findIndex(([, d]) => d.includes(c.dept))}`], [c.name, '']] });
    }
    if (cat >= 300 && cat < 300 + MOODLE_CATS.length * 10 && cat % 10 >= 1 && cat % 10 <= 5 && MOODLE_CATS[Math.floor((cat - 300) / 10)].dept === 'INFO') {
      const yr = YEARS[cat % 10];
      return this.mShell(u, `Moodle UV : Informatique ${yr.label}`, `<div class="subcategories">${NIVEAUX.map(([, l], ni) => catLink(1000 + yr.idx * 10 + ni, `${l} informatique`, (this.mByCat.get(1000 + yr.idx * 10 + ni) ?? []).length)).join('')}</div>`, { crumbs: [['Cours', `${MOODLE}/course/index.php`], ['Informatique', `${MOODLE}/course/index.php?categoryid=30`], [yr.label, '']] });
    }
    const list = this.mByCat.get(cat);
    if (!list) return this.mError(u);
    const perpage = q.get('perpage') === 'all' ? 1000 : Number(q.get('perpage') ?? 20) || 20;
    const page = Number(q.get('page') ?? 0);
    if ((page && page * perpage >= list.length) || ![20, 1000].includes(perpage)) return this.mError(u);
    const shown = list.slice(page * perpage, page * perpage + perpage);
    const pages = Math.ceil(list.length / 20);
    const paging = perpage === 20 && pages > 1 ? `<nav aria-label="Page" class="pagination pagination-centered justify-content-center"><ul class="mt-1 pagination">${Array.from({ length: pages }, (_, i) => (i === page ? `<li class="page-item active"><span class="page-link">${i + 1}</span></li>` : `<li class="page-item"><a href="${MOODLE}/course/index.php?categoryid=${cat}&amp;browse=courses&amp;perpage=20&amp;page=${i}" class="page-link">${i + 1}</a></li>`)).join('')}</ul></nav><div class="paging paging-showall"><a href="${MOODLE}/course/index.php?categoryid=${cat}&amp;browse=courses&amp;perpage=all&amp;page=0">Afficher tout ${list.length}</a></div>` : '';
    const body = `<div class="course_category_tree clearfix"><div class="content"><div class="courses category-browse-${cat}">${paging}${shown.map((m, i) => `<div class="coursebox clearfix ${i % 2 ? 'even' : 'odd'}" data-courseid="${m.id}" data-type="1"><div class="info"><h3 class="coursename"><a class="aalink" href="${MOODLE}/course/view.php?id=${m.id}">${esc(`${m.code} - ${m.title}`)}</a></h3><div class="moreinfo"></div>${m.guest ? '<div class="enrolmenticons"><i class="icon fa fa-unlock fa-fw " title="Accès anonyme" aria-label="Accès anonyme"></i></div>' : '<div class="enrolmenticons"><i class="icon fa fa-sign-in fa-fw " title="Inscription manuelle" aria-label="Inscription manuelle"></i></div>'}</div><div class="content"><ul class="teachers"><li>Enseignant : ${esc(m.teacher)}</li></ul><div class="summary"><div class="no-overflow">${m.off ? esc(topicsOf(m.off).slice(0, 4).join(', ')) : ''}</div></div></div></div>`).join('')}${paging}</div></div></div>`;
    return this.mShell(u, `Moodle UV : Cours`, body, { crumbs: [['Cours', `${MOODLE}/course/index.php`], [`Catégorie ${cat}`, '']] });
  }

  /** A guest course's modules: `cm = course id × 50 + k`. */
  private mModules(m: MCourse): { cm: number; type: string; name: string; sec: number; rel?: string }[] {
    const out: { cm: number; type: string; name: string; sec: number; rel?: string }[] = [{ cm: m.id * 50, type: 'forum', name: 'Annonces', sec: 0 }];
    let k = 1;
    if (m.off) {
      const o = m.off;
      if (isCurrent(o)) out.push({ cm: m.id * 50 + k++, type: 'url', name: 'Classe virtuelle BigBlueButton (à partir du 16 mars)', sec: 0 });
      out.push({ cm: m.id * 50 + k++, type: 'page', name: o.ue.en ? 'Syllabus and assessment' : 'Organisation et MCC', sec: 0 });
      for (const d of this.docs(o)) {
        if (k >= 50) break;
        const sec = Math.max(1, Math.min(12, Math.ceil((d.date - semStart(o) + 1) / 7)));
        out.push({ cm: m.id * 50 + k++, type: d.kind === 'tp' && d.rel.endsWith('.pdf') && hash(d.rel) % 2 ? 'assign' : 'resource', name: d.label, sec, rel: d.rel });
      }
    } else {
      const r = rng(hash(`mmods${m.id}`));
      for (let w = 1; w <= 10 && k < 50; w++) {
        out.push({ cm: m.id * 50 + k++, type: 'resource', name: `Chapitre ${w} : ${m.title} (diaporama)`, sec: w });
        if (r() < 0.4) out.push({ cm: m.id * 50 + k++, type: 'assign', name: `Devoir ${Math.ceil(w / 3)}`, sec: w });
        if (r() < 0.3) out.push({ cm: m.id * 50 + k++, type: 'folder', name: `Documents de TD ${w}`, sec: w });
      }
    }
    return out;
  }

  private mCourse(u: URL, m: MCourse, only?: number): Resp {
    const mods = this.mModules(m);
    const secs = Math.max(...mods.map((x) => x.sec));
    if (only !== undefined && !(only >= 0 && only <= secs)) return this.mError(u);
    const o = m.off;
    const start = o ? semStart(o) : m.yr.spring;
    const r = rng(hash(`mc${m.id}`));
    const secName = (s: number) => (s === 0 ? 'Généralités' : m.fmt === 'weeks' ? `${dOf(start + (s - 1) * 7).getUTCDate()} ${MOIS[dOf(start + (s - 1) * 7).getUTCMonth()]} - ${dOf(start + s * 7 - 2).getUTCDate()} ${MOIS[dOf(start + s * 7 - 2).getUTCMonth()]}` : o ? `Séance ${s} : ${(topicsOf(o)[Math.floor(((s - 1) * topicsOf(o).length) / 12)] ?? '')}` : `Section ${s}`);
    const modHtml = (x: { cm: number; type: string; name: string }) => `<li class="activity ${x.type} modtype_${x.type}" id="module-${x.cm}"><div><div class="mod-indent-outer"><div class="mod-indent"></div><div><div class="activityinstance"><a class="aalink" onclick="" href="${MOODLE}/mod/${x.type}/view.php?id=${x.cm}"><img src="${MOODLE}/theme/image.php/boost/${x.type}/1583310112/icon" class="iconlarge activityicon" alt=""><span class="instancename">${esc(x.name)}<span class="accesshide "> ${x.type === 'resource' ? 'Fichier' : x.type === 'assign' ? 'Devoir' : x.type === 'forum' ? 'Forum' : x.type === 'url' ? 'URL' : x.type === 'folder' ? 'Dossier' : 'Page'}</span></span></a></div></div></div></div></li>`;
    const sec = (s: number) => `<li id="section-${s}" class="section main clearfix" role="region" aria-label="${esc(secName(s))}"><div class="content"><h3 class="sectionname"><span><a href="${MOODLE}/course/view.php?id=${m.id}&amp;section=${s}">${esc(secName(s))}</a></span></h3><div class="summary">${s === 0 && o ? `<div class="no-overflow">${objectifs(o)}<p>Responsable : ${esc(fullName(o.f))}${o.f.page !== 'none' ? ` (${a(this.teacherUrl(o.f), 'page personnelle')})` : ''}.</p>${announcements(o).length ? `<div class="alert alert-warning">${this.annRows(o)}</div>` : ''}</div>` : s === 0 ? `<p>${T.words(r, 20)}.</p>` : ''}</div><ul class="section img-text">${mods.filter((x) => x.sec === s).map(modHtml).join('')}</ul></div></li>`;
    const body = only !== undefined
      ? `<div class="single-section"><div class="section-navigation navigationtitle">${only > 0 ? `<span class="mdl-left"><a href="${MOODLE}/course/view.php?id=${m.id}&amp;section=${only - 1}">&#9668; ${esc(secName(only - 1))}</a></span>` : ''}${only < secs ? `<span class="mdl-right"><a href="${MOODLE}/course/view.php?id=${m.id}&amp;section=${only + 1}">${esc(secName(only + 1))} &#9658;</a></span>` : ''}</div><ul class="${m.fmt}">${sec(only)}</ul></div>`
      : `<div class="course-content"><ul class="${m.fmt}">${Array.from({ length: secs + 1 }, (_, s) => sec(s)).join('')}</ul></div>${o ? `<aside class="block block_html"><h5>Liens</h5><ul><li>${this.annalesLink(o)}</li><li>${a(`${EDT}/direct/index.jsp?promo=${o.ue.niv.toUpperCase()}-INFO&week=27`, 'Emploi du temps')}</li></ul></aside>` : ''}<aside class="block block_calendar_upcoming"><h5>Événements à venir</h5><a href="${MOODLE}/calendar/view.php?view=upcoming&amp;course=${m.id}">Aller au calendrier...</a></aside>`;
    return this.mShell(u, `Cours : ${m.code} - ${m.title}${only ? ` - ${secName(only)}` : ''}`, body, { course: m, guest: true, crumbs: [['Cours', `${MOODLE}/course/index.php`], [`Catégorie`, `${MOODLE}/course/index.php?categoryid=${m.cat}`], [m.code, '']] });
  }

  private mModule(u: URL, p: string): Resp {
    const q = u.searchParams;
    if (p === '/mod/forum/discuss.php') {
      const d = Number(q.get('d'));
      const m = this.mById.get(Math.floor(d / 10));
      if (!m || !m.guest || d % 10 >= 6) return this.mError(u);
      const r = rng(hash(`disc${d}`));
      return this.mShell(u, `${m.code} : Annonces`, `<h3 class="discussionname">${esc(T.words(r, 5))}</h3><div class="forumpost"><div class="author">par ${esc(m.teacher)}, ${fmtJ(m.yr.autumn + (d % 10) * 11)}</div><div class="posting">${T.para(r, 2)}</div></div><p><a href="${MOODLE}/mod/forum/view.php?id=${m.id * 50}">Retour aux annonces</a></p>`, { course: m, guest: true });
    }
    const cm = Number(q.get('id'));
    const m = this.mById.get(Math.floor(cm / 50));
    if (!m) return this.mError(u);
    if (!m.guest) return { status: 303, location: `${MOODLE}/login/index.php` };
    const x = this.mModules(m).find((y) => y.cm === cm && p === `/mod/${y.type}/view.php`);
    if (!x) return this.mError(u);
    const r = rng(hash(`mod${cm}`));
    if (x.type === 'resource') return { status: 303, location: `${MOODLE}/pluginfile.php/${60000 + cm}/mod_resource/content/1/${(x.rel ?? `chapitre-${cm % 50}.pdf`).split('/').pop()}` };
    if (x.type === 'url') return { status: 303, location: `https://bbb.${DOM}/b/${hex(`bbb${m.id}`, 3)}-${hex(`bbb2${m.id}`, 3)}-${hex(`bbb3${m.id}`, 3)}` };
    if (x.type === 'forum') return this.mShell(u, `${m.code} : Annonces`, `<h2>Annonces</h2><p>Nouvelles et annonces</p><table class="forumheaderlist table table-striped"><thead><tr><th>Discussion</th><th>Lancé par</th><th>Réponses</th></tr></thead><tbody>${Array.from({ length: 6 }, (_, i) => `<tr><td><a href="${MOODLE}/mod/forum/discuss.php?d=${m.id * 10 + i}">${esc(T.words(rng(hash(`disc${m.id * 10 + i}`)), 5))}</a></td><td>${esc(m.teacher)}</td><td>0</td></tr>`).join('')}</tbody></table>`, { course: m, guest: true });
    if (x.type === 'assign') return this.mShell(u, `${m.code} : ${x.name}`, `<h2>${esc(x.name)}</h2><div class="box py-3 generalbox">${T.para(r, 2)}${x.rel ? `<p><a href="${MOODLE}/pluginfile.php/${60000 + cm}/mod_assign/introattachment/0/${x.rel.split('/').pop()}">${esc(x.rel.split('/').pop()!)}</a></p>` : ''}</div><div class="submissionstatustable"><h3>Statut de remise</h3><table class="generaltable"><tr><th>Remise</th><td>Les visiteurs anonymes ne peuvent pas remettre de travaux.</td></tr></table></div>`, { course: m, guest: true });
    if (x.type === 'folder') return this.mShell(u, `${m.code} : ${x.name}`, `<h2>${esc(x.name)}</h2><ul>${Array.from({ length: int(r, 2, 5) }, (_, i) => `<li><a href="${MOODLE}/pluginfile.php/${60000 + cm}/mod_folder/content/0/exercices-${i + 1}.pdf">exercices-${i + 1}.pdf</a></li>`).join('')}</ul>`, { course: m, guest: true });
    return this.mShell(u, `${m.code} : ${x.name}`, `<h2>${esc(x.name)}</h2>${m.off ? mccText(m.off) + this.examRows(m.off) : T.para(r, 3)}`, { course: m, guest: true });
  }

  private mCalendar(u: URL): Resp {
    const q = u.searchParams;
    const view = q.get('view') ?? 'month';
    const TZ = 3600;
    const time = q.has('time') ? Number(q.get('time')) : Date.UTC(2020, 2, 13) / 1000 - TZ;
    if (!Number.isFinite(time) || time < 0 || time > 4102444800) return this.mError(u);
    const course = q.get('course');
    const cq = course ? `&amp;course=${course}` : '';
    const dn = Math.floor((time + TZ) / 86400);
    const ts = (n: number) => n * 86400 - TZ;
    if (view === 'upcoming') return this.mShell(u, 'Calendrier : Événements à venir', `<h2>Événements à venir</h2><p>Aucun événement à venir</p><p><a href="${MOODLE}/calendar/view.php?view=month${cq}">Calendrier complet</a></p>`, { bodyId: 'page-calendar-view' });
    if (view === 'day') return this.mShell(u, `Calendrier : ${fmtL(dn)}`, `<div class="calendarwrapper"><div class="header"><a class="arrow_link previous" href="${MOODLE}/calendar/view.php?view=day&amp;time=${ts(dn - 1)}${cq}">&#9668; ${JOURS[weekday(dn - 1)]}</a><h2 class="current">${JOURS[weekday(dn)]} ${fmtL(dn)}</h2><a class="arrow_link next" href="${MOODLE}/calendar/view.php?view=day&amp;time=${ts(dn + 1)}${cq}">${JOURS[weekday(dn + 1)]} &#9658;</a></div><p>Aucun événement</p></div>`, { bodyId: 'page-calendar-view' });
    const d = dOf(dn);
    const y = d.getUTCFullYear();
    const mo = d.getUTCMonth();
    const first = dayOf(y, mo + 1, 1);
    const next = dayOf(mo === 11 ? y + 1 : y, mo === 11 ? 1 : mo + 2, 1);
    const prev = dayOf(mo === 0 ? y - 1 : y, mo === 0 ? 12 : mo, 1);
    let cells = '<tr>';
    for (let k = first; k < next; k++) cells += `<td class="day" data-day="${k - first + 1}"><a href="${MOODLE}/calendar/view.php?view=day&amp;time=${ts(k)}${cq}" class="aalink day">${k - first + 1}</a></td>${weekday(k) === 0 ? '</tr><tr>' : ''}`;
    const body = `<div class="calendarwrapper"><div class="header"><a class="arrow_link previous" href="${MOODLE}/calendar/view.php?view=month&amp;time=${ts(prev)}${cq}">&#9668; ${MOIS[dOf(prev).getUTCMonth()]}</a><h2 class="current">${MOIS[mo]} ${y}</h2><a class="arrow_link next" href="${MOODLE}/calendar/view.php?view=month&amp;time=${ts(next)}${cq}">${MOIS[dOf(next).getUTCMonth()]} &#9658;</a></div><table class="calendarmonth calendartable"><thead><tr>${['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'].map((x) => `<th>${x}</th>`).join('')}</tr></thead><tbody>${cells}</tr></tbody></table></div><p><a href="${MOODLE}/calendar/view.php?view=upcoming${cq}">Événements à venir</a></p>`;
    return this.mShell(u, `Calendrier : ${MOIS[mo]} ${y}`, body, { bodyId: 'page-calendar-view' });
  }

  private casHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/cas/login' || p === '/cas/login/') {
      const service = u.searchParams.get('service') ?? '';
      return html(`<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title>CAS - Service d'authentification centralisé - Université de Valmont</title><link rel="stylesheet" href="/cas/themes/uv/css/cas.css"><script src="/cas/js/cas.js"></script></head><body id="cas"><div id="container"><header><a id="logo" href="${UNIV}/" title="Université de Valmont">Université de Valmont</a><h1>Service d'authentification centralisé</h1></header><div id="content"><form id="fm1" method="post" action="/cas/login?service=${encodeURIComponent(service)}"><h2>Entrez votre identifiant et votre mot de passe.</h2><section class="row"><label for="username">Identifiant :</label><input id="username" name="username" tabindex="1" type="text" autocomplete="off"></section><section class="row"><label for="password">Mot de passe :</label><input id="password" name="password" tabindex="2" type="password" autocomplete="off"></section><section class="row check"><input id="warn" name="warn" value="true" tabindex="3" type="checkbox"><label for="warn">Prévenez-moi avant d'accéder à d'autres services.</label></section><input type="hidden" name="execution" value="${hex(`exec${service}`, 48)}"><input type="hidden" name="_eventId" value="submit"><input class="btn-submit" name="submit" accesskey="l" value="SE CONNECTER" tabindex="6" type="submit"></form><div id="sidebar"><p>Pour des raisons de sécurité, veuillez vous <a href="/cas/logout">déconnecter</a> et fermer votre navigateur lorsque vous avez fini d'accéder aux services authentifiés.</p><p><a href="https://sesame.${DOM}/">Mot de passe oublié ?</a> &middot; <a href="/cas/login?service=${encodeURIComponent(service)}&amp;locale=en">English</a></p></div></div><footer><p>Copyright &copy; 2005&ndash;2020 Apereo, Inc. &middot; DSI Université de Valmont</p></footer></div></body></html>`);
    }
    if (p === '/cas/logout') return html(`<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title>CAS - Déconnexion</title></head><body><h2>Déconnexion réussie</h2><p>Vous vous êtes déconnecté(e) du service d'authentification centralisé.</p></body></html>`);
    if (p.startsWith('/cas/themes/') || p.startsWith('/cas/js/')) return asset(p, u.href);
    return nginx404();
  }

  // ===================================================================================================================
  // gitlab.univ-valmont.fr (GitLab CE 12.8, public projects) and the GitLab Pages hosts `*.pages.univ-valmont.fr`
  // ===================================================================================================================

  private glProjects(): { ns: string; name: string; desc: string; commits: number; files: string[]; off?: Off; mkdocs: boolean }[] {
    if (this._glp) return this._glp;
    const out: { ns: string; name: string; desc: string; commits: number; files: string[]; off?: Off; mkdocs: boolean }[] = [];
    const seen = new Set<string>();
    for (const o of this.offs) {
      if (o.kind !== 'pages' || !o.latest) continue;
      const k = `${o.ns}/${o.proj}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const mk = hash(o.ns + o.proj) % 2 === 1;
      const files = ['README.md', '.gitlab-ci.yml', mk ? 'mkdocs.yml' : '_config.yml', mk ? 'docs/index.md' : 'index.md', mk ? 'docs/planning.md' : 'planning.md', ...Array.from({ length: 6 }, (_, i) => `${mk ? 'docs/' : ''}td/td${i + 1}.md`), ...Array.from({ length: o.ue.tp ? 6 : 0 }, (_, i) => `tp/tp${i + 1}/README.md`), ...Array.from({ length: o.ue.tp ? 6 : 0 }, (_, i) => `tp/tp${i + 1}/${['main.c', 'Makefile', 'tp.py', 'Main.java', 'test.ml', 'schema.sql'][i % 6]}`)];
      out.push({ ns: o.ns, name: o.proj, desc: `Site du cours ${o.ue.title} (${o.ue.code})`, commits: 40 + (hash(k) % 260), files, off: o, mkdocs: mk });
    }
    const r = rng(hash('gl-research'));
    for (let i = 0; i < 44; i++) {
      const ns = i % 3 === 0 ? 'lival' : pick(r, FAC).login;
      const name = `${pick(r, ['sat', 'graph', 'stream', 'mc', 'verif', 'nlp', 'ml', 'sdn', 'iot', 'compil', 'bench', 'data'])}-${pick(r, ['tools', 'lib', 'bench', 'core', 'experiments', 'viz', 'solver', 'paper-2019', 'thesis'])}${i % 5 === 0 ? `-${i}` : ''}`;
      if (seen.has(`${ns}/${name}`)) continue;
      seen.add(`${ns}/${name}`);
      out.push({ ns, name, desc: paperTitle(r), commits: int(r, 5, 900), files: ['README.md', 'LICENSE', 'Makefile', 'src/main.c', 'src/util.c', 'src/util.h', 'tests/test_main.py', 'scripts/run.sh', 'docs/index.md'], mkdocs: false });
    }
    this._glp = out;
    return out;
  }
  private _glp?: { ns: string; name: string; desc: string; commits: number; files: string[]; off?: Off; mkdocs: boolean }[];

  private glShell(title: string, body: string, proj?: { ns: string; name: string }): Resp {
    const base = proj ? `/${proj.ns}/${proj.name}` : '';
    return html(`<!DOCTYPE html>
<html class="" lang="fr">
<head prefix="og: http://ogp.me/ns#">
<meta charset="utf-8">
<meta content="IE=edge" http-equiv="X-UA-Compatible">
<title>${esc(title)} · GitLab</title>
<meta content="GitLab Université de Valmont" property="og:site_name">
<link rel="stylesheet" media="all" href="/assets/application-6f9e1f2a.css">
<script src="/assets/webpack/runtime.0f9f9c06.bundle.js" defer="defer"></script>
<script src="/assets/webpack/main.5f4c8d3a.chunk.js" defer="defer"></script>
<meta name="csrf-param" content="authenticity_token">
<meta name="csrf-token" content="${hex(`csrf${title}`, 40)}">
<script>window.gon={};gon.api_version="v4";gon.default_avatar_url="${GITLAB}/assets/no_avatar.png";gon.relative_url_root="";gon.features={"snippetsVue":false};gon.ee=false;gon.sprite_icons="/assets/icons-4f2c.svg";var gl_bundle = [${T.chunk('gitlab')}];</script>
</head>
<body class="ui-indigo tab-width-8 gl-browser-firefox" data-page="projects:show">
<header class="navbar navbar-gitlab"><div class="container-fluid"><div class="header-content"><div class="title-container"><h1 class="title"><a title="Tableau de bord" href="/"><img src="/assets/gitlab_logo.png" alt="GitLab"><span class="logo-text">GitLab Université de Valmont</span></a></h1><ul class="list-unstyled navbar-sub-nav"><li><a href="/explore">Explorer</a></li><li><a href="/help">Aide</a></li></ul></div><div class="navbar-collapse collapse"><ul class="nav navbar-nav"><li class="nav-item"><a class="btn btn-sign-in" href="/users/sign_in?redirect_to_referer=yes">Se connecter</a></li></ul></div></div></div></header>
<div class="layout-page${proj ? ' page-with-contextual-sidebar' : ''}">
${proj ? `<div class="nav-sidebar"><div class="nav-sidebar-inner-scroll"><ul class="sidebar-top-level-items"><li><a href="${base}">Projet</a></li><li><a href="${base}/-/tree/master">Dépôt</a></li><li><a href="${base}/-/commits/master">Commits</a></li><li><a href="${base}/-/branches">Branches</a></li><li><a href="${base}/-/tags">Étiquettes</a></li><li><a href="${base}/-/graphs/master">Contributeurs</a></li><li><a href="${base}/-/issues">Tickets</a></li><li><a href="${base}/-/merge_requests">Demandes de fusion</a></li><li><a href="${base}/-/pipelines">CI / CD</a></li><li><a href="${base}/-/wikis/home">Wiki</a></li></ul></div></div>` : ''}
<div class="content-wrapper"><div class="container-fluid container-limited"><div class="content" id="content-body">
${body}
</div></div></div></div>
</body>
</html>
`);
  }
  private gl404(): Resp {
    return { status: 404, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><meta content="width=device-width, initial-scale=1, maximum-scale=1" name="viewport"><title>La page que vous recherchez est introuvable (404)</title></head><body><a href="/"><img alt="GitLab Logo" src="/assets/gitlab_logo.png"></a><h1>404</h1><div class="container"><h3>La page est introuvable ou vous n'avez pas la permission d'y accéder.</h3><hr><p>Veuillez vous <a href="/users/sign_in">connecter</a>.</p></div></body></html>` };
  }
  private glSha(proj: { ns: string; name: string }, i: number): string {
    return hex(`${proj.ns}/${proj.name}#${i}`, 40);
  }
  private glFile(proj: { ns: string; name: string; desc: string; off?: Off; mkdocs: boolean }, path: string, sha: string): string {
    const r = rng(hash(`${proj.ns}/${proj.name}/${path}@${sha}`));
    const o = proj.off;
    if (path === 'README.md') return o ? `# ${o.ue.title}\n\nSources du site du cours ${o.ue.code} (${o.yr.label}).\n\nLe site est publié par GitLab Pages : ${o.home}\n\n## Construire le site\n\n    ${proj.mkdocs ? 'pip install mkdocs-material && mkdocs serve' : 'bundle exec jekyll serve'}\n` : `# ${proj.name}\n\n${proj.desc}\n\n${T.words(r, 30)}.\n`;
    if (path === '.gitlab-ci.yml') return proj.mkdocs ? 'image: python:3.7-alpine\n\npages:\n  script:\n  - pip install mkdocs-material\n  - mkdocs build --site-dir public\n  artifacts:\n    paths:\n    - public\n  only:\n  - master\n' : 'image: ruby:2.6\n\npages:\n  script:\n  - bundle install\n  - bundle exec jekyll build -d public\n  artifacts:\n    paths:\n    - public\n  only:\n  - master\n';
    if (path.endsWith('.md')) return `# ${path.split('/').pop()!.replace('.md', '')}\n\n${T.words(r, 60)}.\n\n${T.words(r, 40)}.\n`;
    return `${T.words(r, 8)}\n${Array.from({ length: int(r, 10, 60) }, () => pick(r, ['int main(void) {', '  return 0;', '}', 'all: main', '\tgcc -Wall -o main main.c', 'def f(x):', '    return x', 'SELECT * FROM t;', 'let () = print_endline "ok"'])).join('\n')}\n`;
  }

  private gitlabHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname).replace(/\/$/, '') || '/';
    const q = u.searchParams;
    const P = this.glProjects();
    if (p === '/') return moved(`${GITLAB}/explore`, 302);
    if (p.startsWith('/assets/')) return asset(p, u.href);
    if (p === '/users/sign_in') return this.glShell('Se connecter', `<div class="login-page"><h3>Connexion</h3><a class="btn btn-block" href="/users/auth/cas3">Connexion avec le CAS de l'université</a><form action="/users/sign_in" method="post"><input name="user[login]" placeholder="Identifiant"><input type="password" name="user[password]"><button>Se connecter</button></form><p>Les comptes sont créés automatiquement à la première connexion CAS.</p></div>`);
    if (p === '/users/auth/cas3') return toCas(`${GITLAB}/users/auth/cas3/callback?url=${encodeURIComponent(GITLAB + '/')}`);
    if (p === '/help') return this.glShell('Aide', `<h1>GitLab Community Edition 12.8.6</h1><p>Instance hébergée par la DSI de l'Université de Valmont. ${T.words(rng(1), 20)}.</p>`);
    if (p === '/explore' || p === '/explore/projects' || p === '/explore/projects/trending' || p === '/explore/projects/starred') {
      const sort = q.get('sort') ?? 'latest_activity_desc';
      const page = Number(q.get('page') ?? 1);
      const sorted = [...P].sort((x, y) => (sort === 'name_asc' ? x.name.localeCompare(y.name) : sort === 'created_desc' ? hash(y.name) - hash(x.name) : y.commits - x.commits));
      const shown = sorted.slice((page - 1) * 20, page * 20);
      if (!shown.length) return this.glShell('Projets', '<p>Aucun projet trouvé</p>');
      const sorts = ['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'].map((s) => a(`${p}?sort=${s}`, s)).join(' ');
      return this.glShell('Projets · Explorer', `<div class="top-area"><ul class="nav-links"><li>${a('/explore/projects/trending', 'Tendance')}</li><li>${a('/explore/projects/starred', 'Les plus étoilés')}</li><li>${a('/explore/projects', 'Tous')}</li><li>${a('/explore/groups', 'Groupes')}</li></ul><div class="dropdown">${sorts}</div></div><ul class="projects-list">${shown.map((x) => `<li class="project-row"><div class="project-details"><h2 class="project-full-name"><a href="/${x.ns}/${x.name}"><span class="namespace-name">${x.ns} / </span><span class="project-name">${x.name}</span></a></h2><div class="description"><p>${esc(x.desc)}</p></div></div></li>`).join('')}</ul><ul class="pagination">${page > 1 ? `<li>${a(`${p}?page=${page - 1}&sort=${sort}`, '‹ Préc.')}</li>` : ''}${Array.from({ length: Math.ceil(sorted.length / 20) }, (_, i) => (i + 1 === page ? `<li class="active"><span>${i + 1}</span></li>` : `<li>${a(`${p}?page=${i + 1}&sort=${sort}`, String(i + 1))}</li>`)).join('')}${page * 20 < sorted.length ? `<li>${a(`${p}?page=${page + 1}&sort=${sort}`, 'Suiv. ›')}</li>` : ''}</ul>`);
    }
    if (p === '/explore/groups') return this.glShell('Groupes', `<ul>${[...new Set(P.map((x) => x.ns))].map((ns) => li(`/${ns}`, ns)).join('')}</ul>`);
    if (p === '/explore/snippets') return this.glShell('Extraits', '<p>Aucun extrait public.</p>');
    const parts = p.split('/').filter(Boolean);
    if (parts.length === 1) {
      const l = P.filter((x) => x.ns === parts[0]);
      if (!l.length) return this.gl404();
      const f = facByLogin.get(parts[0]);
      return this.glShell(parts[0], `<div class="user-profile"><h1>${esc(f ? fullName(f) : parts[0])}</h1><p>@${parts[0]}</p></div><h4>Projets</h4><ul>${l.map((x) => li(`/${x.ns}/${x.name}`, x.name)).join('')}</ul>`);
    }
    const proj = P.find((x) => x.ns === parts[0] && x.name === parts[1]);
    if (!proj) return this.gl404();
    const base = `/${proj.ns}/${proj.name}`;
    const rest = parts.slice(2);
    if (rest.length === 0) {
      const readme = this.glFile(proj, 'README.md', 'master').replace(/</g, '&lt;').replace(/\n/g, '<br>');
      return this.glShell(`${proj.ns} / ${proj.name}`, `<div class="project-home-panel"><h1 class="project-title">${esc(proj.name)}</h1><p>${esc(proj.desc)}</p><p>${proj.commits} Commits &middot; ${a(`${base}/-/branches`, '2 Branches')} &middot; ${a(`${base}/-/tags`, 'Étiquettes')}</p>${proj.off ? `<p>${a(proj.off.home, 'Site web (GitLab Pages)')}</p>` : ''}</div><div class="tree-holder"><table class="tree-table"><tbody>${[...new Set(proj.files.map((f) => f.split('/')[0]))].map((f) => `<tr><td>${proj.files.includes(f) ? a(`${base}/-/blob/master/${f}`, f) : a(`${base}/-/tree/master/${f}`, f)}</td></tr>`).join('')}</tbody></table></div><article class="file-holder readme-holder"><div class="file-content md">${readme}</div></article><p>${a(`${base}/-/archive/master/${proj.name}-master.zip`, 'Télécharger (zip)')} ${a(`${base}/-/archive/master/${proj.name}-master.tar.gz`, 'tar.gz')}</p>`, proj);
    }
    if (rest[0] !== '-') return this.gl404();
    const action = rest[1];
    const ref = rest[2];
    const path = rest.slice(3).join('/');
    const shas = new Set(Array.from({ length: Math.min(proj.commits, 400) }, (_, i) => this.glSha(proj, i)));
    const validRef = ref === 'master' || (ref !== undefined && shas.has(ref));
    switch (action) {
      case 'tree': {
        if (!validRef) return this.gl404();
        const dir = path ? `${path}/` : '';
        const entries = [...new Set(proj.files.filter((f) => f.startsWith(dir)).map((f) => f.slice(dir.length).split('/')[0]))];
        if (!entries.length) return this.gl404();
        return this.glShell(`${path || proj.name} · ${ref}`, `<div class="tree-ref-holder">${esc(ref)}</div><table class="tree-table"><tbody>${entries.map((e) => `<tr><td>${proj.files.includes(dir + e) ? a(`${base}/-/blob/${ref}/${dir}${e}`, e) : a(`${base}/-/tree/${ref}/${dir}${e}`, e)}</td><td>${a(`${base}/-/commit/${this.glSha(proj, hash(dir + e) % Math.min(proj.commits, 400))}`, T.words(rng(hash(e)), 4))}</td></tr>`).join('')}</tbody></table>`, proj);
      }
      case 'blob': case 'raw': case 'blame': {
        if (!validRef || !proj.files.includes(path)) return this.gl404();
        const text = this.glFile(proj, path, ref);
        if (action === 'raw') return { status: 200, type: 'text/plain; charset=utf-8', body: text };
        if (action === 'blame' && text.length > 1500 && hash(path) % 4 === 0) return { status: 500, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>Something went wrong (500)</title></head><body><h1>500</h1><h3>Whoops, something went wrong on our end.</h3></body></html>' };
        const lines = text.split('\n');
        return this.glShell(`${path} · ${ref}`, `<div class="file-holder"><div class="js-file-title file-title-flex-parent"><strong class="file-title-name">${esc(path)}</strong><div class="file-actions">${a(`${base}/-/raw/${ref}/${path}`, 'Brut')} ${a(`${base}/-/blame/${ref}/${path}`, 'Blame')} ${a(`${base}/-/commits/${ref}/${path}`, 'Historique')} ${a(`${base}/-/blob/${this.glSha(proj, 0)}/${path}`, 'Permalien')}</div></div><div class="blob-viewer"><table class="code"><tbody>${lines.map((l, i) => `<tr><td class="line-numbers"><a href="#L${i + 1}" id="L${i + 1}">${i + 1}</a></td>${action === 'blame' ? `<td class="blame-commit">${a(`${base}/-/commit/${this.glSha(proj, (i * 7 + hash(path)) % Math.min(proj.commits, 400))}`, 'commit')}</td>` : ''}<td class="line">${esc(l)}</td></tr>`).join('')}</tbody></table></div></div>`, proj);
      }
      case 'commits': {
        if (!validRef) return this.gl404();
        const page = Number(q.get('page') ?? 1);
        const n = Math.min(proj.commits, 400);
        const per = 40;
        if (page < 1 || (page - 1) * per >= n) return this.glShell('Commits', '<p>Aucun commit</p>', proj);
        const items = Array.from({ length: Math.min(per, n - (page - 1) * per) }, (_, k) => (page - 1) * per + k);
        const r = rng(hash(`${base}commits${page}`));
        return this.glShell(`Commits · ${proj.name}`, `<ul class="content-list commit-list">${items.map((i) => `<li class="commit"><div class="commit-detail"><a class="commit-row-message item-title" href="${base}/-/commit/${this.glSha(proj, i)}">${esc(T.words(r, int(r, 3, 8)))}</a><div class="committer">${esc(pick(r, FAC).first)} a commité il y a ${i + 1} jours</div></div><div class="commit-sha-group">${a(`${base}/-/commit/${this.glSha(proj, i)}`, this.glSha(proj, i).slice(0, 8))} ${a(`${base}/-/tree/${this.glSha(proj, i)}`, 'Parcourir les fichiers')}</div></li>`).join('')}</ul><div class="pagination">${page > 1 ? a(`${base}/-/commits/${ref}${path ? `/${path}` : ''}?page=${page - 1}`, 'Préc.') : ''} ${page * per < n ? a(`${base}/-/commits/${ref}${path ? `/${path}` : ''}?page=${page + 1}`, 'Suiv.') : ''}</div>`, proj);
      }
      case 'commit': {
        const sha = (ref ?? '').replace(/\.(patch|diff)$/, '');
        if (!shas.has(sha)) return this.gl404();
        if (ref!.endsWith('.patch') || ref!.endsWith('.diff')) return { status: 200, type: 'text/plain; charset=utf-8', body: `From ${sha} Mon Sep 17 00:00:00 2001\nSubject: [PATCH] ${T.words(rng(hash(sha)), 5)}\n\n---\n ${proj.files[hash(sha) % proj.files.length]} | 4 ++--\n` };
        const r = rng(hash(sha));
        const changed = proj.files.filter(() => r() < 0.25).slice(0, 5);
        return this.glShell(`${T.words(r, 5)} (${sha.slice(0, 8)})`, `<div class="commit-box"><h3 class="commit-title">${esc(T.words(r, 6))}</h3><p>Commit ${sha} &middot; ${a(`${base}/-/tree/${sha}`, 'Parcourir les fichiers')} &middot; ${a(`${base}/-/commit/${sha}.patch`, 'Patch')} ${a(`${base}/-/commit/${sha}.diff`, 'Diff')}</p></div><div class="files">${changed.map((f) => `<div class="diff-file"><div class="file-title">${a(`${base}/-/blob/${sha}/${f}`, f)}</div><pre>${esc(T.words(r, 20))}</pre></div>`).join('')}</div>`, proj);
      }
      case 'branches': return this.glShell('Branches', `<ul><li>${a(`${base}/-/tree/master`, 'master')} (par défaut)</li><li>${a(`${base}/-/tree/master`, 'develop')}</li></ul>`, proj);
      case 'tags': return this.glShell('Étiquettes', `<ul>${Array.from({ length: proj.commits % 5 }, (_, i) => `<li>v${i + 1}.0 &middot; ${a(`${base}/-/commit/${this.glSha(proj, i * 9)}`, this.glSha(proj, i * 9).slice(0, 8))}</li>`).join('') || '<li>Aucune étiquette</li>'}</ul>`, proj);
      case 'graphs': return this.glShell('Contributeurs', `<p>Commits vers master, excluant les commits de fusion.</p><ul>${FAC.slice(hash(base) % 20, (hash(base) % 20) + 3).map((f) => `<li>${esc(fullName(f))}</li>`).join('')}</ul>`, proj);
      case 'archive': return bin(path.endsWith('.zip') ? 'application/zip' : 'application/x-gzip', u.href);
      case 'issues': case 'merge_requests': case 'pipelines': case 'wikis': return moved(`${GITLAB}/users/sign_in`, 302);
    }
    return this.gl404();
  }

  private pagesHost(host: string, u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const p404 = (): Resp => ({ status: 404, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><meta content="width=device-width, initial-scale=1, maximum-scale=1" name="viewport"><title>La page que vous recherchez est introuvable (404)</title><style>body{color:#666;text-align:center;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif}</style></head><body><h1>404</h1><p><strong>Page Not Found</strong></p><p>The page you're looking for could not be found.</p><a href="javascript:history.back()" class="js-go-back go-back">Go back</a></body></html>` });
    if (!this.pagesHosts.has(host)) return p404();
    const o = this.homeIdx.get(host + p) ?? (p.endsWith('/index.html') ? this.homeIdx.get(host + p.slice(0, -10)) : undefined);
    if (o) return this.renderHome(o);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) {
      const d = this.pagesHost(host, new URL(`https://${host}${p}/`));
      return d.status === 200 ? moved(`https://${host}${p}/`, 302) : p404();
    }
    const fb = this.findBase(host, p);
    if (fb) {
      if (fb[1].endsWith('/index.html')) return this.courseSub(fb[0], fb[1].slice(0, -10), u);
      const d = this.courseSub(fb[0], fb[1], u);
      return d.status === 404 ? p404() : d;
    }
    return p404();
  }

  // ===================================================================================================================
  // enseignement.info.univ-valmont.fr: the legacy course server, one directory per academic year (2014-2017)
  // ===================================================================================================================

  private ensHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const r = rng(hash(`ens${p}`));
    if (p.startsWith('/icons/') || p.startsWith('/style/')) return asset(p, u.href);
    const o = this.homeIdx.get(H.ens + p) ?? (p.endsWith('/index.html') ? this.homeIdx.get(H.ens + p.slice(0, -10)) : undefined);
    if (o) return this.renderHome(o);
    const fb = this.findBase(H.ens, p);
    if (fb) return this.courseSub(fb[0], fb[1], u);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) {
      const d = this.ensHost(new URL(`${ENS}${p}/`));
      return d.status === 200 ? moved(`${ENS}${p}/`) : apache404(p, H.ens);
    }
    if (p === '/' || p === '/index.html') return html(`<html><head><title>Serveur des enseignements - Département d'Informatique</title><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><link rel="stylesheet" href="/style/ens.css"></head><body><h1>Serveur des enseignements</h1><p>Ce serveur héberge les pages de cours des enseignants du département. <b>Depuis la rentrée 2017, merci d'utiliser Moodle ou le site du département.</b></p><ul>${YEARS.map((yr) => `<li>${a(`/${yr.label}/`, `Année ${yr.label}`)}${yr.idx <= 2 ? ` : ${NIVEAUX.map(([k]) => a(`/${yr.label}/${k.toUpperCase()}/`, k.toUpperCase())).join(' ')}` : ''}</li>`).reverse().join('')}</ul><h2>Pages de cours hébergées</h2>${YEARS.filter((yr) => yr.idx <= 2).reverse().map((yr) => `<h3>${yr.label}</h3><ul>${(this.byYear.get(yr.idx) ?? []).filter((o) => o.kind === 'legacy').map((o) => `<li>${a(`/${yr.label}/${o.ue.niv.toUpperCase()}/${codeOf(o)}/`, `${codeOf(o)} ${o.ue.title}`)} (${esc(fullName(o.f))})</li>`).join('')}</ul>`).join('')}<p>${a(`${OLD}/`, 'Site du département')} &middot; ${a(`${WIKI}/index.php/Serveur_enseignement`, 'Documentation (wiki)')}</p><p><small>${T.words(r, 10)}</small></p></body></html>`);
    let m = /^\/(\d{4}-\d{4})\/$/.exec(p);
    if (m) {
      const yr = YEARS.find((y) => y.label === m![1]);
      if (!yr) return apache404(p, H.ens);
      const levels = yr.idx <= 2 ? NIVEAUX.map(([k]) => [`${k.toUpperCase()}/`, yr.autumn - 3, '-'] as [string, number, string]) : [];
      return autoindex(p, [...levels, ['README.txt', yr.autumn - 10, '1.1K'], ['calendrier.pdf', yr.autumn - 20, '212K']], u, H.ens);
    }
    m = /^\/(\d{4}-\d{4})\/README\.txt$/.exec(p);
    if (m) return { status: 200, type: 'text/plain; charset=utf-8', body: `Année ${m[1]}.\nLes pages de cours sont dans les sous-répertoires L1 ... M2.\nÀ partir de 2017-2018, les cours sont sur Moodle : ${MOODLE}/\n` };
    if (/^\/\d{4}-\d{4}\/calendrier\.pdf$/.test(p)) return bin('application/pdf', u.href);
    m = /^\/(\d{4}-\d{4})\/(L[123]|M[12])\/$/.exec(p);
    if (m) {
      const yr = YEARS.find((y) => y.label === m![1]);
      if (!yr || yr.idx > 2) return apache404(p, H.ens);
      const offs = (this.byYear.get(yr.idx) ?? []).filter((x) => x.kind === 'legacy' && x.ue.niv === lc(m![2]));
      return autoindex(p, [...offs.map((x) => [`${codeOf(x)}/`, semStart(x) + int(r, 0, 90), '-'] as [string, number, string]), ['emploi_du_temps.pdf', yr.autumn - 2, '95K']], u, H.ens);
    }
    if (/^\/\d{4}-\d{4}\/(L[123]|M[12])\/emploi_du_temps\.pdf$/.test(p)) return bin('application/pdf', u.href);
    return apache404(p, H.ens);
  }

  // ===================================================================================================================
  // edt.univ-valmont.fr: ADE timetables (anonymous access, week navigation, session ids)
  // ===================================================================================================================

  private edtHost(u: URL): Resp {
    const raw = u.pathname;
    const sm = /;jsessionid=([A-F0-9]+)/.exec(raw);
    const p = raw.replace(/;jsessionid=[A-F0-9]+/, '');
    const q = u.searchParams;
    if (p === '/' || p === '/direct/') return moved(`${EDT}/direct/index.jsp`, 302);
    if (p.startsWith('/direct/gwtdirectplanning/') || p.startsWith('/img/')) return asset(p, u.href);
    if (p === '/jsp/custom/modules/plannings/anonymous_cal.jsp') {
      const res = q.get('resources') ?? '';
      return { status: 200, type: 'text/calendar;charset=UTF-8', body: `BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nPRODID:-//ADE/version 6.0\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\n${Array.from({ length: 6 }, (_, i) => `BEGIN:VEVENT\r\nDTSTAMP:20200313T080000Z\r\nDTSTART:202003${pad(16 + i)}T0${8 + (i % 2)}0000Z\r\nSUMMARY:Cours ${res}-${i}\r\nLOCATION:Salle ${100 + i}\r\nEND:VEVENT\r\n`).join('')}END:VCALENDAR\r\n` };
    }
    if (p !== '/direct/index.jsp') return { status: 404, type: 'text/html;charset=UTF-8', body: '<html><head><title>Apache Tomcat/8.5.32 - Rapport d\'erreur</title></head><body><h1>État HTTP 404 – Non trouvé</h1><hr class="line" /><p><b>Type</b> Rapport d\'état</p><p><b>description</b> La ressource demandée n\'est pas disponible.</p><hr class="line" /><h3>Apache Tomcat/8.5.32</h3></body></html>' };
    const promos = EDT_PROMOS;
    const promo = q.get('promo') ?? '';
    const sid = sm ? sm[1] : '';
    const newSid = hex(`sid${u.href}`, 32).toUpperCase();
    const link = (params: string) => `${EDT}/direct/index.jsp;jsessionid=${sid || newSid}?${params}`;
    if (!promo) return html(`<!DOCTYPE html><html><head><meta charset="UTF-8"><title>ADE - Planning</title><link rel="stylesheet" href="/direct/gwtdirectplanning/gwtdirectplanning.css"></head><body><div id="tree"><h2>Emplois du temps - accès anonyme</h2><ul>${promos.map((x) => li(link(`promo=${x}&week=27`), x)).join('')}</ul></div></body></html>`);
    if (!promos.includes(promo)) return html(`<!DOCTYPE html><html><head><meta charset="UTF-8"><title>ADE - Erreur</title></head><body><p class="error">Ressource inconnue : ${esc(promo)}</p><p>${a(link(''), 'Retour')}</p></body></html>`);
    const week = Number(q.get('week') ?? 27);
    if (!Number.isInteger(week) || week < -200 || week > 2000) return html(`<!DOCTYPE html><html><head><meta charset="UTF-8"><title>ADE</title></head><body><p>Semaine invalide.</p></body></html>`);
    const groupe = q.get('groupe') ?? '';
    const monday = dayOf(2019, 9, 2) + week * 7;
    const niv = lc(promo.split('-')[0]);
    const sems = (this.byYear.get(CUR.idx) ?? []).filter((o) => o.ue.niv === niv && promo.endsWith('INFO'));
    const slots: string[] = [];
    for (const o of sems) for (const s of seancesOf(o)) if (s.date >= monday && s.date < monday + 7) slots.push(`<div class="event" style="top:${(hash(o.key + s.n) % 8) * 40}px;left:${(weekday(s.date) - 1) * 20}%"><b>${esc(o.ue.code)} CM</b><br>${esc(o.ue.title)}<br>${esc(fullName(o.f))}<br>${s.distance ? 'À DISTANCE' : `Amphi ${pick(r0(o.key), ['A', 'B', 'C', 'Turing'])}`}</div>`);
    const groups = ['', 'TD1', 'TD2', 'TD3', 'TP1', 'TP2', 'TP3', 'TP4'];
    const body = `<div id="header"><span class="promo">${esc(promo)}${groupe ? ` - ${groupe}` : ''}</span> <span class="week">Semaine ${week} : du ${fmtC(monday)} au ${fmtC(monday + 4)}</span></div>
<div id="nav">${a(link(`promo=${promo}&week=${week - 1}${groupe ? `&groupe=${groupe}` : ''}`), '<<')} ${a(link(`promo=${promo}&week=${week + 1}${groupe ? `&groupe=${groupe}` : ''}`), '>>')} | ${a(link(`promo=${promo}&week=27`), 'Aujourd\'hui')}</div>
<div id="groups">${groups.map((g) => (g === groupe ? `<b>${g || 'Promo entière'}</b>` : a(link(`promo=${promo}&week=${week}${g ? `&groupe=${g}` : ''}`), g || 'Promo entière'))).join(' ')}</div>
<div id="grid" class="grid">${slots.join('') || '<p class="empty">Aucun cours cette semaine.</p>'}</div>
<div id="export">${a(`${EDT}/jsp/custom/modules/plannings/anonymous_cal.jsp?resources=${hash(promo) % 9000}&projectId=4&calType=ical&nbWeeks=4`, 'Exporter (iCal)')}</div>`;
    return html(`<!DOCTYPE html><html><head><meta charset="UTF-8"><title>ADE - ${esc(promo)} - semaine ${week}</title><link rel="stylesheet" href="/direct/gwtdirectplanning/gwtdirectplanning.css"><script src="/direct/gwtdirectplanning/gwtdirectplanning.nocache.js"></script><script>var adeConfig = {"projectId":4,"sessionId":"${sid || newSid}","tree":[${T.chunk('ade')}],"rooms":[${T.chunk('ade-b')}]};</script></head><body class="ade">${body}<div id="footer">ADE 6.5 &copy; Adesoft &middot; Université de Valmont &middot; <a href="${link('')}">Liste des ressources</a></div></body></html>`);
  }

  // ===================================================================================================================
  // bu.univ-valmont.fr: the library (annales d'examens, a small catalogue)
  // ===================================================================================================================

  private buShell(title: string, body: string): Resp {
    return html(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${esc(title)} | BU Université de Valmont</title><link rel="stylesheet" href="/themes/bu/css/bu.css"></head><body><header><a href="/"><img src="/themes/bu/img/logo-bu.png" alt="Bibliothèques universitaires"></a><nav><ul><li><a href="/">Accueil</a></li><li><a href="/horaires/">Horaires</a></li><li><a href="/catalogue/recherche?q=">Catalogue</a></li><li><a href="/annales/">Annales d'examens</a></li><li><a href="/services/">Services</a></li></ul></nav></header><main>${body}</main><footer><p>SCD Université de Valmont &middot; <a href="${UNIV}/">univ-valmont.fr</a></p><script>var buConf={"widgets":[${T.chunk('bu')}],"primo":[${T.chunk('bu-b')}]};</script></footer></body></html>`);
  }

  private buHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const q = u.searchParams;
    const r = rng(hash(`bu${p}${u.search}`));
    if (p.startsWith('/themes/')) return asset(p, u.href);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p) && p !== '/catalogue/recherche' && !p.startsWith('/catalogue/notice/')) return moved(`${BU}${p}/`);
    if (p === '/') return this.buShell('Accueil', `<h1>Bibliothèques universitaires</h1><p><b>Fermeture des BU à partir du 16 mars 2020.</b> Les ressources électroniques restent accessibles via l'ENT.</p>${T.para(r, 3)}<ul>${li('/annales/', 'Annales d\'examens')}${li('/horaires/', 'Horaires')}${li('/catalogue/recherche?q=informatique', 'Rechercher dans le catalogue')}</ul>`);
    if (p === '/horaires/') return this.buShell('Horaires', `<table><tr><th>BU</th><th>Horaires</th></tr><tr><td>BU Sciences</td><td>8h30-19h</td></tr><tr><td>BU Lettres</td><td>8h30-20h</td></tr><tr><td>BU Droit</td><td>8h30-19h</td></tr></table>`);
    if (p === '/services/') return this.buShell('Services', T.para(r, 5));
    if (p === '/annales/') return this.buShell('Annales d\'examens', `<p>Sujets d'examens des années précédentes, par composante. Les sujets de moins de deux ans sont réservés aux étudiants (connexion ENT).</p><ul>${BU_COMPOSANTES.map(([k, l]) => li(`/annales/${k}/`, l)).join('')}</ul>`);
    if (p === '/annales/informatique/') return this.buShell('Annales : informatique', `<ul>${NIVEAUX.map(([k, l]) => li(`/annales/informatique/${k}/`, l)).join('')}</ul>`);
    let m = /^\/annales\/informatique\/(l[123]|m[12])\/$/.exec(p);
    if (m) {
      const ues = UES.filter((ue) => ue.niv === m![1]);
      return this.buShell(`Annales informatique ${m[1].toUpperCase()}`, `<table><tr><th>Code</th><th>Intitulé</th></tr>${ues.map((ue) => `<tr><td>${ue.code}${ue.old && ue.old !== ue.code ? ` (ex-${ue.old})` : ''}</td><td>${a(`/annales/informatique/${ue.niv}/${lc(ue.code)}/`, ue.title)}</td></tr>`).join('')}</table>`);
    }
    m = /^\/annales\/informatique\/(l[123]|m[12])\/([a-z0-9]+)\/$/.exec(p);
    if (m) {
      const ue = ueByCode.get(m[2]);
      if (!ue || ue.niv !== m[1]) return { ...this.buShell('Page introuvable', '<p>Page introuvable.</p>'), status: 404 };
      const files = YEARS.filter((yr) => yr.idx >= ue.from && yr.idx <= ue.to && yr.idx <= 4).flatMap((yr) => ['session1', 'session2'].map((s) => ({ yr, s, recent: yr.idx >= 3 })));
      return this.buShell(`Annales ${ue.code}`, `<h1>${ue.code} ${esc(ue.title)}</h1><ul>${files.map((x) => `<li>${a(x.recent ? `/annales/protected/informatique/${lc(ue.code)}/${x.yr.label}-${x.s}.pdf` : `/annales/files/informatique/${lc(ue.code)}/${x.yr.label}-${x.s}.pdf`, `${x.yr.label} – ${x.s === 'session1' ? 'session 1' : 'session 2 (rattrapage)'}`)}${x.recent ? ' <small>(accès ENT)</small>' : ''}</li>`).join('')}</ul>`);
    }
    if (p.startsWith('/annales/protected/')) return toCas(`${BU}${p}`);
    if (p.startsWith('/annales/files/')) return bin('application/pdf', u.href);
    m = /^\/annales\/([a-z-]+)\/$/.exec(p);
    if (m && BU_COMPOSANTES.some(([k]) => k === m![1])) {
      const years = YEARS.slice(0, 4).reverse();
      return this.buShell(`Annales : ${m[1]}`, `<ul>${years.map((yr) => li(`/annales/${m![1]}/${yr.label}/`, yr.label)).join('')}</ul>`);
    }
    m = /^\/annales\/([a-z-]+)\/(\d{4}-\d{4})\/$/.exec(p);
    if (m && BU_COMPOSANTES.some(([k]) => k === m![1])) return autoindex(p, Array.from({ length: int(r, 8, 20) }, (_, i) => [`sujet-${m![1].slice(0, 4)}-${i + 1}-${m![2]}.pdf`, dayOf(Number(m![2].slice(0, 4)) + 1, 1, 10 + (i % 15)), `${int(r, 80, 700)}K`] as [string, number, string]), u, H.bu);
    if (/^\/annales\/[a-z-]+\/\d{4}-\d{4}\/[a-z0-9-]+\.pdf$/.test(p)) return bin('application/pdf', u.href);
    if (p === '/catalogue/recherche') {
      const qq = q.get('q') ?? '';
      const page = Number(q.get('page') ?? 1);
      if (page < 1 || page > 40) return this.buShell('Catalogue', '<p>Aucun résultat.</p>');
      return this.buShell(`Recherche : ${qq}`, `<p>${qq ? `${int(rng(hash(qq)), 200, 4000)} résultats` : 'Saisissez une recherche.'}</p><ol start="${(page - 1) * 10 + 1}">${Array.from({ length: qq ? 10 : 0 }, (_, i) => { const id = hash(`${qq}${page}${i}`) % 900000; return `<li>${a(`/catalogue/notice/${id}`, `${pick(r, TA)} ${pick(r, TB)}`)} / ${pick(r, PRENOMS)} ${pick(r, NOMS)}</li>`; }).join('')}</ol>${qq ? `<p>${page > 1 ? a(`/catalogue/recherche?q=${encodeURIComponent(qq)}&page=${page - 1}`, '« Précédent') : ''} ${a(`/catalogue/recherche?q=${encodeURIComponent(qq)}&page=${page + 1}`, 'Suivant »')}</p>` : ''}`);
    }
    m = /^\/catalogue\/notice\/(\d+)$/.exec(p);
    if (m) { const rr = r0(`notice${m[1]}`); return this.buShell('Notice', `<h1>${pick(rr, TA)} ${pick(rr, TB)}</h1><p>${pick(rr, PRENOMS)} ${pick(rr, NOMS)}. ${pick(rr, ['Dunod', 'Eyrolles', 'Vuibert', 'Ellipses', 'Springer', 'Hermès'])}, ${int(rr, 1995, 2019)}. ISBN ${int(rr, 100000000, 999999999)}X</p><p>Cote : ${int(rr, 1, 999)}.${int(rr, 1, 99)} ${pick(rr, NOMS).slice(0, 3).toUpperCase()} &middot; BU Sciences, ${pick(rr, ['disponible', 'emprunté', 'en réserve'])}</p>`); }
    return { ...this.buShell('Page introuvable', '<p>Page introuvable.</p>'), status: 404 };
  }

  // ===================================================================================================================
  // www.univ-valmont.fr: the university portal (K-Sup): offre de formation, fiches UE (not homes), news
  // ===================================================================================================================

  private ksupUeUrl(ue: UE): string {
    return `${UNIV}/fr/formation/offre-de-formation/ue/${lc(ue.code)}-${ue.slug}-${hex(`ue${ue.code}`, 8).toUpperCase()}.html`;
  }
  private ksupDiplomes(): { id: string; title: string; slug: string; dom: string; type: string; ues: { code: string; title: string; sem: number; ue?: UE }[] }[] {
    if (this._dips) return this._dips;
    const out: { id: string; title: string; slug: string; dom: string; type: string; ues: { code: string; title: string; sem: number; ue?: UE }[] }[] = [];
    const cur = UES.filter((ue) => ue.from <= CUR.idx && ue.to >= CUR.idx);
    out.push({ id: 'KLIC24', title: 'Licence Informatique', slug: 'licence-informatique', dom: 'STS', type: 'Licence', ues: cur.filter((ue) => ue.level === 'L').map((ue) => ({ code: ue.code, title: ue.title, sem: ue.sem, ue })) });
    out.push({ id: 'KMAS31', title: 'Master Informatique', slug: 'master-informatique', dom: 'STS', type: 'Master', ues: cur.filter((ue) => ue.level === 'M').map((ue) => ({ code: ue.code, title: ue.title, sem: ue.sem, ue })) });
    const r = rng(hash('ksup-dip'));
    for (const [dom, type, title, titles] of KSUP_OTHER) {
      const id = `K${type.slice(0, 3).toUpperCase()}${int(r, 10, 99)}`;
      const tl = titles.split(';');
      const n = type === 'Master' ? 4 : 6;
      const ues = Array.from({ length: Math.min(24, tl.length * 2) }, (_, i) => ({ code: `${title.replace(/[^A-Z]/g, '').slice(0, 3) || 'UEX'}${1 + (i % n)}${pad(i + 1)}`, title: tl[i % tl.length] + (i >= tl.length ? ' 2' : ''), sem: 1 + (i % n) }));
      out.push({ id, title: `${type} ${title}`, slug: slug(`${type} ${title}`), dom, type, ues });
    }
    this._dips = out;
    return out;
  }
  private _dips?: { id: string; title: string; slug: string; dom: string; type: string; ues: { code: string; title: string; sem: number; ue?: UE }[] }[];

  private ksupShell(u: URL, title: string, body: string, crumbs: [string, string][] = []): Resp {
    const en = u.pathname.startsWith('/en/');
    return html(`<!DOCTYPE html>
<html class="no-js" lang="${en ? 'en' : 'fr'}">
<head>
<meta charset="utf-8">
<title>${esc(title)} - Université de Valmont</title>
<meta name="description" content="${esc(title)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="/jsp/styles/extension-kportal/screen.css">
<link rel="stylesheet" href="/jsp/styles/uv/uv.css">
<script src="/adminsite/scripts/libs/jquery-1.11.3.min.js"></script>
<script>var ksup = {"lang":"${en ? 'en' : 'fr'}","context":"/","menu":[${T.chunk('ksup-a')}],"facets":[${T.chunk('ksup-b')}]};</script>
</head>
<body class="ficheformation">
<header id="header"><div class="banner"><a href="/fr/index.html" class="logo"><img src="/uas/uv/LOGO/logo-univ-valmont.png" alt="Université de Valmont"></a><ul class="acces-directs"><li><a href="https://${H.ent}/">ENT</a></li><li><a href="${MOODLE}/">Moodle</a></li><li><a href="${ANNU}/">Annuaire</a></li><li><a href="${en ? '/fr/index.html' : '/en/index.html'}">${en ? 'FR' : 'EN'}</a></li></ul></div>
<nav id="menu_principal"><ul><li><a href="/fr/universite.html">L'université</a></li><li><a href="/fr/formation/offre-de-formation.html">Formation</a></li><li><a href="/fr/recherche.html">Recherche</a></li><li><a href="/fr/international.html">International</a></li><li><a href="/fr/vie-des-campus.html">Vie des campus</a></li><li><a href="/fr/actualites.html">Actualités</a></li></ul></nav></header>
<div id="page"><p id="fil_ariane"><a href="/fr/index.html">Accueil</a>${crumbs.map(([l, h]) => ` &gt; ${h ? a(h, l) : esc(l)}`).join('')}</p>
<div id="contenu-encadres"><div id="contenu"><h1>${esc(title)}</h1>
${body}
</div></div></div>
<footer id="pied_page"><ul><li><a href="/fr/mentions-legales.html">Mentions légales</a></li><li><a href="/fr/plan-du-site.html">Plan du site</a></li><li><a href="/fr/contacts.html">Contacts</a></li><li><a href="/fr/recrutement.html">Recrutement</a></li></ul><p>Université de Valmont &ndash; 1 place de l'Université &ndash; 49000 Valmont</p></footer>
<script src="/jsp/scripts/uv.js"></script>
</body>
</html>
`);
  }

  private ksupNews(): { id: number; date: number; title: string; slug: string }[] {
    if (this._kn) return this._kn;
    const r = rng(hash('ksup-news'));
    const from = dayOf(2017, 1, 9);
    const N = 220;
    this._kn = Array.from({ length: N }, (_, i) => {
      const date = from + Math.floor((i * (NOW - from)) / N);
      const title = i === N - 1 ? 'Coronavirus : fermeture de l\'université à partir du 16 mars' : pick(r, [`${pick(r, ['Forum', 'Salon', 'Journée'])} ${pick(r, ['de l\'orientation', 'des métiers', 'de l\'alternance', 'portes ouvertes'])} ${dOf(date).getUTCFullYear()}`, `${pick(r, PRENOMS)} ${pick(r, NOMS)} ${pick(r, ['lauréat', 'lauréate'])} du prix ${pick(r, ['de thèse', 'Jeune chercheur', 'de l\'innovation'])}`, `Conférence : ${pick(r, TA)} ${pick(r, TB)}`, `Élections aux conseils centraux : résultats`, `Rentrée universitaire ${dOf(date).getUTCFullYear()}`, `Semaine du développement durable`, `Nouveau bâtiment pour ${pick(r, ['l\'IUT', 'la BU Sciences', 'l\'UFR STAPS', 'la Maison de l\'étudiant'])}`, `Appel à projets ${pick(r, ['recherche', 'pédagogie innovante', 'vie étudiante'])} ${dOf(date).getUTCFullYear()}`]);
      return { id: 4000 + i, date, title, slug: slug(title).slice(0, 60).replace(/-$/, '') };
    });
    return this._kn;
  }
  private _kn?: { id: number; date: number; title: string; slug: string }[];

  private univHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const q = u.searchParams;
    const r = rng(hash(`univ${p}`));
    if (p === '/' || p === '/fr/' || p === '/index.html') return moved(`${UNIV}/fr/index.html`, 302);
    if (p.startsWith('/jsp/') || p.startsWith('/uas/') || p.startsWith('/adminsite/') || p.startsWith('/medias/')) return asset(p, u.href);
    const dips = this.ksupDiplomes();
    const news = this.ksupNews();
    const k404 = () => ({ ...this.ksupShell(u, 'Page introuvable', '<p>La page demandée n\'existe pas ou a été déplacée.</p>'), status: 404 });
    if (p === '/fr/index.html' || p === '/en/index.html') return this.ksupShell(u, p.startsWith('/en/') ? 'University of Valmont' : 'Université de Valmont', `<div class="une">${news.slice(-6).reverse().map((n) => `<div class="actu"><h3>${a(`/fr/actualites/${n.slug}-${n.id}.html`, n.title)}</h3><p>${fmtL(n.date)}</p></div>`).join('')}</div><p>${a('/fr/actualites.html', 'Toutes les actualités')}</p><h2>Composantes</h2><ul>${li(`${DEPT}/`, 'UFR Sciences et Techniques – Département d\'Informatique')}${li('/fr/composantes.html', 'Toutes les composantes')}</ul><p>${T.words(r, 20)}.</p>`);
    if (p === '/fr/actualites.html') {
      const page = Number(q.get('page') ?? 1);
      const list = news.slice().reverse();
      if (page < 1 || (page - 1) * 12 >= list.length) return k404();
      return this.ksupShell(u, 'Actualités', `<ul class="liste-actus">${list.slice((page - 1) * 12, page * 12).map((n) => `<li>${fmtC(n.date)} ${a(`/fr/actualites/${n.slug}-${n.id}.html`, n.title)}</li>`).join('')}</ul><p class="pagination">${page > 1 ? a(`/fr/actualites.html?page=${page - 1}`, 'Précédent') : ''} Page ${page} ${page * 12 < list.length ? a(`/fr/actualites.html?page=${page + 1}`, 'Suivant') : ''}</p>`, [['Actualités', '']]);
    }
    let m = /^\/fr\/actualites\/([a-z0-9-]+)-(\d+)\.html$/.exec(p);
    if (m) {
      const n = news.find((x) => x.id === Number(m![2]));
      if (!n || n.slug !== m[1]) return k404();
      if (q.get('PAGE') === 'imprimer') return html(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${esc(n.title)}</title></head><body onload="window.print()"><h1>${esc(n.title)}</h1>${T.para(r, 4)}</body></html>`);
      return this.ksupShell(u, n.title, `<p class="date">Publié le ${fmtL(n.date)}</p>${T.para(r, 4)}${T.para(r, 2)}<p class="outils">${a(`${p}?PAGE=imprimer`, 'Imprimer')} ${a(`/servlet/com.jsbsoft.jtf.core.SG?PROC=ENVOI_AMI&ACTION=ENVOYER&URL=${encodeURIComponent(UNIV + p)}`, 'Envoyer à un ami')}</p>`, [['Actualités', '/fr/actualites.html'], [n.title, '']]);
    }
    if (p.startsWith('/servlet/')) return toCas(`${UNIV}/servlet/com.jsbsoft.jtf.core.SG`);
    if (['/fr/universite.html', '/fr/recherche.html', '/fr/international.html', '/fr/vie-des-campus.html', '/fr/mentions-legales.html', '/fr/contacts.html', '/fr/recrutement.html', '/fr/composantes.html', '/fr/plan-du-site.html'].includes(p)) {
      const t = p.slice(4, -5).replace(/-/g, ' ');
      const extra = p === '/fr/composantes.html' ? `<ul>${['UFR Sciences et Techniques', 'UFR Droit, Économie et Gestion', 'UFR Lettres, Langues et Sciences humaines', 'UFR STAPS', 'IUT de Valmont'].map((c) => `<li>${esc(c)}${c.includes('Sciences et') ? ` (${a(`${DEPT}/`, 'Département d\'Informatique')})` : ''}</li>`).join('')}</ul>` : p === '/fr/recherche.html' ? `<p>${a(`${LABS}/`, 'LIVAL')} &middot; ${a(`${HAL}/`, 'HAL Université de Valmont')} &middot; ${a(`${THESES}/`, 'Thèses')}</p>` : '';
      return this.ksupShell(u, t.charAt(0).toUpperCase() + t.slice(1), `${T.para(r, 4)}${extra}${T.para(r, 2)}`);
    }
    if (p === '/fr/formation/offre-de-formation.html') {
      const doms: [string, string][] = [['STS', 'Sciences, Technologies, Santé'], ['DEG', 'Droit, Économie, Gestion'], ['ALL', 'Arts, Lettres, Langues'], ['SHS', 'Sciences humaines et sociales']];
      const dom = q.get('domaine');
      const type = q.get('type');
      const list = dips.filter((d) => (!dom || d.dom === dom) && (!type || d.type === type));
      const facets = `<div class="facettes"><h3>Domaine</h3><ul>${doms.map(([k, l]) => li(`/fr/formation/offre-de-formation.html?domaine=${k}${type ? `&type=${type}` : ''}`, l)).join('')}</ul><h3>Type de diplôme</h3><ul>${['Licence', 'Licence professionnelle', 'Master', 'DUT'].map((t) => li(`/fr/formation/offre-de-formation.html?type=${encodeURIComponent(t)}${dom ? `&domaine=${dom}` : ''}`, t)).join('')}</ul></div>`;
      return this.ksupShell(u, 'Offre de formation', `${facets}<ul class="liste-formations">${list.map((d) => li(`/fr/formation/offre-de-formation/${d.slug}-${d.id}.html`, d.title)).join('')}</ul>`, [['Formation', ''], ['Offre de formation', '']]);
    }
    m = /^\/fr\/formation\/offre-de-formation\/([a-z0-9-]+)-([A-Z0-9]+)(?:\/(programme|admission|poursuite-d-etudes))?\.html$/.exec(p);
    if (m) {
      const d = dips.find((x) => x.id === m![2] && x.slug === m![1]);
      if (!d) return k404();
      const base = `/fr/formation/offre-de-formation/${d.slug}-${d.id}`;
      const tabs = `<ul class="onglets">${[['', 'Présentation'], ['/programme', 'Programme'], ['/admission', 'Admission'], ['/poursuite-d-etudes', 'Et après ?']].map(([s, l]) => li(`${base}${s}.html`, l)).join('')}</ul>`;
      const crumbs: [string, string][] = [['Formation', ''], ['Offre de formation', '/fr/formation/offre-de-formation.html'], [d.title, '']];
      if (m[3] === 'programme') {
        const sems = [...new Set(d.ues.map((x) => x.sem))].sort((x, y) => x - y);
        return this.ksupShell(u, `${d.title} - Programme`, `${tabs}${sems.map((s) => `<h3>Semestre ${s}</h3><ul>${d.ues.filter((x) => x.sem === s).map((x) => li(x.ue ? this.ksupUeUrl(x.ue) : `/fr/formation/offre-de-formation/ue/${lc(x.code)}-${slug(x.title)}-${hex(`ue${x.code}`, 8).toUpperCase()}.html`, `${x.code} ${x.title}`)).join('')}</ul>`).join('')}`, crumbs);
      }
      return this.ksupShell(u, d.title, `${tabs}${T.para(r, 4)}${m[3] ? T.para(r, 3) : `<h3>Contacts</h3><p>Secrétariat pédagogique. ${d.slug.includes('informatique') ? a(`${DEPT}/`, 'Site du Département d\'Informatique') : ''}</p>`}`, crumbs);
    }
    m = /^\/fr\/formation\/offre-de-formation\/ue\/([a-z0-9]+)-([a-z0-9-]+)-([A-F0-9]{8})\.html$/.exec(p);
    if (m) {
      const ue = ueByCode.get(m[1]);
      if (ue && this.ksupUeUrl(ue) === UNIV + p) {
        const offs = (this.byUe.get(ue.short) ?? []).filter((o) => o.inKsup && o.home);
        const last = (this.byUe.get(ue.short) ?? []).slice(-1)[0];
        const body = `<div class="fiche-ue"><table><tr><th>Code</th><td>${ue.code}</td></tr><tr><th>Crédits ECTS</th><td>${ue.ects}</td></tr><tr><th>Volume horaire</th><td>CM : ${ue.cm} h &ndash; TD : ${ue.td} h${ue.tp ? ` &ndash; TP : ${ue.tp} h` : ''}</td></tr><tr><th>Langue d'enseignement</th><td>${ue.en ? 'Anglais' : 'Français'}</td></tr><tr><th>Période</th><td>Semestre ${ue.sem}</td></tr>${last ? `<tr><th>Responsable</th><td>${esc(fullName(last.f))}</td></tr>` : ''}</table>
<h3>Objectifs</h3><p>${esc(topicsOf({ ue }).slice(0, 5).join(', '))}.</p>${T.para(r, 2)}
<h3>Contenu</h3><ul>${topicsOf({ ue }).map((t) => `<li>${esc(t)}</li>`).join('')}</ul>
<h3>Compétences visées</h3><p>${T.words(r, 25)}.</p>
<h3>Modalités de contrôle des connaissances</h3><p>Contrôle continu et examen terminal. Voir les MCC de la formation.</p>
${offs.length ? `<h3>Pour en savoir plus</h3><p>Site web de l'UE : ${offs.map((o) => a(this.homeHref(o, 'ksup'), o.home.replace(/^https?:\/\//, ''))).join(', ')}</p>` : ''}</div>`;
        return this.ksupShell(u, `${ue.code} - ${ue.title}`, body, [['Formation', ''], ['Offre de formation', '/fr/formation/offre-de-formation.html'], [ue.level === 'L' ? 'Licence Informatique' : 'Master Informatique', `/fr/formation/offre-de-formation/${ue.level === 'L' ? 'licence-informatique-KLIC24' : 'master-informatique-KMAS31'}.html`], [ue.code, '']]);
      }
      for (const d of dips) {
        const x = d.ues.find((y) => lc(y.code) === m![1] && !y.ue);
        if (x && `${slug(x.title)}` === m[2]) return this.ksupShell(u, `${x.code} - ${x.title}`, `<div class="fiche-ue"><p>Semestre ${x.sem} &ndash; ${int(r, 2, 6)} ECTS</p><h3>Objectifs</h3>${T.para(r, 3)}<h3>Contenu</h3>${T.para(r, 3)}</div>`, [['Offre de formation', '/fr/formation/offre-de-formation.html'], [d.title, `/fr/formation/offre-de-formation/${d.slug}-${d.id}.html`], [x.code, '']]);
      }
      return k404();
    }
    if (p.startsWith('/en/')) return this.ksupShell(u, 'University of Valmont', `${TE.para(r, 4)}<p>${a('/en/index.html', 'Home')} &middot; ${a(`${DEPT}/en/`, 'Computer Science')}</p>`);
    return k404();
  }

  // ===================================================================================================================
  // hal.univ-valmont.fr: the institutional HAL portal (faceted search, documents, versions, BibTeX)
  // ===================================================================================================================

  private halPapers(): { id: number; year: number; type: string; team: string; authors: string[]; title: string; venue: string; versions: number; lang: string }[] {
    if (this._hal) return this._hal;
    const r = rng(hash('hal-papers'));
    const teams = Object.keys(TEAMS).filter((k) => k !== 'ENS');
    this._hal = Array.from({ length: 1300 }, (_, i) => {
      const type = pick(r, ['ART', 'ART', 'COMM', 'COMM', 'COMM', 'POSTER', 'COUV', 'REPORT', 'THESE', 'HDR', 'OUV', 'UNDEFINED']);
      const f = pick(r, FAC);
      const authors = [fullName(f), ...Array.from({ length: int(r, 0, 4) }, () => (r() < 0.5 ? fullName(pick(r, FAC)) : `${pick(r, PRENOMS)} ${pick(r, NOMS)}`))];
      return { id: 1000000 + i * 2347 + (i % 7), year: 2000 + Math.floor((i * 21) / 1300), type, team: f.team === 'ENS' ? pick(r, teams) : f.team, authors: [...new Set(authors)], title: type === 'THESE' || type === 'HDR' ? theseTitle(r) : paperTitle(r), venue: type === 'ART' ? pick(r, JOURNALS) : pick(r, VENUES), versions: r() < 0.3 ? int(r, 2, 3) : 1, lang: r() < 0.75 ? 'en' : 'fr' };
    });
    return this._hal;
  }
  private _hal?: { id: number; year: number; type: string; team: string; authors: string[]; title: string; venue: string; versions: number; lang: string }[];

  private halShell(title: string, body: string): Resp {
    return html(`<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${esc(title)} - Archive ouverte HAL - Université de Valmont</title>
<link rel="stylesheet" href="/public/css/hal-bootstrap.min.css">
<script src="/public/js/jquery.min.js"></script>
<script>var halConfig = {"portal":"univ-valmont","facets":[${T.chunk('hal')}],"i18n":[${T.chunk('hal-b')}]};</script>
</head>
<body>
<div class="navbar navbar-inverse"><div class="container"><a class="brand" href="/">HAL Université de Valmont</a><ul class="nav"><li><a href="/search/index/?q=*">Consulter</a></li><li><a href="/browse/author">Auteurs</a></li><li><a href="/browse/period">Période</a></li><li><a href="/browse/doctype">Type de document</a></li><li><a href="/LIVAL/">Collection LIVAL</a></li></ul><a class="btn" href="https://cas.ccsd.cnrs.fr/cas/login?service=https%3A%2F%2F${H.hal}%2Fuser%2Flogin">Connexion</a></div></div>
<div class="container">
${body}
</div>
<footer class="footer"><div class="container"><p>HAL &ndash; CCSD &ndash; Université de Valmont &middot; <a href="/page/contact">Contact</a> &middot; <a href="/page/mentions-legales">Mentions légales</a></p></div></footer>
</body>
</html>
`);
  }

  private halHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const P = this.halPapers();
    if (p.startsWith('/public/')) return asset(p, u.href);
    if (p === '/' || p === '/LIVAL/' || p === '/LIVAL') {
      const coll = p.startsWith('/LIVAL');
      const recent = P.slice(-12).reverse();
      return this.halShell(coll ? 'Collection LIVAL' : 'Accueil', `<h1>${coll ? 'Laboratoire d\'Informatique de Valmont' : 'Archive ouverte de l\'Université de Valmont'}</h1><p>${P.length} dépôts, dont ${Math.floor(P.length * 0.6)} avec texte intégral.</p><h2>Derniers dépôts</h2><ul>${recent.map((x) => `<li>${a(`/hal-0${x.id}`, x.title)} <small>${esc(x.authors.join(', '))} (${x.year})</small></li>`).join('')}</ul><p>${a(`${coll ? '/LIVAL' : ''}/search/index/?q=*`, 'Tous les dépôts')} &middot; ${a(`/search/index/?q=*&docType_s=THESE`, 'Thèses')}</p>
<div class="row"><div class="span4"><h3>Répartition par année</h3><ul>${Array.from({ length: 21 }, (_, i) => 2020 - i).map((y) => `<li>${a(`${coll ? '/LIVAL' : ''}/search/index/?q=*&producedDateY_i=${y}`, String(y))} (${P.filter((x) => x.year === y).length})</li>`).join('')}</ul></div><div class="span4"><h3>Type de dépôt</h3><ul>${['ART', 'COMM', 'POSTER', 'COUV', 'OUV', 'REPORT', 'THESE', 'HDR', 'UNDEFINED'].map((t) => `<li>${a(`${coll ? '/LIVAL' : ''}/search/index/?q=*&docType_s=${t}`, t)} (${P.filter((x) => x.type === t).length})</li>`).join('')}</ul><h3>Équipes</h3><ul>${Object.keys(TEAMS).filter((k) => k !== 'ENS').map((k) => li(`/LIVAL/search/index/?q=*&collCode_s=LIVAL-${k.toUpperCase()}`, k)).join('')}</ul></div><div class="span4"><h3>Auteurs les plus fréquents</h3><ul>${FAC.slice(0, 12).map((f) => li(`${coll ? '/LIVAL' : ''}/search/index/?q=*&authFullName_s=${encodeURIComponent(fullName(f))}`, fullName(f))).join('')}</ul></div></div>`);
    }
    let m = /^(\/LIVAL)?\/search\/index\/?$/.exec(p);
    if (m) {
      const facets: [string, (x: (typeof P)[number], v: string) => boolean][] = [
        ['docType_s', (x, v) => x.type === v], ['producedDateY_i', (x, v) => String(x.year) === v], ['authFullName_s', (x, v) => x.authors.includes(v)], ['collCode_s', (x, v) => `LIVAL-${x.team.toUpperCase()}` === v], ['language_s', (x, v) => x.lang === v], ['authIdHal_s', (x, v) => x.authors.includes(fullName(facByLogin.get(v) ?? FAC[0])) && facByLogin.has(v)],
      ];
      const active = facets.filter(([k]) => q.has(k));
      if (active.length >= 3) return err500();
      let list = P;
      for (const [k, fn] of active) list = list.filter((x) => fn(x, q.get(k)!));
      const sort = q.get('sort') ?? 'producedDate_tdate desc';
      if (sort.startsWith('title')) list = [...list].sort((x, y) => x.title.localeCompare(y.title));
      else if (sort.includes('asc')) list = [...list].sort((x, y) => x.year - y.year);
      else list = [...list].sort((x, y) => y.year - x.year || y.id - x.id);
      const rows = 30;
      const page = Number(q.get('page') ?? 1);
      if (page < 1 || (page > 1 && (page - 1) * rows >= list.length)) return this.halShell('Recherche', '<p>Aucun résultat</p>');
      const base = new URLSearchParams(q);
      const with1 = (k: string, v: string) => { const b = new URLSearchParams(base); b.set(k, v); b.delete('page'); return `${p}?${b.toString()}`; };
      const key = (x: (typeof P)[number], k: string): string[] => (k === 'docType_s' ? [x.type] : k === 'producedDateY_i' ? [String(x.year)] : k === 'authFullName_s' ? x.authors : k === 'collCode_s' ? [`LIVAL-${x.team.toUpperCase()}`] : [x.lang]);
      const count = (k: string, vals: string[]) => { const m = new Map<string, number>(); for (const x of list) for (const v of key(x, k)) m.set(v, (m.get(v) ?? 0) + 1); return vals.map((v) => [v, m.get(v) ?? 0] as [string, number]).filter(([, n]) => n > 0); };
      const fHtml = (k: string, label: string, vals: string[]) => (active.length >= 2 || q.has(k) || (active.length === 1 && ['authFullName_s', 'producedDateY_i'].includes(k)) ? `<div class="facet"><h4>${label}</h4><ul>${q.has(k) ? `<li class="selected">${esc(q.get(k)!)} ${a(`${p}?q=*`, '×')}</li>` : ''}</ul></div>` : `<div class="facet"><h4>${label}</h4><ul>${count(k, vals).slice(0, active.length ? 6 : 12).map(([v, n]) => `<li>${a(with1(k, v), v)} (${n})</li>`).join('')}</ul></div>`);
      const body = `<div class="row"><div class="span3">${fHtml('docType_s', 'Type de document', ['ART', 'COMM', 'POSTER', 'COUV', 'OUV', 'REPORT', 'THESE', 'HDR', 'UNDEFINED'])}${fHtml('producedDateY_i', 'Année', Array.from({ length: 21 }, (_, i) => String(2020 - i)))}${fHtml('authFullName_s', 'Auteur', FAC.map(fullName))}${fHtml('collCode_s', 'Équipe', Object.keys(TEAMS).filter((k) => k !== 'ENS').map((k) => `LIVAL-${k.toUpperCase()}`))}${fHtml('language_s', 'Langue', ['en', 'fr'])}</div>
<div class="span9"><p>${list.length} résultats &middot; Trier : ${['producedDate_tdate desc', 'producedDate_tdate asc', 'title_sort asc'].map((s) => a(with1('sort', s), s)).join(' | ')}</p><table class="table table-results">${list.slice((page - 1) * rows, page * rows).map((x) => `<tr><td><span class="label">${x.type}</span></td><td>${a(`/hal-0${x.id}`, x.title)}<br><small>${esc(x.authors.join(', '))}. <i>${esc(x.venue)}</i>, ${x.year}</small></td><td>${x.id % 5 ? a(`/hal-0${x.id}/document`, 'PDF') : ''}</td></tr>`).join('')}</table><div class="pagination"><ul>${Array.from({ length: Math.min(10, Math.ceil(list.length / rows)) }, (_, i) => { const b = new URLSearchParams(base); b.set('page', String(i + 1)); return `<li${i + 1 === page ? ' class="active"' : ''}>${a(`${p}?${b.toString()}`, String(i + 1))}</li>`; }).join('')}</ul></div></div></div>`;
      return this.halShell('Recherche', body);
    }
    m = /^\/hal-0(\d{7})(?:\/(document|bibtex|v(\d)|file\/[a-z0-9_-]+\.pdf))?$/.exec(p);
    if (m) {
      const x = P.find((y) => y.id === Number(m![1]));
      if (!x) return { ...this.halShell('Document introuvable', '<p>Le document demandé n\'existe pas.</p>'), status: 404 };
      if (m[2] === 'document' || m[2]?.startsWith('file/')) return x.id % 5 ? bin('application/pdf', u.href) : { ...this.halShell('Fichier', '<p>Aucun fichier n\'est associé à ce document.</p>'), status: 404 };
      if (m[2] === 'bibtex') return { status: 200, type: 'text/plain; charset=utf-8', body: `@${x.type === 'ART' ? 'article' : 'inproceedings'}{hal-0${x.id},\n  TITLE = {{${x.title}}},\n  AUTHOR = {${x.authors.join(' and ')}},\n  URL = {${HAL}/hal-0${x.id}},\n  ${x.type === 'ART' ? 'JOURNAL' : 'BOOKTITLE'} = {{${x.venue}}},\n  YEAR = {${x.year}},\n  HAL_ID = {hal-0${x.id}},\n  HAL_VERSION = {v${x.versions}},\n}\n` };
      const v = m[3] ? Number(m[3]) : x.versions;
      if (v < 1 || v > x.versions) return { ...this.halShell('Version introuvable', '<p>Version inexistante.</p>'), status: 404 };
      const r = rng(hash(`hal${x.id}`));
      return this.halShell(x.title, `<h1>${esc(x.title)}</h1><p class="authors">${x.authors.map((n) => a(`/search/index/?q=*&authFullName_s=${encodeURIComponent(n)}`, n)).join(', ')}</p><p><b>${x.type}</b> &middot; <i>${esc(x.venue)}</i>, ${x.year} &middot; ${x.lang === 'en' ? 'Anglais' : 'Français'}</p><h3>Résumé</h3><p>${x.lang === 'en' ? TE.words(r, 80) : T.words(r, 80)}.</p>${x.id % 5 ? `<p>${a(`/hal-0${x.id}/document`, 'Document (PDF)')}</p>` : ''}<p>${Array.from({ length: x.versions }, (_, i) => a(`/hal-0${x.id}/v${i + 1}`, `v${i + 1}`)).join(' ')} &middot; ${a(`/hal-0${x.id}/bibtex`, 'BibTeX')} &middot; Équipe ${a(`/LIVAL/search/index/?q=*&collCode_s=LIVAL-${x.team.toUpperCase()}`, x.team)}</p><p>Identifiant : hal-0${x.id}, version ${v}</p>`);
    }
    if (p === '/browse/author') {
      const letter = q.get('letter') ?? 'A';
      return this.halShell('Auteurs', `<p>${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => a(`/browse/author?letter=${c}`, c)).join(' ')}</p><ul>${FAC.filter((f) => deaccent(f.last)[0] === letter).map((f) => li(`/search/index/?q=*&authFullName_s=${encodeURIComponent(fullName(f))}`, `${f.last}, ${f.first}`)).join('') || '<li>Aucun auteur</li>'}</ul>`);
    }
    if (p === '/browse/period') return this.halShell('Période', `<ul>${Array.from({ length: 21 }, (_, i) => li(`/search/index/?q=*&producedDateY_i=${2020 - i}`, String(2020 - i))).join('')}</ul>`);
    if (p === '/browse/doctype') return this.halShell('Type de document', `<ul>${['ART', 'COMM', 'POSTER', 'COUV', 'OUV', 'REPORT', 'THESE', 'HDR'].map((t) => li(`/search/index/?q=*&docType_s=${t}`, t)).join('')}</ul>`);
    if (p.startsWith('/page/')) return this.halShell('Information', T.para(rng(hash(p)), 4));
    if (p === '/user/login') return toCas(`${HAL}/user/login`);
    return { ...this.halShell('Page introuvable', '<p>Page introuvable.</p>'), status: 404 };
  }

  // ===================================================================================================================
  // theses.univ-valmont.fr: a theses.fr-like catalogue of the university's PhD theses
  // ===================================================================================================================

  private theses(): { nnt: string; year: number; author: string; title: string; disc: string; dir: string; soutenue: boolean; login?: string }[] {
    if (this._th) return this._th;
    const r = rng(hash('theses'));
    const out: { nnt: string; year: number; author: string; title: string; disc: string; dir: string; soutenue: boolean; login?: string }[] = [];
    for (const x of this.people) if (x.kind === 'doc') out.push({ nnt: x.soutenance ? `${dOf(x.soutenance).getUTCFullYear()}VALM${pad(x.idx, 4)}` : `s${100000 + x.idx * 7}`, year: x.soutenance ? dOf(x.soutenance).getUTCFullYear() : x.since, author: `${x.first} ${x.last}`, title: theseTitle(rng(hash(`these${x.login}`))), disc: 'Informatique', dir: fullName(x.advisor), soutenue: !!x.soutenance && x.soutenance <= NOW, login: x.login });
    const discs = ['Mathématiques', 'Physique', 'Chimie', 'Biologie', 'Droit privé', 'Histoire', 'Psychologie', 'Sciences économiques', 'Informatique', 'Sciences de l\'éducation'];
    for (let i = 0; i < 380; i++) {
      const y = int(r, 2006, 2020);
      out.push({ nnt: `${y}VALM${pad(100 + i, 4)}`, year: y, author: `${pick(r, PRENOMS)} ${pick(r, NOMS)}`, title: `${pick(r, ['Étude', 'Contribution à l\'étude', 'Analyse', 'Modélisation', 'Approche'])} ${pick(r, ['des', 'de la', 'du'])} ${pick(r, ['dynamique', 'structure', 'réception', 'régulation', 'transformation', 'gouvernance'])} ${pick(r, ['des systèmes complexes', 'des politiques publiques', 'des matériaux poreux', 'du droit des contrats', 'des sociétés médiévales', 'des apprentissages', 'des écosystèmes côtiers'])}`, disc: pick(r, discs), dir: `${pick(r, PRENOMS)} ${pick(r, NOMS)}`, soutenue: y < 2020 || r() < 0.3 });
    }
    this._th = out;
    return out;
  }
  private _th?: { nnt: string; year: number; author: string; title: string; disc: string; dir: string; soutenue: boolean; login?: string }[];

  private thesesHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const TH = this.theses();
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${esc(title)} - Thèses de l'Université de Valmont</title><link rel="stylesheet" href="/css/theses.css"><script>var th={"f":[${T.chunk('theses')}],"ed":[${T.chunk('theses-b')}]};</script></head><body><header><a href="/">Thèses &ndash; Université de Valmont</a><form action="/" method="get"><input name="q" value="${esc(q.get('q') ?? '')}"><button>Rechercher</button></form></header><main>${body}</main><footer><p>Données issues de STEP / SUDOC. <a href="/apropos">À propos</a></p></footer></body></html>`);
    if (p.startsWith('/css/')) return asset(p, u.href);
    if (p === '/apropos') return shell('À propos', T.para(rng(1), 4));
    if (p === '/') {
      const fq = q.getAll('fq');
      if (fq.length > 4 || Number(q.get('start') ?? 0) >= 400) return err500();
      let list = TH;
      for (const f of fq) {
        const [k, v] = f.split(':');
        if (k === 'discipline') list = list.filter((x) => discSlug(x.disc) === v);
        else if (k === 'annee') list = list.filter((x) => String(x.year) === v);
        else if (k === 'statut') list = list.filter((x) => (v === 'soutenue') === x.soutenue);
        else if (k !== 'etablissement') return shell('Erreur', '<p>Filtre inconnu.</p>');
      }
      const qq = (q.get('q') ?? '').toLowerCase();
      if (qq) list = list.filter((x) => x.title.toLowerCase().includes(qq) || x.author.toLowerCase().includes(qq));
      const start = Number(q.get('start') ?? 0);
      if (start % 10 || (start && start >= list.length)) return shell('Recherche', '<p>Aucun résultat.</p>');
      const link = (extra: string[], s = 0) => { const b = new URLSearchParams(); b.set('q', q.get('q') ?? ''); for (const f of [...fq, ...extra]) b.append('fq', f); if (s) b.set('start', String(s)); return `/?${b.toString()}`; };
      const facet = (k: string, vals: string[]) => `<ul>${fq.some((f) => f.startsWith(`${k}:`)) ? fq.filter((f) => f.startsWith(`${k}:`)).map((f) => `<li class="selected">${esc(f.slice(k.length + 1))}</li>`).join('') : vals.map((v) => li(link([`${k}:${v}`]), v)).join('')}</ul>`;
      const body = `<aside><h3>Discipline</h3>${facet('discipline', [...new Set(TH.map((x) => discSlug(x.disc)))])}<h3>Année</h3>${facet('annee', Array.from({ length: 15 }, (_, i) => String(2020 - i)))}<h3>Statut</h3>${facet('statut', ['soutenue', 'en-preparation'])}</aside><section><p>${list.length} thèses</p><ol start="${start + 1}">${list.slice(start, start + 10).map((x) => `<li>${a(`/${x.nnt}`, x.title)}<br><small>${esc(x.author)}, ${x.soutenue ? `soutenue en ${x.year}` : 'en préparation'}, ${esc(x.disc)}, dir. ${esc(x.dir)}</small></li>`).join('')}</ol><p>${start ? a(link([], start - 10), '« Précédent') : ''} ${start + 10 < list.length ? a(link([], start + 10), 'Suivant »') : ''}</p></section>`;
      return shell('Recherche', body);
    }
    const m = /^\/(\d{4}VALM\d{4}|s\d{6})(\/document)?$/.exec(p);
    if (m) {
      const x = TH.find((y) => y.nnt === m[1]);
      if (!x) return { ...shell('Introuvable', '<p>Thèse introuvable.</p>'), status: 404 };
      if (m[2]) return x.soutenue ? bin('application/pdf', u.href) : { ...shell('Introuvable', '<p>Document non disponible.</p>'), status: 404 };
      const r = rng(hash(`th${x.nnt}`));
      return shell(x.title, `<h1>${esc(x.title)}</h1><p>par <b>${esc(x.author)}</b></p><p>${x.soutenue ? `Thèse de doctorat en ${esc(x.disc)}, soutenue en ${x.year}` : `Thèse en préparation en ${esc(x.disc)} depuis ${x.year}`}, Université de Valmont, École doctorale Sciences et Technologies (ED 605).</p><p>Sous la direction de ${esc(x.dir)}.</p><h3>Résumé</h3><p>${T.words(r, 90)}.</p>${x.soutenue && x.login ? `<p>${a(`/${x.nnt}/document`, 'Accéder au texte intégral')}</p>` : ''}<p>${a(`/?q=&fq=discipline:${slug(x.disc)}`, `Autres thèses en ${x.disc}`)}</p>`);
    }
    return { ...shell('Introuvable', '<p>Page introuvable.</p>'), status: 404 };
  }

  // ===================================================================================================================
  // wiki.lival.univ-valmont.fr: the lab's MediaWiki (histories, oldid, diffs, special pages)
  // ===================================================================================================================

  private wikiPages(): { title: string; revs: number[]; users: string[]; cat: string }[] {
    if (this._wp) return this._wp;
    const r = rng(hash('wiki-pages'));
    const base = ['Accueil', 'Serveur_enseignement', 'Pages_personnelles', 'Cluster_de_calcul', 'Imprimantes', 'VPN', 'Salle_TP_104', 'Salle_TP_105', 'Installation_Debian', 'Comptes_étudiants', 'GitLab', 'Réservation_des_salles', 'Arrivée_d\'un_doctorant', 'Départ_d\'un_membre', 'Messagerie', 'Listes_de_diffusion', 'Sauvegardes', 'Proxy', 'Wifi_eduroam', 'Visioconférence', 'BigBlueButton', 'Télétravail', 'Missions', 'Commandes', 'Séminaire_LIVAL', 'Soutenances', 'Machines_virtuelles', 'Docker', 'Slurm', 'GPU', 'Licences_logiciels', 'MATLAB', 'CPLEX', 'LaTeX', 'Modèles_de_transparents', 'Charte_graphique', 'Site_web_du_labo', 'HAL', 'Théses_en_cours', 'Conseil_de_laboratoire'];
    const out = base.map((title) => ({ title, revs: [] as number[], users: [] as string[], cat: pick(r, ['Informatique', 'Administratif', 'Enseignement', 'Recherche', 'Procédures']) }));
    for (let i = 0; i < 230; i++) out.push({ title: `${pick(r, ['Réunion', 'Projet', 'Procédure', 'Notes', 'Compte_rendu', 'Atelier', 'Machine'])}_${pick(r, ['MoVe', 'GDD', 'RSD', 'AIA', 'ALCO', 'LaPro', 'serveur', 'cluster', 'ANR', 'équipe'])}_${2012 + (i % 9)}_${i}`, revs: [], users: [], cat: pick(r, ['Informatique', 'Administratif', 'Enseignement', 'Recherche', 'Procédures']) });
    let rev = 1200;
    for (const pg of out) {
      const n = int(r, 1, 14);
      for (let k = 0; k < n; k++) { pg.revs.push(rev); rev += int(r, 1, 9); pg.users.push(pick(r, FAC).login); }
    }
    this._wp = out;
    return out;
  }
  private _wp?: { title: string; revs: number[]; users: string[]; cat: string }[];

  private wikiHost(u: URL): Resp {
    const q = u.searchParams;
    const W = this.wikiPages();
    let title = q.get('title') ?? '';
    const m = /^\/index\.php\/(.+)$/.exec(decodeURIComponent(u.pathname));
    if (m) title = m[1];
    if (u.pathname === '/' ) return moved(`${WIKI}/index.php/Accueil`);
    if (u.pathname.startsWith('/skins/') || u.pathname.startsWith('/resources/') || u.pathname === '/load.php') return asset(`${u.pathname}.css`, u.href);
    if (u.pathname !== '/index.php' && !m) return apache404(u.pathname, H.wiki);
    const action = q.get('action') ?? 'view';
    const special = title.startsWith('Spécial:');
    const shell = (t: string, body: string, status = 200): Resp => ({ ...html(`<!DOCTYPE html>
<html class="client-nojs" lang="fr" dir="ltr">
<head>
<meta charset="UTF-8"/>
<title>${esc(t.replace(/_/g, ' '))} — Wiki LIVAL</title>
<script>document.documentElement.className="client-js";RLCONF={"wgCanonicalNamespace":"","wgPageName":"${esc(t)}","wgTitle":"${esc(t.replace(/_/g, ' '))}","wgAction":"${action}","wgUserName":null,"wgUserGroups":["*"],"wgContentLanguage":"fr","wgSiteName":"Wiki LIVAL","wgVersion":"1.31.6","blob":[${T.chunk('mw')}]};</script>
<link rel="stylesheet" href="/load.php?lang=fr&amp;modules=mediawiki.legacy.commonPrint%2Cshared%7Cskins.vector.styles&amp;only=styles&amp;skin=vector"/>
<meta name="generator" content="MediaWiki 1.31.6"/>
</head>
<body class="mediawiki ltr sitedir-ltr skin-vector action-${action}">
<div id="content" class="mw-body" role="main"><h1 id="firstHeading" class="firstHeading">${esc(t.replace(/_/g, ' '))}</h1><div id="bodyContent" class="mw-body-content">
${body}
</div></div>
<div id="mw-navigation"><div id="mw-head"><div id="p-personal"><ul><li id="pt-login"><a href="/index.php?title=Sp%C3%A9cial:Connexion&amp;returnto=${encodeURIComponent(t)}">Se connecter</a></li></ul></div>${special ? '' : `<div id="left-navigation"><div id="p-namespaces" class="vectorTabs"><ul><li><a href="/index.php/${encodeURIComponent(t.replace(/^Discussion:/, ''))}">Page</a></li><li>${hash(t.replace(/^Discussion:/, '')) % 3 === 0 ? `<a href="/index.php/Discussion:${encodeURIComponent(t.replace(/^Discussion:/, ''))}">Discussion</a>` : `<a href="/index.php?title=Discussion:${encodeURIComponent(t.replace(/^Discussion:/, ''))}&amp;action=edit&amp;redlink=1" class="new">Discussion</a>`}</li></ul></div></div><div id="right-navigation"><div id="p-views" class="vectorTabs"><ul><li><a href="/index.php/${encodeURIComponent(t)}">Lire</a></li><li><a href="/index.php?title=${encodeURIComponent(t)}&amp;action=edit">Voir le texte source</a></li><li><a href="/index.php?title=${encodeURIComponent(t)}&amp;action=history">Historique</a></li></ul></div></div>`}</div>
<div id="mw-panel"><div class="portal" id="p-navigation"><ul><li><a href="/index.php/Accueil">Accueil</a></li><li><a href="/index.php/Sp%C3%A9cial:Modifications_r%C3%A9centes">Modifications récentes</a></li><li><a href="/index.php/Sp%C3%A9cial:Toutes_les_pages">Toutes les pages</a></li><li><a href="/index.php/Sp%C3%A9cial:Page_au_hasard">Page au hasard</a></li></ul></div>${special ? '' : `<div class="portal" id="p-tb"><ul><li><a href="/index.php/Sp%C3%A9cial:Pages_li%C3%A9es/${encodeURIComponent(t)}">Pages liées</a></li><li><a href="/index.php?title=${encodeURIComponent(t)}&amp;printable=yes">Version imprimable</a></li><li><a href="/index.php?title=${encodeURIComponent(t)}&amp;action=info">Informations sur la page</a></li></ul></div>`}</div></div>
<div id="footer"><ul><li>Dernière modification de cette page le ${fmtL(NOW - (hash(t) % 900))}.</li><li><a href="/index.php/Wiki_LIVAL:%C3%80_propos">À propos du Wiki LIVAL</a></li></ul></div>
</body>
</html>
`), status });
    if (title.startsWith('Spécial:')) {
      const sp = title.slice(8);
      if (sp === 'Connexion') return shell('Connexion', `<form method="post" action="/index.php?title=Sp%C3%A9cial:Connexion&amp;action=submitlogin&amp;type=login"><label>Nom d'utilisateur</label><input name="wpName"><label>Mot de passe</label><input type="password" name="wpPassword"><input type="submit" value="Se connecter"></form><p>Connexion avec le compte LDAP du laboratoire.</p>`);
      if (sp === 'Toutes_les_pages') return shell('Toutes les pages', `<ul>${W.map((pg) => li(`/index.php/${encodeURIComponent(pg.title)}`, pg.title.replace(/_/g, ' '))).join('')}</ul>`);
      if (sp === 'Page_au_hasard') return moved(`${WIKI}/index.php/${encodeURIComponent(W[hash(u.href) % W.length].title)}`, 302);
      if (sp === 'Modifications_récentes') {
        const days = Number(q.get('days') ?? 30);
        const limit = Number(q.get('limit') ?? 50);
        const all = W.flatMap((pg) => pg.revs.map((rv, i) => ({ pg, rv, i }))).sort((x, y) => y.rv - x.rv).slice(0, Math.min(limit, 500));
        return shell('Modifications récentes', `<p>Afficher les ${[50, 100, 250, 500].map((n) => a(`/index.php?title=Sp%C3%A9cial:Modifications_r%C3%A9centes&days=${days}&limit=${n}`, String(n))).join(' | ')} dernières modifications sur les ${[1, 3, 7, 14, 30].map((d) => a(`/index.php?title=Sp%C3%A9cial:Modifications_r%C3%A9centes&days=${d}&limit=${limit}`, String(d))).join(' | ')} derniers jours</p><ul>${all.map(({ pg, rv, i }) => `<li>(${i ? a(`/index.php?title=${encodeURIComponent(pg.title)}&diff=${rv}&oldid=${pg.revs[i - 1]}`, 'diff') : 'diff'} | ${a(`/index.php?title=${encodeURIComponent(pg.title)}&action=history`, 'hist')}) ${a(`/index.php/${encodeURIComponent(pg.title)}`, pg.title.replace(/_/g, ' '))} ; ${esc(pg.users[i])}</li>`).join('')}</ul>`);
      }
      const pl = /^Pages_liées\/(.+)$/.exec(sp);
      if (pl) return shell(`Pages liées à ${pl[1]}`, `<ul>${W.filter((pg) => hash(pg.title + pl[1]) % 17 === 0).map((pg) => li(`/index.php/${encodeURIComponent(pg.title)}`, pg.title)).join('') || '<li>Aucune page ne pointe vers celle-ci.</li>'}</ul>`);
      return shell('Page spéciale inexistante', '<p>Vous avez demandé une page spéciale qui n\'est pas reconnue par le wiki.</p>', 404);
    }
    const talk = title.startsWith('Discussion:');
    const pg = W.find((x) => x.title === title.replace(/^Discussion:/, ''));
    if (pg && talk && q.get('redlink') === '1') return moved(`${WIKI}/index.php?title=Sp%C3%A9cial:Connexion&returnto=${encodeURIComponent(title)}`, 302);
    if (!pg || (talk && hash(pg.title) % 3)) return shell(title, `<p>Il n'y a pour l'instant aucun texte sur cette page. Vous pouvez <a href="/index.php/Sp%C3%A9cial:Recherche/${encodeURIComponent(title)}">lancer une recherche sur ce titre</a>.</p>`, 404);
    const r = rng(hash(`wiki${title}${q.get('oldid') ?? ''}`));
    if (action === 'edit' || (talk && q.get('redlink') === '1')) return moved(`${WIKI}/index.php?title=Sp%C3%A9cial:Connexion&returnto=${encodeURIComponent(title)}`, 302);
    if (action === 'history') return shell(`${title} : Historique des versions`, `<ul id="pagehistory">${pg.revs.map((rv, i) => `<li>(${a(`/index.php?title=${encodeURIComponent(title)}&diff=${pg.revs[pg.revs.length - 1]}&oldid=${rv}`, 'actu')} | ${i ? a(`/index.php?title=${encodeURIComponent(title)}&diff=${rv}&oldid=${pg.revs[i - 1]}`, 'diff') : 'diff'}) ${a(`/index.php?title=${encodeURIComponent(title)}&oldid=${rv}`, fmtL(dayOf(2012, 1, 1) + (rv - 1200) * 2))} ${a(`/index.php/Utilisateur:${pg.users[i]}`, pg.users[i])}</li>`).reverse().join('')}</ul>`);
    if (action === 'info') return shell(`Informations pour « ${title} »`, `<table><tr><td>Titre affiché</td><td>${esc(title)}</td></tr><tr><td>Nombre de modifications</td><td>${pg.revs.length}</td></tr></table>`);
    if (q.has('diff')) {
      const d = Number(q.get('diff'));
      const o = Number(q.get('oldid'));
      if (!pg.revs.includes(d) || !pg.revs.includes(o)) return shell('Version introuvable', '<p>La version demandée n\'a pas été trouvée.</p>', 404);
      return shell(title, `<table class="diff"><tr><td>${a(`/index.php?title=${encodeURIComponent(title)}&oldid=${o}`, `Version du ${o}`)}</td><td>${a(`/index.php?title=${encodeURIComponent(title)}&oldid=${d}`, `Version du ${d}`)}</td></tr><tr><td class="diff-deletedline">${T.words(r, 20)}</td><td class="diff-addedline">${T.words(r, 22)}</td></tr></table>`);
    }
    if (q.has('oldid') && !pg.revs.includes(Number(q.get('oldid')))) return shell('Version introuvable', '<p>La version demandée n\'a pas été trouvée.</p>', 404);
    let extra = '';
    if (pg.title === 'Serveur_enseignement') extra = `<h2>Pages hébergées (historique)</h2><ul>${this.offs.filter((o) => o.kind === 'legacy' && hash(o.key + 'wiki') % 3 === 0).map((o) => li(o.home, `${codeOf(o)} ${o.yr.label}`)).join('')}</ul><p>Le serveur ${a(`${ENS}/`, H.ens)} est en lecture seule depuis 2017.</p>`;
    if (pg.title === 'Pages_personnelles') extra = `<p>Les pages sont servies par ${a(`${PP}/`, H.pp)} (nginx) ou, pour les anciennes, par les userdir de ${a(`${LAB}/`, H.lab)}.</p>`;
    return shell(title, `${q.has('oldid') ? `<div class="mw-revision"><p>Ceci est une version archivée de cette page (${q.get('oldid')}).</p></div>` : ''}${T.para(r, 3)}<h2>Procédure</h2><ol>${Array.from({ length: int(r, 2, 6) }, () => `<li>${T.words(r, 10)}</li>`).join('')}</ol>${extra}${T.para(r, 2)}<p>Voir aussi : ${Array.from({ length: 3 }, () => { const o = pick(r, W); return a(`/index.php/${encodeURIComponent(o.title)}`, o.title.replace(/_/g, ' ')); }).join(', ')}</p><div class="catlinks">Catégorie : ${a(`/index.php/Cat%C3%A9gorie:${pg.cat}`, pg.cat)}</div>`);
  }

  // ===================================================================================================================
  // photos.univ-valmont.fr: Piwigo
  // ===================================================================================================================

  private albums(): { id: number; title: string; first: number; n: number; date: number }[] {
    if (this._al) return this._al;
    const r = rng(hash('albums'));
    let first = 1;
    this._al = Array.from({ length: 64 }, (_, i) => {
      const date = dayOf(2013, 1, 1) + Math.floor((i * (NOW - dayOf(2013, 1, 1))) / 64);
      const n = int(r, 25, 140);
      const al = { id: i + 1, title: `${pick(r, ['Remise des diplômes', 'Journée portes ouvertes', 'Forum des métiers', 'Nuit de l\'Info', 'Fête de la science', 'Colloque', 'Inauguration', 'Gala', 'Rentrée', 'Hackathon', 'Sport U', 'Conférence'])} ${dOf(date).getUTCFullYear()}`, first, n, date };
      first += n;
      return al;
    });
    return this._al;
  }
  private _al?: { id: number; title: string; first: number; n: number; date: number }[];

  private photosHost(u: URL): Resp {
    const p = u.pathname;
    const s = decodeURIComponent(u.search.slice(1));
    const A = this.albums();
    const shell = (title: string, body: string, status = 200): Resp => ({ ...html(`<!DOCTYPE html><html lang="fr" dir="ltr"><head><meta charset="utf-8"><meta name="generator" content="Piwigo (aka PWG), see piwigo.org"><title>${esc(title)} | Photothèque de l'Université de Valmont</title><link rel="stylesheet" type="text/css" href="_data/combined/1x3k9z.css"><script>var pwg = {"derivatives":[${T.chunk('pwg')}],"plugins":[${T.chunk('pwg-b')}],"lang":[${T.chunk('pwg-c')}]};</script><script src="themes/default/js/jquery.min.js?v2.10.1"></script><script src="themes/default/js/switchbox.js?v2.10.1"></script></head><body id="theCategoryPage"><div id="theHeader"><h1>Photothèque de l'Université de Valmont</h1></div><div id="menubar"><dl id="mbCategories"><dt><a href="index.php?/categories">Albums</a></dt><dd><ul>${A.slice(-8).map((al) => li(`index.php?/category/${al.id}`, al.title)).join('')}</ul></dd></dl><dl id="mbSpecials"><dt>Explorer</dt><dd><ul><li><a href="index.php?/most_visited">Plus vues</a></li><li><a href="index.php?/recent_pics">Photos récentes</a></li><li><a href="index.php?/tags">Tags</a></li><li><a href="index.php?/categories/created-monthly-calendar">Calendrier</a></li></ul></dd></dl><dl id="mbIdentification"><dt>Identification</dt><dd><a href="identification.php" rel="nofollow">Connexion</a></dd></dl></div><div id="content" class="content">${body}</div><div id="copyright">Propulsé par <a href="https://fr.piwigo.org">Piwigo</a></div></body></html>`), status });
    const photo = (pid: number) => A.find((al) => pid >= al.first && pid < al.first + al.n);
    const thumbs = (ids: number[], cat?: number) => `<ul class="thumbnails" id="thumbnails">${ids.map((pid) => `<li><a href="picture.php?/${pid}/category/${cat ?? photo(pid)?.id ?? 1}"><img src="_data/i/upload/${fmtISO(photo(pid)?.date ?? NOW).slice(0, 7).replace('-', '/')}/${hex(`img${pid}`, 16)}-th.jpg" alt="IMG_${pid}"></a></li>`).join('')}</ul>`;
    if (p.startsWith('/_data/') || p.startsWith('/i.php') || p.startsWith('/upload/')) return bin('image/jpeg', u.href);
    if (p === '/identification.php') return shell('Identification', '<form method="post" action="identification.php"><input name="username"><input type="password" name="password"><input type="submit" value="Valider"></form>');
    if (p === '/action.php') return bin('image/jpeg', u.href);
    if (p === '/picture.php') {
      const m = /^\/(\d+)\/category\/(\d+)(&slideshow=.*)?$/.exec(s);
      if (!m) return shell('Erreur', '<p>Requête invalide</p>', 404);
      const pid = Number(m[1]);
      const al = photo(pid);
      if (!al || al.id !== Number(m[2])) return shell('Erreur', '<p>Photo inexistante</p>', 404);
      if (pid % 97 === 13) return err500();
      const prev = pid > al.first ? pid - 1 : 0;
      const next = pid < al.first + al.n - 1 ? pid + 1 : 0;
      return shell(`IMG_${pid}`, `<div id="imageToolBar">${prev ? a(`picture.php?/${prev}/category/${al.id}`, '‹ Précédente') : ''} ${a(`index.php?/category/${al.id}/start-${Math.floor((pid - al.first) / 15) * 15}`, 'Miniatures')} ${next ? a(`picture.php?/${next}/category/${al.id}`, 'Suivante ›') : ''} ${m[3] ? a(`picture.php?/${pid}/category/${al.id}`, 'Arrêter le diaporama') : a(`picture.php?/${pid}/category/${al.id}&slideshow=+repeat-true+period-2`, 'Diaporama')} ${a(`action.php?id=${pid}&part=e&download`, 'Télécharger')}</div><div id="theImage"><img src="_data/i/upload/${fmtISO(al.date).slice(0, 7).replace('-', '/')}/${hex(`img${pid}`, 16)}-me.jpg" alt="IMG_${pid}"></div><dl id="standard"><dt>Album</dt><dd>${a(`index.php?/category/${al.id}`, al.title)}</dd><dt>Visites</dt><dd>${hash(`v${pid}`) % 900}</dd></dl>`);
    }
    if (p !== '/' && p !== '/index.php') return shell('Erreur', '<p>Page introuvable</p>', 404);
    if (!s || s === '/categories') return shell('Accueil', `<ul class="thumbnailCategories">${A.slice().reverse().map((al) => `<li><div class="thumbnailCategory"><a href="index.php?/category/${al.id}"><img src="_data/i/upload/${fmtISO(al.date).slice(0, 7).replace('-', '/')}/${hex(`img${al.first}`, 16)}-sq.jpg" alt=""></a><h3>${a(`index.php?/category/${al.id}`, al.title)}</h3><p>${al.n} photos</p></div></li>`).join('')}</ul>`);
    let m = /^\/category\/(\d+)(?:\/start-(\d+))?$/.exec(s);
    if (m) {
      const al = A.find((x) => x.id === Number(m![1]));
      const start = Number(m[2] ?? 0);
      if (!al || start % 15 || start >= al.n) return shell('Erreur', '<p>Album inexistant</p>', 404);
      const ids = Array.from({ length: Math.min(15, al.n - start) }, (_, k) => al.first + start + k);
      const pages = Math.ceil(al.n / 15);
      return shell(al.title, `<h2>${esc(al.title)}</h2>${thumbs(ids, al.id)}<div class="navigationBar">${Array.from({ length: pages }, (_, i) => (i * 15 === start ? `<span class="pageNumberSelected">${i + 1}</span>` : a(`index.php?/category/${al.id}${i ? `/start-${i * 15}` : ''}`, String(i + 1)))).join(' ')}</div>`);
    }
    if (s === '/most_visited' || s === '/recent_pics' || s.startsWith('/most_visited/start-') || s.startsWith('/recent_pics/start-')) {
      const start = Number(/start-(\d+)/.exec(s)?.[1] ?? 0);
      if (start % 15 || start > 300) return shell('Erreur', '<p>Page introuvable</p>', 404);
      const r = rng(hash(s));
      const total = A[A.length - 1].first + A[A.length - 1].n;
      const ids = Array.from({ length: 15 }, () => 1 + Math.floor(r() * (total - 1)));
      const base = s.split('/start-')[0];
      return shell(base.slice(1), `${thumbs(ids)}<div class="navigationBar">${start ? a(`index.php?${base}/start-${start - 15}`, '‹ Précédent') : ''} ${start < 300 ? a(`index.php?${base}/start-${start + 15}`, 'Suivant ›') : ''}</div>`);
    }
    if (s === '/tags') return shell('Tags', `<ul>${PWG_TAGS.map((t, i) => li(`index.php?/tags/${i + 1}-${slug(t)}`, t)).join('')}</ul>`);
    m = /^\/tags\/(\d+)-([a-z0-9-]+)(?:\/start-(\d+))?$/.exec(s);
    if (m) {
      const t = PWG_TAGS[Number(m[1]) - 1];
      if (!t) return shell('Erreur', '<p>Tag inexistant</p>', 404);
      const start = Number(m[3] ?? 0);
      const pool = A.filter((al) => hash(al.title + t) % 4 === 0).flatMap((al) => Array.from({ length: Math.min(al.n, 12) }, (_, k) => al.first + k));
      if (start % 15 || (start && start >= pool.length)) return shell('Erreur', '<p>Page introuvable</p>', 404);
      return shell(t, `${thumbs(pool.slice(start, start + 15))}<div class="navigationBar">${start + 15 < pool.length ? a(`index.php?/tags/${m[1]}-${m[2]}/start-${start + 15}`, 'Suivant ›') : ''}</div>`);
    }
    m = /^\/categories\/(created|posted)-monthly-(calendar|list)(?:-(\d{4}))?(?:-(\d{2}))?$/.exec(s);
    if (m) {
      const y = m[3] ? Number(m[3]) : 0;
      const mo = m[4] ? Number(m[4]) : 0;
      const mode = `${m[1]}-monthly-${m[2]}`;
      if (!y) return shell('Calendrier', `<ul>${Array.from({ length: 8 }, (_, i) => 2013 + i).map((yy) => li(`index.php?/categories/${mode}-${yy}`, String(yy))).join('')}</ul><p>${a(`index.php?/categories/${m[1]}-monthly-${m[2] === 'list' ? 'calendar' : 'list'}`, 'Changer de vue')} ${a(`index.php?/categories/${m[1] === 'created' ? 'posted' : 'created'}-monthly-${m[2]}`, m[1] === 'created' ? 'Date de publication' : 'Date de création')}</p>`);
      if (y < 2013 || y > 2020 || mo > 12) return shell('Erreur', '<p>Date invalide</p>', 404);
      if (!mo) return shell(`Calendrier ${y}`, `<ul>${Array.from({ length: 12 }, (_, i) => li(`index.php?/categories/${mode}-${y}-${pad(i + 1)}`, `${MOIS[i]} ${y}`)).join('')}</ul>`);
      const al = A.filter((x) => fmtISO(x.date).startsWith(`${y}-${pad(mo)}`));
      return shell(`${MOIS[mo - 1]} ${y}`, al.length ? thumbs(al.flatMap((x) => Array.from({ length: Math.min(x.n, 15) }, (_, k) => x.first + k))) : '<p>Aucune photo</p>');
    }
    return shell('Erreur', '<p>Page introuvable</p>', 404);
  }

  // ===================================================================================================================
  // annuaire.univ-valmont.fr: the staff directory (filters by composante, type and letter)
  // ===================================================================================================================

  private staff(): { uid: string; name: string; type: string; comp: string; fonction: string }[] {
    if (this._staff) return this._staff;
    const out: { uid: string; name: string; type: string; comp: string; fonction: string }[] = [];
    for (const f of FAC) out.push({ uid: f.login, name: `${f.last.toUpperCase()} ${f.first}`, type: 'enseignant', comp: 'ufr-st', fonction: GRADES[f.grade] });
    for (const x of this.people) out.push({ uid: x.login, name: `${x.last.toUpperCase()} ${x.first}`, type: x.kind === 'doc' ? 'doctorant' : 'biatss', comp: 'ufr-st', fonction: x.kind === 'doc' ? 'Doctorant·e' : 'Personnel BIATSS' });
    const r = rng(hash('annuaire'));
    const used = new Set(out.map((x) => x.uid));
    for (let i = 0; i < 900; i++) {
      const first = pick(r, PRENOMS);
      const last = pick(r, NOMS);
      let uid = `${deaccent(first[0]).toLowerCase()}${deaccent(last).toLowerCase().replace(/[^a-z]/g, '')}`;
      while (used.has(uid)) uid += int(r, 1, 9);
      used.add(uid);
      const type = pick(r, ['enseignant', 'enseignant', 'biatss', 'biatss', 'doctorant']);
      out.push({ uid, name: `${last.toUpperCase()} ${first}`, type, comp: pick(r, ANNU_COMPS.map(([k]) => k)), fonction: type === 'enseignant' ? pick(r, ['Maître de conférences', 'Professeur des universités', 'PRAG', 'ATER']) : type === 'doctorant' ? 'Doctorant·e' : pick(r, ['Gestionnaire de scolarité', 'Technicien', 'Ingénieur d\'études', 'Assistant de direction', 'Bibliothécaire']) });
    }
    out.sort((x, y) => x.name.localeCompare(y.name, 'fr'));
    this._staff = out;
    return out;
  }
  private _staff?: { uid: string; name: string; type: string; comp: string; fonction: string }[];

  private annuaireHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const S = this.staff();
    const shell = (title: string, body: string, status = 200): Resp => ({ ...html(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${esc(title)} - Annuaire de l'Université de Valmont</title><link rel="stylesheet" href="/css/annuaire.css"><script>var annuaire={"ldap":[${T.chunk('annu-a')}],"i18n":[${T.chunk('annu-b')}]};</script></head><body><header><a href="/">Annuaire</a> &middot; <a href="${UNIV}/">Université de Valmont</a> &middot; <a href="https://${H.ent}/">ENT</a> &middot; <a href="/aide.php">Aide</a></header><p class="rgpd">Conformément au RGPD, les informations affichées sont limitées aux coordonnées professionnelles. ${T.words(rng(hash(title)), 30)}.</p><main>${body}</main><footer><p>Les informations de l'annuaire sont issues du LDAP de l'université. <a href="/aide.php">Aide</a></p></footer></body></html>`), status });
    if (p.startsWith('/css/')) return asset(p, u.href);
    if (p === '/aide.php') return shell('Aide', T.para(rng(2), 3));
    if (p === '/fiche.php' || p === '/vcard.php') {
      const x = S.find((y) => y.uid === q.get('uid'));
      if (!x) return shell('Introuvable', '<p>Aucune personne ne correspond.</p>', 404);
      if (p === '/vcard.php') return { status: 200, type: 'text/vcard; charset=utf-8', body: `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${x.name}\r\nORG:Université de Valmont\r\nTITLE:${x.fonction}\r\nEMAIL:${x.uid}@${DOM}\r\nEND:VCARD\r\n` };
      const f = facByLogin.get(x.uid);
      return shell(x.name, `<h1>${esc(x.name)}</h1><table><tr><th>Fonction</th><td>${esc(x.fonction)}</td></tr><tr><th>Affectation</th><td>${esc(ANNU_COMPS.find(([k]) => k === x.comp)![1])}${x.comp === 'ufr-st' && (f || this.personByLogin.has(x.uid)) ? ' &ndash; Département d\'Informatique / LIVAL' : ''}</td></tr><tr><th>Courriel</th><td>${esc(x.uid)} [at] univ-valmont.fr</td></tr>${f ? `<tr><th>Téléphone</th><td>${f.tel}</td></tr><tr><th>Bureau</th><td>${esc(f.bureau)}</td></tr>${f.page !== 'none' ? `<tr><th>Page personnelle</th><td>${a(this.teacherUrl(f), this.teacherUrl(f))}</td></tr>` : ''}` : ''}</table><p>${a(`/vcard.php?uid=${x.uid}`, 'Télécharger la vCard')}</p>`);
    }
    if (p !== '/' && p !== '/index.php') return shell('Introuvable', '<p>Page introuvable.</p>', 404);
    const comp = q.get('composante') ?? '';
    const type = q.get('type') ?? '';
    const lettre = q.get('lettre') ?? '';
    const page = Number(q.get('page') ?? 1);
    const link = (c: string, t: string, l: string, pg = 1) => { const b = new URLSearchParams(); if (c) b.set('composante', c); if (t) b.set('type', t); if (l) b.set('lettre', l); if (pg > 1) b.set('page', String(pg)); const s = b.toString(); return s ? `/?${s}` : '/'; };
    let list = S;
    if (comp) list = list.filter((x) => x.comp === comp);
    if (type) list = list.filter((x) => x.type === type);
    if (lettre) list = list.filter((x) => x.name.startsWith(lettre));
    const per = 25;
    if (page < 1 || (page > 1 && (page - 1) * per >= list.length)) return shell('Annuaire', '<p>Aucun résultat.</p>');
    const filters = `<div class="filtres"><p>Composante : ${ANNU_COMPS.map(([k, l]) => (k === comp ? `<b>${esc(l)}</b>` : a(link(k, type, lettre), l))).join(' | ')}</p><p>Type : ${['enseignant', 'biatss', 'doctorant'].map((t) => (t === type ? `<b>${t}</b>` : a(link(comp, t, lettre), t))).join(' | ')}</p><p>${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => (c === lettre ? `<b>${c}</b>` : a(link(comp, type, c), c))).join(' ')}</p></div>`;
    const pages = Math.ceil(list.length / per);
    const body = `<form action="/" method="get"><input name="nom" placeholder="Nom"><button>Rechercher</button></form>${filters}<p>${list.length} personnes</p><table>${list.slice((page - 1) * per, page * per).map((x) => `<tr><td>${a(`/fiche.php?uid=${x.uid}`, x.name)}</td><td>${esc(x.fonction)}</td></tr>`).join('')}</table><p>${Array.from({ length: Math.min(pages, 12) }, (_, i) => (i + 1 === page ? `<b>${i + 1}</b>` : a(link(comp, type, lettre, i + 1), String(i + 1)))).join(' ')}</p>`;
    return shell('Annuaire', body);
  }

  // ===================================================================================================================
  // listes.univ-valmont.fr: Sympa 6.2 and its web archives
  // ===================================================================================================================

  private sympaMsgs(list: string, month: string): { n: number; date: number; subject: string; from: string; off?: Off; thread: number }[] {
    const key = `${list}/${month}`;
    const c = this._sm.get(key);
    if (c) return c;
    const L = SYMPA_LISTS.find(([k]) => k === list)!;
    const [y, m] = month.split('-').map(Number);
    const r = rng(hash(`sympa:${key}`));
    const n = int(r, 3, L[3]);
    const first = dayOf(y, m, 1);
    const out: { n: number; date: number; subject: string; from: string; off?: Off; thread: number }[] = [];
    // Start-of-semester announcements of course pages on the promotion lists.
    const niv = /^info-(l[123]|m[12])$/.exec(list)?.[1] ?? (list === 'm2-dsai' ? 'm2' : '');
    const anns = niv ? this.offs.filter((o) => o.inList && o.home && o.ue.niv === niv && (list !== 'm2-dsai' || o.ue.en) && fmtISO(semStart(o) - 5).slice(0, 7) === month) : [];
    for (let i = 0; i < n + anns.length; i++) {
      const o = i < anns.length ? anns[i] : undefined;
      const date = o ? semStart(o) - int(r, 1, 6) : first + Math.floor((i * 28) / (n + anns.length));
      out.push({ n: i, date, subject: o ? `[${codeOf(o)}] ${pick(r, ['Page web de l\'UE', 'Début des cours', 'Informations pratiques', 'Site du cours en ligne'])}` : pick(r, [`${pick(r, ['Rappel', 'Important', 'Info'])} : ${T.words(r, 4)}`, `Re: ${T.words(r, 3)}`, `Changement de salle ${T.words(r, 2)}`, `Offre de stage ${pick(r, ENTREPRISES)}`, `Séminaire : ${paperTitle(r)}`, `Absence ${pick(r, FAC).first} ${pick(r, FAC).last}`]), from: o ? fullName(o.f) : `${pick(r, PRENOMS)} ${pick(r, NOMS)}`, off: o, thread: r() < 0.3 && i > 0 ? i - 1 : i });
    }
    out.sort((x, y) => x.date - y.date).forEach((x, i) => (x.n = i));
    this._sm.set(key, out);
    return out;
  }
  private _sm = new Map<string, { n: number; date: number; subject: string; from: string; off?: Off; thread: number }[]>();

  private listesHost(u: URL): Resp {
    const p = u.pathname.replace(/\/$/, '');
    const shell = (title: string, body: string, status = 200): Resp => ({ ...html(`<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title>${esc(title)} - listes.univ-valmont.fr</title><link rel="stylesheet" href="/static-sympa/css/style.css"><script src="/static-sympa/js/jquery.js"></script><script>var sympaConf={"rss":[${T.chunk('sympa')}],"tt2":[${T.chunk('sympa-b')}]};</script></head><body><div id="header"><a href="/sympa"><img src="/static-sympa/icons/logo_sympa.png" alt="Sympa"></a><h1>Serveur de listes de l'Université de Valmont</h1></div><div id="menuLeft"><ul><li><a href="/sympa">Accueil</a></li><li><a href="/sympa/lists">Listes</a></li><li><a href="/sympa/lists/formation">Formation</a></li><li><a href="/sympa/lists/recherche">Recherche</a></li><li><a href="/sympa/help">Aide</a></li><li><a href="/sympa/sso_login/cas">Connexion</a></li></ul></div><div id="Stretcher">${body}</div><div id="footer">Powered by Sympa 6.2.40</div></body></html>`), status });
    if (p.startsWith('/static-sympa')) return asset(p, u.href);
    if (p === '' || p === '/sympa') return shell('Accueil', `<p>Ce serveur héberge ${SYMPA_LISTS.length} listes publiques et de nombreuses listes privées.</p><ul>${li('/sympa/lists', 'Toutes les listes')}${li('/sympa/lists/formation', 'Formation')}${li('/sympa/lists/recherche', 'Recherche')}</ul>`);
    if (p === '/sympa/help') return shell('Aide', T.para(rng(3), 4));
    if (p === '/sympa/sso_login/cas') return toCas(`${LISTES}/sympa/sso_login_succeeded/cas`);
    let m = /^\/sympa\/lists(?:\/(formation|recherche|vie-etudiante))?$/.exec(p);
    if (m) return shell('Listes', `<ul class="listenum">${SYMPA_LISTS.filter(([, topic]) => !m![1] || topic === m![1]).map(([k, , desc]) => `<li>${a(`/sympa/info/${k}`, k)} : ${esc(desc)}</li>`).join('')}</ul>`);
    m = /^\/sympa\/(info|subscribe|arc|rss\/latest_arc)\/([a-z0-9-]+)(?:\/(\d{4}-\d{2})(?:\/([a-z0-9]+\.html))?)?$/.exec(p);
    if (!m) return shell('Erreur', '<p>Page inconnue.</p>', 404);
    const L = SYMPA_LISTS.find(([k]) => k === m![2]);
    if (!L) return shell('Erreur', `<p>Liste inconnue : ${esc(m[2])}</p>`, 404);
    const [list, , desc, , since, priv] = L;
    if (m[1] === 'subscribe') return toCas(`${LISTES}/sympa/subscribe/${list}`);
    if (m[1] === 'info') return shell(list, `<h2>${esc(list)}@listes.univ-valmont.fr</h2><p>${esc(desc)}</p><ul>${li(`/sympa/arc/${list}`, 'Archives')}${li(`/sympa/subscribe/${list}`, 'Abonnement')}${li(`/sympa/rss/latest_arc/${list}`, 'Flux RSS')}</ul>`);
    if (priv) return shell('Accès restreint', `<p class="bg_error">L'accès aux archives de la liste ${esc(list)} est réservé aux abonnés. <a href="/sympa/sso_login/cas">Connectez-vous</a>.</p>`);
    const months: string[] = [];
    for (let y = since; y <= 2020; y++) for (let mo = 1; mo <= 12; mo++) if (y < 2020 || mo <= 3) months.push(`${y}-${pad(mo)}`);
    if (m[1] === 'rss/latest_arc') return { status: 200, type: 'application/rss+xml', body: `<?xml version="1.0"?><rss version="2.0"><channel><title>${list}</title>${this.sympaMsgs(list, '2020-03').map((x) => `<item><title>${esc(x.subject)}</title><link>${LISTES}/sympa/arc/${list}/2020-03/msg${pad(x.n, 5)}.html</link></item>`).join('')}</channel></rss>` };
    if (!m[3]) return shell(`Archives de ${list}`, `<h2>Archives de la liste ${esc(list)}</h2><table class="arcCal">${[...new Set(months.map((x) => x.slice(0, 4)))].reverse().map((y) => `<tr><th>${y}</th>${Array.from({ length: 12 }, (_, i) => { const k = `${y}-${pad(i + 1)}`; return `<td>${months.includes(k) ? a(`/sympa/arc/${list}/${k}/`, String(this.sympaMsgs(list, k).length)) : ''}</td>`; }).join('')}</tr>`).join('')}</table>`);
    if (!months.includes(m[3])) return shell('Erreur', '<p>Aucun message pour ce mois.</p>', 404);
    const msgs = this.sympaMsgs(list, m[3]);
    const page = m[4] ?? '';
    const base = `/sympa/arc/${list}/${m[3]}/`;
    const nav = `<p class="arcNav">${a(`/sympa/arc/${list}`, 'Liste des mois')} | ${a(`${base}mail1.html`, 'Par date')} | ${a(`${base}thrd1.html`, 'Par discussion')}</p>`;
    if (page === '') return moved(`${LISTES}${base}mail1.html`, 302);
    const pm = /^(mail|thrd)(\d+)\.html$/.exec(page);
    if (pm) {
      const k = Number(pm[2]);
      const per = 20;
      if (k < 1 || (k - 1) * per >= Math.max(1, msgs.length)) return shell('Erreur', '<p>Page inexistante.</p>', 404);
      const sorted = pm[1] === 'thrd' ? [...msgs].sort((x, y) => x.thread - y.thread || x.n - y.n) : msgs;
      return shell(`${list} - ${m[3]}`, `${nav}<h3>${msgs.length} messages, ${pm[1] === 'mail' ? 'triés par date' : 'triés par discussion'}</h3><ul>${sorted.slice((k - 1) * per, k * per).map((x) => `<li>${pm[1] === 'thrd' && x.thread !== x.n ? '<ul><li>' : ''}${a(`${base}msg${pad(x.n, 5)}.html`, x.subject)}, <em>${esc(x.from)}</em>, ${fmtC(x.date)}${pm[1] === 'thrd' && x.thread !== x.n ? '</li></ul>' : ''}</li>`).join('')}</ul>${msgs.length > k * per ? a(`${base}${pm[1]}${k + 1}.html`, 'Page suivante') : ''}`);
    }
    const mm = /^msg(\d{5})\.html$/.exec(page);
    if (mm) {
      const x = msgs[Number(mm[1])];
      if (!x) return shell('Erreur', '<p>Message inexistant.</p>', 404);
      const r = rng(hash(`msg${list}${m[3]}${x.n}`));
      const o = x.off;
      const text = o ? `Bonjour à tous,\n\nLa page de l'UE ${codeOf(o)} (${o.ue.title}) est en ligne :\n${this.homeHref(o, 'sympa')}\n\nVous y trouverez le planning, les supports de cours et les sujets de TD/TP. Le premier cours a lieu le ${fmtJ(semStart(o))}.\n\nCordialement,\n${fullName(o.f)}` : `${T.words(r, 40)}.\n\n${T.words(r, 30)}.\n\n-- \n${x.from}`;
      const linked = esc(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
      return shell(x.subject, `${nav}<div class="msg"><ul class="headers"><li><b>From</b>: ${esc(x.from)} &lt;${slug(x.from).replace('-', '.')}@${DOM}&gt;</li><li><b>To</b>: ${list}@listes.univ-valmont.fr</li><li><b>Subject</b>: ${esc(x.subject)}</li><li><b>Date</b>: ${dOf(x.date).toUTCString()}</li></ul><pre>${linked}</pre></div><p>${x.n > 0 ? a(`${base}msg${pad(x.n - 1, 5)}.html`, '« Message précédent') : ''} ${x.n < msgs.length - 1 ? a(`${base}msg${pad(x.n + 1, 5)}.html`, 'Message suivant »') : ''}</p>`);
    }
    return shell('Erreur', '<p>Page inexistante.</p>', 404);
  }

  // ===================================================================================================================
  // adiv.assos.univ-valmont.fr: the computer-science students' association (WordPress)
  // ===================================================================================================================

  private assoPosts(): { id: number; date: number; title: string; slug: string }[] {
    if (this._ap) return this._ap;
    const r = rng(hash('adiv-posts'));
    const from = dayOf(2016, 9, 1);
    const N = 150;
    this._ap = Array.from({ length: N }, (_, i) => {
      const date = from + Math.floor((i * (NOW - from)) / N);
      const y = dOf(date).getUTCFullYear();
      const title = pick(r, [`Soirée d'intégration ${y}`, `WEI ${y} : les inscriptions sont ouvertes`, `Tournoi ${pick(r, ['Smash Bros', 'Mario Kart', 'Rocket League', 'de belote'])} du ${fmtL(date + 7)}`, `Gala de l'informatique ${y}`, `AG de l'ADIV : compte rendu`, `Nouveau bureau ${y}-${y + 1}`, `Sortie ${pick(r, ['laser game', 'bowling', 'escape game', 'karting'])}`, `Tutorat L1 : les séances reprennent`, `Pull de promo : commandes ouvertes`, `Nuit de l'Info ${y} : on recrute des équipes`, `Conférence : ${pick(r, ['le métier de développeur', 'la cybersécurité', 'l\'open source', 'la recherche en informatique'])}`]);
      return { id: 200 + i, date, title, slug: slug(title).slice(0, 50).replace(/-$/, '') + `-${i}` };
    });
    return this._ap;
  }
  private _ap?: { id: number; date: number; title: string; slug: string }[];

  private assoHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const r = rng(hash(`adiv${p}`));
    const P = this.assoPosts();
    const url = (x: { date: number; slug: string }) => `/${dOf(x.date).getUTCFullYear()}/${pad(dOf(x.date).getUTCMonth() + 1)}/${x.slug}/`;
    const shell = (title: string, body: string, status = 200): Resp => ({ ...html(`<!DOCTYPE html><html lang="fr-FR"><head><meta charset="UTF-8"><title>${esc(title)} &#8211; ADIV</title><link rel='stylesheet' href='/wp-content/themes/hestia/style.min.css?ver=2.5.6' type='text/css' media='all'><script>var hestiaConf={"blocks":[${T.chunk('adiv')}],"fonts":[${T.chunk('adiv-b')}]};</script></head><body class="wp-custom-logo"><nav class="navbar"><a class="navbar-brand" href="/">ADIV &ndash; Association des étudiants en informatique de Valmont</a><ul class="nav">${[['/', 'Accueil'], ['/ressources/', 'Ressources'], ['/annales/', 'Annales'], ['/tutorat/', 'Tutorat'], ['/bureau/', 'Le bureau'], ['/adhesion/', 'Adhérer']].map(([h, l]) => li(h, l)).join('')}</ul></nav><div class="main">${body}</div><footer class="footer"><p>ADIV, Bâtiment Turing, bureau 003 &middot; <a href="https://www.facebook.com/adiv.valmont">Facebook</a> &middot; <a href="https://discord.gg/adivvalmont">Discord</a></p></footer></body></html>`), status });
    if (p.startsWith('/wp-content/') || p.startsWith('/wp-includes/')) return asset(p, u.href);
    if (!p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) return moved(`${ASSO}${p}/`);
    let m = /^\/(?:page\/(\d+)\/)?$/.exec(p);
    if (m) {
      const page = Number(m[1] ?? 1);
      const list = P.slice().reverse();
      if (page < 1 || (page - 1) * 8 >= list.length) return shell('Introuvable', '<p>Rien ici.</p>', 404);
      return shell('Accueil', `${list.slice((page - 1) * 8, page * 8).map((x) => `<article><h2>${a(url(x), x.title)}</h2><p class="date">${fmtL(x.date)}</p>${T.para(r, 1)}</article>`).join('')}<nav class="pagination">${page > 1 ? a(page === 2 ? '/' : `/page/${page - 1}/`, '« Articles plus récents') : ''} ${page * 8 < list.length ? a(`/page/${page + 1}/`, 'Articles plus anciens »') : ''}</nav>`);
    }
    if (p === '/ressources/') {
      const offs = this.offs.filter((o) => o.inAsso && o.home).sort((x, y) => x.ue.sem - y.ue.sem || y.yr.y - x.yr.y);
      const sems = [...new Set(offs.map((o) => o.ue.sem))];
      return shell('Ressources par UE', `<p>Liens utiles vers les pages des cours, rassemblés par les étudiants (pensez aussi à Moodle). Un lien mort ? Dites-le sur le Discord !</p>${sems.map((s) => `<h3>Semestre ${s}</h3><ul>${offs.filter((o) => o.ue.sem === s).map((o) => `<li>${codeOf(o)} ${esc(o.ue.title)} (${o.yr.label}) : ${a(hash(o.key + 'utm') % 5 === 0 && o.kind === 'pp' ? `${o.home}?utm_source=adiv&utm_medium=site` : this.homeHref(o, 'adiv'), 'page du cours')}</li>`).join('')}</ul>`).join('')}`);
    }
    if (p === '/annales/') return shell('Annales', `<p>Les annales officielles sont sur le ${a(`${BU}/annales/informatique/`, 'site de la BU')}. Corrections rédigées par les étudiants (non officielles) :</p><ul>${UES.filter((ue) => hash(ue.code + 'adiv') % 3 === 0).map((ue) => li(`/wp-content/uploads/annales/${lc(ue.code)}-corrections.pdf`, `${ue.code} ${ue.title}`)).join('')}</ul>`);
    if (p === '/tutorat/') return shell('Tutorat', `${T.para(r, 3)}<p>Le tutorat L1 porte sur ${UES.filter((ue) => ue.niv === 'l1').map((ue) => esc(ue.title)).join(', ')}.</p>`);
    if (p === '/bureau/') return shell('Le bureau', `<ul>${Array.from({ length: 7 }, (_, i) => `<li>${['Président', 'Vice-présidente', 'Trésorier', 'Secrétaire', 'Responsable événements', 'Responsable com', 'Responsable tutorat'][i]} : ${pick(r, PRENOMS)} ${pick(r, NOMS)[0]}.</li>`).join('')}</ul>`);
    if (p === '/adhesion/') return shell('Adhérer', `<p>Adhésion : 5 € par an sur ${a('https://www.helloasso.com/associations/adiv-valmont', 'HelloAsso')}.</p>`);
    m = /^\/(\d{4})\/(\d{2})\/([a-z0-9-]+)\/$/.exec(p);
    if (m) {
      const x = P.find((y) => y.slug === m![3]);
      if (!x || url(x) !== p) return shell('Introuvable', '<p>Rien ici.</p>', 404);
      return shell(x.title, `<h1>${esc(x.title)}</h1><p class="date">${fmtL(x.date)}</p>${T.para(r, 3)}${T.para(r, 2)}`);
    }
    return shell('Introuvable', '<p>Oups, cette page n\'existe pas.</p>', 404);
  }

  // ===================================================================================================================
  // services.lival.univ-valmont.fr: machine logs and a mirror (Apache autoindex with sort links)
  // ===================================================================================================================

  private servicesHost(u: URL): Resp {
    const p = u.pathname;
    const r = rng(hash(p));
    const MACH = ['passerelle', 'nfs1', 'ldap', 'calcul01', 'calcul02', 'gpu01', 'gitlab-runner', 'pageperso'];
    if (p === '/') return html(`<html><head><title>Services LIVAL</title></head><body><h1>Services du LIVAL</h1><ul><li><a href="/logs/">Journaux des machines</a></li><li><a href="/mirror/">Miroir</a></li><li><a href="${WIKI}/index.php/Accueil">Wiki</a></li></ul></body></html>`);
    if (p === '/mirror/') return autoindex(p, [['debian/', dayOf(2020, 3, 12), '-'], ['ubuntu/', dayOf(2020, 3, 12), '-'], ['texlive/', dayOf(2019, 4, 1), '-'], ['README', dayOf(2016, 1, 5), '1.0K']], u, H.services);
    if (p === '/mirror/README') return { status: 200, type: 'text/plain', body: 'Miroir interne, synchronisé toutes les 6 heures.\n' };
    if (/^\/mirror\/(debian|ubuntu|texlive)\/$/.test(p)) return autoindex(p, Array.from({ length: 12 }, (_, i) => [`${['dists', 'pool', 'project', 'indices', 'doc', 'tools'][i % 6]}${i >= 6 ? '-old' : ''}/`, dayOf(2019, 1 + (i % 12), 3), '-'] as [string, number, string]), u, H.services);
    if (p.startsWith('/mirror/')) return apache403(p, H.services);
    const parts = p.split('/').filter(Boolean);
    if (parts[0] !== 'logs') return apache404(p, H.services);
    if (parts.length === 1) return autoindex(p, MACH.map((m) => [`${m}/`, NOW - int(r, 0, 3), '-'] as [string, number, string]), u, H.services);
    if (!MACH.includes(parts[1])) return apache404(p, H.services);
    const first = parts[1].startsWith('gpu') ? 2018 : 2015;
    if (parts.length === 2) return autoindex(p, Array.from({ length: 2020 - first + 1 }, (_, i) => [`${first + i}/`, dayOf(first + i, 12, 31), '-'] as [string, number, string]), u, H.services);
    const y = Number(parts[2]);
    if (!(y >= first && y <= 2020)) return apache404(p, H.services);
    if (parts.length === 3) return autoindex(p, Array.from({ length: y === 2020 ? 3 : 12 }, (_, i) => [`${pad(i + 1)}/`, dayOf(y, i + 1, 28), '-'] as [string, number, string]), u, H.services);
    const mo = Number(parts[3]);
    if (!(mo >= 1 && mo <= (y === 2020 ? 3 : 12))) return apache404(p, H.services);
    const files: [string, number, string][] = [];
    for (let d = 1; d <= 28; d += 7) files.push([`syslog-${y}${pad(mo)}${pad(d)}.gz`, dayOf(y, mo, d + 6), fsize(r)]);
    files.push([`auth.log-${y}${pad(mo)}.gz`, dayOf(y, mo, 28), fsize(r)], [`messages-${y}${pad(mo)}.gz`, dayOf(y, mo, 28), fsize(r)]);
    if (parts.length === 4) return p.endsWith('/') ? autoindex(p, files, u, H.services) : apache404(p, H.services);
    if (parts.length === 5 && files.some((f) => f[0] === parts[4])) return bin('application/x-gzip', u.href);
    return apache404(p, H.services);
  }
}
/** The months of the department's WordPress (September 2018 to March 2020), newest first. */
const WP_MONTHS: [number, number][] = Array.from({ length: 19 }, (_, i) => { const k = 2020 * 12 + 2 - i; return [Math.floor(k / 12), (k % 12) + 1]; });
