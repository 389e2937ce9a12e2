/**
 * Rehearsal web S: the Instituto de Computação (IC) of the Universidade Federal do Vale (UniVale, fictional, `univale.edu.br`), as an
 * archiving crawler would have captured it on Wednesday 4 September 2019 — 2º semestre de 2019, week 4 (classes from Monday 12 August;
 * 1º semestre = March–July, 2º = August–December). Written apart from the crawler (nothing under src/ was read; `canonicalUrl`/`siteOf`
 * were only called, to check that `.edu.br` hosts form one site), for bench/modern-warc.ts (`--layout s`). Everything lives under the
 * one registrable domain `univale.edu.br`; CDNs, Google accounts and other sites are linked but not archived.
 *
 * Seed: https://www.ic.univale.edu.br/ — the institute's Plone 4.3 (its own robots.txt in `robots`): global nav (Institucional, Ensino,
 * Pesquisa, Extensão, Pessoas, Notícias, Eventos), breadcrumbs, a quick-links portlet on every page (SIGAA, Moodle IC, Wiki, catálogo,
 * horários, repositório, listas, fotos, site antigo), news, events; an `/en` twin of part of it (`/en/about`, `/en/teaching`, …).
 *
 * Language: Brazilian Portuguese (UTF-8, except the legacy pages below); English for the /en twin, the English-taught MO8xx/MO9xx topics
 * courses and a few graduate courses of English-speaking teachers. Dates as 12/09, 12/09/2019 or 12 de setembro de 2019; class days skip
 * national and municipal holidays (Carnaval, Sexta-feira Santa, Tiradentes, Corpus Christi, 7/9, 12/10, 28/10, 2/11, 15/11, 20/11).
 * Codes MC102…MC949 (graduação) and MO401…MO901 (pós), two a week, P1/P2/exame, listas de exercícios, monitores (PAD/PED), plantões.
 *
 * COURSE HOMES (`courseHomes`, 305: one per course offering with a public page of its own, 2005–2019, from 716 offerings of 47 courses;
 * 52 more are CAS-walled Moodle courses, 6 are "agora está no Moodle" stubs, the rest have no page):
 *  1. userdir pages of teachers on www.ic (143), in four schemes: `~login/cursos/mc504/2019s2/` (39; Bootstrap, UTF-8 or double-encoded
 *     UTF-8 mojibake for 2013–2016; `index.html` 301s to the directory; `cronograma.html`, `trabalhos.html`, `slides/aula05.pdf`,
 *     `listas/lista02.pdf`), `~login/disciplinas/2018-1/mo431/index.html` (37; XHTML tables, the directory 301s to index.html; `aulas.html`),
 *     flat `~login/ensino/mc658-2017.2.html` with files in `ensino/mc658-2017.2/` (36; font/table markup) and 2005–2011 framesets
 *     `~login/mc404/2009s1/` (31; the frameset is the home, `menu.html`/`principal.html`/`listas.html` are subpages linked from <noframes>).
 *     Pages to 2012 (and some teachers' always) are windows-1252 bytes declared in header and meta, meta only (as `ISO-8859-1`,
 *     `iso-8859-1`, `windows-1252`), header only, nowhere, or under a wrong `charset=UTF-8` header. Listed on the teacher's home (2019), the
 *     teacher's course index (`cursos/`, `disciplinas/` plus autoindexed `disciplinas/2018-1/`, `ensino.html`, per-course frameset indexes
 *     `~login/mc404/`; every year, with dead links to deleted early pages) and past-offering links on newer pages.
 *  2. the frozen old site (http only, ISO-8859-1, 2003–2014): teachers' `www2…/docentes/login/mc322_2011s2/index.htm` (21), listed on
 *     `/docentes/login/disciplinas.html`, and the coordinated courses' `www2…/disciplinas/mc102/2010s1/` (23), listed by semester on
 *     `/disciplinas/2010s1.html` (which also links some userdir homes).
 *  3. Plone course pages of the coordinated courses MC102/MC202/MC404 (turmas A–G, labs, SuSy) 2014–2019, `/ensino/graduacao/disciplinas/
 *     2019s2/mc102` (31; `/cronograma`, `/laboratorios` subpages; `/view` 301s), and the English-taught topics courses `/en/teaching/
 *     graduate-courses/2019s1/mo829` (20), listed on the per-semester offering tables (`/ensino/graduacao/disciplinas/2019s2`).
 *  4. Google-Sites-like sites `sites.univale.edu.br/view/mc750-2018s1` (also `…/view/mc750unvl20181`, `…/view/ic-mc750-2018-1`) (23;
 *     `/cronograma`, `/avalia%C3%A7%C3%A3o`, `/listas-de-exerc%C3%ADcios`, `/projetos` pages, files on a login-walled drive host).
 *  5. DokuWiki course pages `wiki.ic…/doku.php?id=disciplinas:mo640:2018s1` (22; `…:trabalhos` subpage, media via fetch.php), listed on
 *     `disciplinas:mo640:start`; their old revisions (`&rev=…`, "Esta é uma revisão antiga") are not homes.
 *  6. Moodle IC 3.5 courses open to guests `moodle.ic…/course/view.php?id=212` (13; weekly sections, resources, forum); the ~240 others
 *     (this institute's walled courses and extension courses) 303 to `/login/index.php`, whose button leads to CAS.
 *  7. SIGAA turmas virtuais with public access `sigaa…/sigaa/ava/publico/turma.jsf?idTurma=19458` (9; `&aba=noticias|plano|materiais|
 *     avaliacoes` tabs are subpages), linked from the public turma page, the teacher's SIGAA portal and the offering tables.
 *
 * COURSE-RELATED NON-HOMES: SIGAA public pages (turma listings per unit × semester, one `view.jsf?id=` per turma of every unit, component
 * summaries, teachers' portals listing their turmas — JSF with `javax.faces.ViewState` forms and, on a cookieless visit, a fresh
 * `;jsessionid=` in every link, so each entry point spawns another copy of the portal); the DAC catálogo (an ementa per course × catálogo
 * year 2005–2020, other units' disciplines too) and timetables with day/turno filters; Plone offering tables, faculty profiles (this
 * year's courses), news about courses (turmas of MC102, new course pages, English-taught courses, monitoria calls); the researchers'
 * portal "Ensino" tabs; teachers' course indexes; subpages, frames, slides and PDFs of every home; "esta disciplina agora está no Moodle"
 * stubs at a userdir address; Moodle category listings with guest icons; the MC102 monitors' mailing list.
 *
 * NOISE AND TRAPS (most of the 54,000 records): pipermail archives of 11 lists (2006–2019, thread/subject/author/date indexes, messages,
 * .txt.gz); the SIGAA jsessionid copies; a DokuWiki (~150 pages with revisions, diffs, backlinks, source views, recent changes, indexes,
 * noindex on non-read views); a Zenphoto gallery (~80 albums, pages, photo pages, originals and two cached sizes); Plone news (1,400+
 * items, `?b_start:int=` pagers, year/month folders, `@@search?Subject%3Alist=` tag listings) and an endless events calendar (month,
 * week and day views, `ics_view`); DSpace theses with browse pagers and full records; the researchers' portal (5 tabs each); the frozen old
 * site's news 2003–2014; an autoindexed file server (`ftp.ic…/pub/logs/www/2019/08/`, `?C=M;O=D` sorts, daily logs, technical reports);
 * the vestibular site, the university site, CAS walls (Moodle, SuSy, webmail, drive, wiki login), 403s and Apache/nginx/Plone 404s.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records in ~11 s, 55 MB gzipped, 261 revisits, 18 hosts) archives all 305
 * homes; the evaluator's BFS finds 50% of them after 10,412 fetches, 90% after 36,560 and the last after 38,566 (the oldest userdir pages
 * and framesets, reached only through teachers' course indexes, come last). `respond` is pure and deterministic (all randomness is
 * `rng(hash(…))` of stable keys).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, int, li, moved, pad, pick, sortParams, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts (everything under univale.edu.br; `.edu.br` is a public suffix, so the registrable domain is univale.edu.br)
// =====================================================================================================================

const DOM = 'univale.edu.br';
const H = {
  www: `www.ic.${DOM}`,
  icBare: `ic.${DOM}`,
  www2: `www2.ic.${DOM}`,
  uni: `www.${DOM}`,
  uniBare: DOM,
  sigaa: `sigaa.${DOM}`,
  dac: `www.dac.${DOM}`,
  moodle: `moodle.ic.${DOM}`,
  cas: `cas.${DOM}`,
  sites: `sites.${DOM}`,
  wiki: `wiki.ic.${DOM}`,
  listas: `listas.ic.${DOM}`,
  fotos: `fotos.ic.${DOM}`,
  ftp: `ftp.ic.${DOM}`,
  repo: `repositorio.${DOM}`,
  pesq: `pesquisa.${DOM}`,
  susy: `susy.ic.${DOM}`,
  webmail: `webmail.${DOM}`,
  drive: `drive.${DOM}`,
  vest: `vestibular.${DOM}`,
};
/** Served over plain http only (the frozen old site, the file server, the list archive); the rest 301 http → https. */
const HTTP_ONLY = new Set([H.www2, H.ftp, H.listas]);
const WWW = `https://${H.www}`;
const WWW2 = `http://${H.www2}`;
const UNI = `https://${H.uni}`;
const SIGAA = `https://${H.sigaa}`;
const DAC = `https://${H.dac}`;
const MOODLE = `https://${H.moodle}`;
const CAS = `https://${H.cas}`;
const SITES = `https://${H.sites}`;
const WIKI = `https://${H.wiki}`;
const LISTAS = `http://${H.listas}`;
const FOTOS = `https://${H.fotos}`;
const FTP = `http://${H.ftp}`;
const REPO = `https://${H.repo}`;
const PESQ = `https://${H.pesq}`;
const VEST = `https://${H.vest}`;

// =====================================================================================================================
// Legacy encodings: ISO-8859-1 / windows-1252 bytes, declared in the header, the meta tag, both, neither or wrongly,
// and UTF-8 that went through a latin-1 editor once more (double-encoded "mojibake": `AplicaÃ§Ã£o`)
// =====================================================================================================================

type CS = 'utf8' | 'latin1' | 'moji';
/** both: header and meta; meta: meta only; http: header only; none: nowhere; wrong: a `charset=UTF-8` header on latin-1 bytes. */
type Decl = 'both' | 'meta' | 'http' | 'none' | 'wrong';
const W1252: Record<number, number> = { 0x20ac: 0x80, 0x201a: 0x82, 0x192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x2c6: 0x88, 0x2030: 0x89, 0x160: 0x8a, 0x2039: 0x8b, 0x152: 0x8c, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x2122: 0x99, 0x161: 0x9a, 0x203a: 0x9b, 0x153: 0x9c, 0x178: 0x9f };
/** `s` as windows-1252 bytes (a superset of ISO-8859-1's printable range; what old Windows editors wrote under either label). */
function cp1252(s: string): Buffer {
  const out = Buffer.alloc(s.length);
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out[n++] = c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : W1252[c] ?? 0x3f;
  }
  return out.subarray(0, n);
}
function encode(s: string, cs: CS): Buffer {
  if (cs === 'latin1') return cp1252(s);
  if (cs === 'moji') return Buffer.from(Buffer.from(s, 'utf8').toString('latin1'), 'utf8');
  return Buffer.from(s, 'utf8');
}
/** A page as an old Apache sends it: the bytes in `cs`, the Content-Type header per `decl`. */
function legacy(doc: string, cs: CS, decl: Decl, label = 'ISO-8859-1'): Resp {
  const type = cs === 'latin1'
    ? decl === 'both' || decl === 'http' ? `text/html; charset=${label}` : decl === 'wrong' ? 'text/html; charset=UTF-8' : 'text/html'
    : decl === 'none' || decl === 'meta' ? 'text/html' : 'text/html; charset=UTF-8';
  return { status: 200, type, body: encode(doc, cs) };
}
/** The meta tag the template writes (none when the page relies on the header or on nothing). */
const metaCT = (cs: CS, decl: Decl, label: string) => (decl === 'http' || decl === 'none' ? '' : `<meta http-equiv="Content-Type" content="text/html; charset=${cs === 'latin1' ? (decl === 'wrong' ? 'iso-8859-1' : label.toLowerCase()) : 'utf-8'}">`);
const page = (body: string, status = 200): Resp => ({ status, type: 'text/html; charset=UTF-8', body });
const txt = (body: string): Resp => ({ status: 200, type: 'text/plain; charset=utf-8', body });

function apache404(host: string, path: string, port = 443): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.25 (Debian) Server at ${host} Port ${port}</address>\n</body></html>\n` };
}
function apache403(host: string, path: string): Resp {
  return { status: 403, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don't have permission to access ${esc(path)}\non this server.<br />\n</p>\n<hr>\n<address>Apache/2.4.25 (Debian) Server at ${host} Port 443</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body bgcolor="white">\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.14.2</center>\r\n</body>\r\n</html>\r\n' };
}
/** The CAS login every protected resource ends at. */
const cas = (service: string) => `${CAS}/cas/login?service=${encodeURIComponent(service)}`;

// =====================================================================================================================
// Calendar: captured Wednesday 4 September 2019 — 2º semestre de 2019, week 4 (classes from Monday 12 August)
// =====================================================================================================================

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const ymd = (n: number): [number, number, number] => { const d = dOf(n); return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]; };
const wd = (n: number) => dOf(n).getUTCDay();
const WD = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
const WDS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const MES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const fDM = (n: number) => { const [, m, d] = ymd(n); return `${pad(d)}/${pad(m)}`; };
const fDMY = (n: number) => { const [y, m, d] = ymd(n); return `${pad(d)}/${pad(m)}/${y}`; };
const fExt = (n: number) => { const [y, m, d] = ymd(n); return `${d} de ${MES[m - 1]} de ${y}`; };
const fExtS = (n: number) => { const [, m, d] = ymd(n); return `${d} de ${MES[m - 1]}`; };
const fISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const fEn = (n: number) => { const [, m, d] = ymd(n); return `${MON[m - 1]} ${d}`; };
const NOW = dayOf(2019, 9, 4);
const span = (lo: number, hi: number) => Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);

/** Easter Sunday (anonymous Gregorian algorithm), for Carnaval, Sexta-feira Santa and Corpus Christi. */
function easter(y: number): number {
  const a1 = y % 19, b = Math.floor(y / 100), c = y % 100, d = Math.floor(b / 4), e = b % 4, f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3);
  const h = (19 * a1 + b - d - g + 15) % 30, i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a1 + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(y, month, day);
}
const HOLIDAYS = new Set<number>();
for (let y = 2003; y <= 2021; y++) {
  for (const [m, d] of [[1, 1], [4, 21], [5, 1], [9, 7], [10, 12], [10, 28], [11, 2], [11, 15], [11, 20], [12, 25]]) HOLIDAYS.add(dayOf(y, m, d));
  const e = easter(y);
  for (const x of [e - 48, e - 47, e - 46, e - 2, e + 60]) HOLIDAYS.add(x);
}
/** Week 1 of a semester: the second Monday of March (1º) or of August (2º). */
function semStart(y: number, s: number): number {
  let n = dayOf(y, s === 1 ? 3 : 8, 1);
  while (wd(n) !== 1) n++;
  return n + 7;
}
/** The class days of a semester on the weekdays `days` (two a week), 15 weeks, holidays skipped. */
function classDays(y: number, s: number, days: number[]): number[] {
  const st = semStart(y, s);
  const out: number[] = [];
  for (let n = st; n < st + 15 * 7; n++) if (days.includes(wd(n)) && !HOLIDAYS.has(n)) out.push(n);
  return out;
}
const semLabel = (y: number, s: number) => `${s}º semestre de ${y}`;

// =====================================================================================================================
// Vocabulary
// =====================================================================================================================

const PT_N = `algoritmos grafos redes computação dados sistemas distribuídos aprendizado de máquina visão computacional processamento de imagens
bancos de dados engenharia de software otimização combinatória criptografia segurança compiladores arquitetura de computadores
computação gráfica interação humano-computador bioinformática teoria dos grafos complexidade computacional programação linear
redes neurais mineração de dados recuperação de informação computação em nuvem internet das coisas sistemas embarcados
verificação formal linguagens de programação computação móvel realidade virtual análise de desempenho escalonamento
heurísticas metaheurísticas teoria da informação processamento paralelo sistemas operacionais`.split(/\s+/);
const PT_S = ['estudo', 'análise', 'proposta', 'avaliação', 'implementação', 'desenvolvimento', 'modelagem', 'caracterização', 'aplicação'];
function ptSent(r: R): string {
  const n = () => pick(r, PT_N);
  switch (int(r, 0, 5)) {
    case 0: return `Neste trabalho apresentamos um ${pick(r, ['novo método', 'arcabouço', 'algoritmo', 'modelo'])} para ${n()} baseado em ${n()}.`;
    case 1: return `Os resultados ${pick(r, ['experimentais', 'obtidos', 'preliminares'])} indicam que a abordagem proposta supera ${pick(r, ['os métodos tradicionais', 'o estado da arte', 'as soluções existentes'])} em ${n()}.`;
    case 2: return `O grupo desenvolve pesquisa em ${n()} e ${n()}, com colaborações nacionais e internacionais.`;
    case 3: return `A ${pick(r, PT_S)} de ${n()} é um problema central em ${n()}.`;
    case 4: return `${pick(r, ['Recentemente', 'Nos últimos anos', 'Atualmente'])}, ${n()} tem recebido grande atenção da comunidade de ${n()}.`;
    default: return `Discutimos também aplicações de ${n()} em ${n()} e ${n()}.`;
  }
}
const ptText = (r: R, n = 3) => Array.from({ length: n }, () => ptSent(r)).join(' ');
const ptPara = (r: R, n = 3) => `<p>${ptText(r, n)}</p>`;
const EN_W = `the of and to in for is on that with as by this we are be from at an or can our which students course research system data
network learning model algorithm analysis design evaluation method performance security software parallel computing graph image vision
theory experiment institute university graduate program seminar workshop paper project results approach`.split(/\s+/);
const enWords = (r: R, n: number) => Array.from({ length: n }, () => pick(r, EN_W)).join(' ');
const enPara = (r: R, n = 3) => `<p>${Array.from({ length: n }, () => { const s = enWords(r, int(r, 8, 16)); return `${s[0].toUpperCase()}${s.slice(1)}.`; }).join(' ')}</p>`;

const NOMES = 'Ana Beatriz Bruno Carla Carlos Daniel Daniela Eduardo Fernanda Felipe Gabriel Gabriela Gustavo Helena Igor Isabela João Júlia Larissa Leonardo Letícia Lucas Luana Marcelo Mariana Matheus Natália Paulo Pedro Rafael Rafaela Renata Rodrigo Sabrina Thiago Vanessa Vinícius Yasmin André Camila Diego Érica Fábio Jéssica Luís Otávio Priscila Raquel Tânia Wagner'.split(' ');
const SOBRENOMES = 'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo Castro Moura Correia Pinto Cavalcanti Campos Azevedo Monteiro Brandão Falcão Queiroz Sampaio Tavares Xavier'.split(' ');
const pessoa = (r: R) => `${pick(r, NOMES)} ${pick(r, SOBRENOMES)}${r() < 0.4 ? ` ${pick(r, SOBRENOMES)}` : ''}`;
const SALAS = ['CB01', 'CB02', 'CB05', 'CB12', 'CB16', 'PB03', 'PB12', 'PB18', 'IC-352', 'IC-351', 'IC-321', 'Auditório IC', 'CC01 (lab.)', 'CC02 (lab.)', 'CC03 (lab.)', 'Sala 85 IC-3', 'Sala 316 IC-3.5'];
const HORARIOS: [number[], string][] = [[[2, 4], '08:00–10:00'], [[2, 4], '10:00–12:00'], [[3, 5], '08:00–10:00'], [[3, 5], '10:00–12:00'], [[2, 4], '14:00–16:00'], [[3, 5], '16:00–18:00'], [[2, 4], '19:00–21:00'], [[3, 5], '14:00–16:00'], [[3, 5], '19:00–21:00'], [[2, 4], '16:00–18:00']];
const EDITORAS = ['Campus/Elsevier', 'LTC', 'Bookman', 'Pearson', 'Novatec', 'Cengage', 'Addison-Wesley', 'MIT Press', 'Springer', 'McGraw-Hill', 'Prentice Hall', 'Cambridge University Press'];

// =====================================================================================================================
// Courses, topics, faculty
// =====================================================================================================================

/** Aulas by subject (the cronograma of a course walks its group's list). */
const TOPICS: Record<string, string[]> = {
  prog: ['Introdução: computadores, algoritmos e programas', 'Variáveis, tipos e expressões', 'Entrada e saída', 'Comandos condicionais', 'Comandos de repetição: while', 'Comandos de repetição: for', 'Listas e tuplas', 'Strings', 'Funções', 'Escopo de variáveis', 'Matrizes', 'Dicionários', 'Arquivos', 'Recursão', 'Busca sequencial e binária', 'Ordenação: seleção, inserção e bolha', 'Ordenação: merge sort', 'Algoritmos numéricos'],
  ed: ['Revisão de C: ponteiros e alocação dinâmica', 'Tipos abstratos de dados', 'Listas ligadas', 'Listas duplamente ligadas e circulares', 'Pilhas', 'Filas', 'Recursão', 'Árvores binárias', 'Percursos em árvores', 'Árvores binárias de busca', 'Árvores AVL', 'Árvores rubro-negras', 'Filas de prioridade e heaps', 'Heapsort', 'Tabelas de espalhamento (hashing)', 'Grafos: representação', 'Busca em largura e em profundidade', 'Union-find'],
  poo: ['Introdução à orientação a objetos', 'Classes e objetos em Java', 'Encapsulamento', 'Construtores e sobrecarga', 'Herança', 'Polimorfismo', 'Classes abstratas e interfaces', 'Exceções', 'Coleções e genéricos', 'Padrões de projeto I', 'Padrões de projeto II', 'Interfaces gráficas', 'Testes unitários', 'UML: diagramas de classes', 'Programação orientada a eventos', 'Threads'],
  lp: ['Paradigmas de programação', 'Programação funcional: Haskell', 'Listas e funções de alta ordem', 'Tipos algébricos', 'Avaliação preguiçosa', 'Mônadas', 'Programação lógica: Prolog', 'Unificação e backtracking', 'Cálculo lambda', 'Sistemas de tipos', 'Inferência de tipos', 'Programação concorrente', 'Scheme e macros', 'Semântica operacional'],
  teoria: ['Lógica proposicional', 'Lógica de predicados', 'Técnicas de demonstração', 'Indução matemática', 'Conjuntos e relações', 'Funções e cardinalidade', 'Relações de equivalência e ordens', 'Contagem', 'Recorrências', 'Linguagens regulares', 'Autômatos finitos', 'Expressões regulares', 'Lema do bombeamento', 'Gramáticas livres de contexto', 'Autômatos de pilha', 'Máquinas de Turing', 'Decidibilidade', 'Classes P e NP', 'Teoria dos grafos: conceitos básicos', 'Emparelhamentos', 'Coloração'],
  arq: ['Representação de dados', 'Aritmética binária', 'Álgebra booleana', 'Circuitos combinacionais', 'Circuitos sequenciais', 'Arquitetura do conjunto de instruções', 'Linguagem de montagem RISC-V', 'Montadores e ligadores', 'Chamadas de procedimento e pilha', 'Interrupções e exceções', 'Entrada e saída mapeada em memória', 'Pipeline', 'Hazards e encaminhamento', 'Hierarquia de memória', 'Memória cache', 'Memória virtual', 'Multiprocessadores', 'Paralelismo em nível de instrução'],
  es: ['Processos de software', 'Métodos ágeis: Scrum e XP', 'Engenharia de requisitos', 'Histórias de usuário', 'Modelagem com UML', 'Arquitetura de software', 'Padrões de projeto', 'Projeto orientado a objetos', 'Testes de software', 'Integração contínua', 'Gerência de configuração (Git)', 'Refatoração', 'Qualidade e métricas', 'Manutenção e evolução', 'DevOps', 'Revisões de código'],
  algo: ['Análise assintótica', 'Indução e projeto de algoritmos', 'Divisão e conquista', 'Recorrências e teorema mestre', 'Ordenação em tempo linear', 'Estatísticas de ordem', 'Programação dinâmica', 'Algoritmos gulosos', 'Análise amortizada', 'Busca em grafos', 'Ordenação topológica', 'Árvores geradoras mínimas', 'Caminhos mínimos', 'Fluxo em redes', 'NP-completude', 'Reduções', 'Algoritmos de aproximação', 'Algoritmos aleatorizados'],
  so: ['Introdução a sistemas operacionais', 'Processos', 'Threads', 'Escalonamento', 'Sincronização: semáforos', 'Monitores e variáveis de condição', 'Deadlocks', 'Gerência de memória', 'Paginação', 'Memória virtual', 'Sistemas de arquivos', 'Entrada e saída', 'Virtualização', 'Segurança em SO', 'Estudo de caso: Linux', 'Chamadas de sistema'],
  bd: ['Introdução a bancos de dados', 'Modelo entidade-relacionamento', 'Modelo relacional', 'Álgebra relacional', 'SQL: consultas', 'SQL: agregação e subconsultas', 'Normalização', 'Dependências funcionais', 'Indexação e árvores B+', 'Processamento de consultas', 'Transações', 'Controle de concorrência', 'Recuperação', 'Bancos NoSQL', 'Data warehouses', 'Bancos de grafos'],
  otim: ['Programação linear: modelagem', 'Método simplex', 'Dualidade', 'Análise de sensibilidade', 'Programação inteira: modelagem', 'Branch-and-bound', 'Planos de corte', 'Relaxação lagrangiana', 'Geração de colunas', 'Poliedros e faces', 'Problemas de fluxo', 'Heurísticas e metaheurísticas', 'Busca local', 'GRASP e busca tabu', 'Algoritmos genéticos', 'Aproximação e PL'],
  dist: ['Introdução a sistemas distribuídos', 'Modelos de sistemas', 'Comunicação: RPC e mensagens', 'Tempo e relógios lógicos', 'Exclusão mútua distribuída', 'Eleição de líder', 'Replicação', 'Consistência', 'Consenso: Paxos', 'Raft', 'Tolerância a falhas bizantinas', 'Sistemas de arquivos distribuídos', 'MapReduce e Spark', 'Computação em nuvem', 'Blockchain', 'Sistemas peer-to-peer'],
  ihc: ['Introdução à IHC', 'Fatores humanos', 'Design centrado no usuário', 'Levantamento de requisitos com usuários', 'Personas e cenários', 'Prototipação de baixa fidelidade', 'Prototipação de alta fidelidade', 'Avaliação heurística', 'Testes com usuários', 'Acessibilidade', 'Design universal', 'Interfaces móveis', 'Visualização de informação', 'Interfaces tangíveis', 'Semiótica e IHC'],
  redes: ['Introdução a redes de computadores', 'Camada de aplicação: HTTP', 'DNS', 'Programação com sockets', 'Servidores concorrentes', 'Camada de transporte: UDP', 'TCP: controle de fluxo', 'TCP: controle de congestionamento', 'Camada de rede: IP', 'Roteamento', 'IPv6', 'Camada de enlace', 'Redes sem fio', 'Segurança em redes', 'Redes definidas por software', 'Multimídia em redes'],
  proj: ['Apresentação da disciplina e formação de equipes', 'Definição dos projetos', 'Levantamento de requisitos', 'Planejamento das sprints', 'Sprint 1: acompanhamento', 'Sprint 2: acompanhamento', 'Apresentação parcial', 'Sprint 3: acompanhamento', 'Testes e validação', 'Sprint 4: acompanhamento', 'Documentação', 'Apresentação final', 'Palestra convidada', 'Retrospectiva'],
  ml: ['Introdução ao aprendizado de máquina', 'Regressão linear', 'Gradiente descendente', 'Regressão logística', 'Regularização', 'Avaliação de modelos e validação cruzada', 'k-vizinhos mais próximos', 'Árvores de decisão', 'Florestas aleatórias e boosting', 'Máquinas de vetores de suporte', 'Redução de dimensionalidade: PCA', 'Agrupamento: k-médias', 'Redes neurais', 'Retropropagação', 'Redes convolucionais', 'Redes recorrentes', 'Aprendizado por reforço'],
  ia: ['Agentes inteligentes', 'Busca não informada', 'Busca heurística: A*', 'Busca local', 'Jogos e minimax', 'Satisfação de restrições', 'Lógica proposicional em IA', 'Lógica de primeira ordem', 'Planejamento', 'Incerteza e probabilidade', 'Redes bayesianas', 'Aprendizado supervisionado', 'Processamento de linguagem natural', 'Ética em IA'],
  comp: ['Estrutura de um compilador', 'Análise léxica', 'Expressões regulares e autômatos', 'Análise sintática descendente', 'Análise sintática ascendente: LR', 'Geradores de analisadores (flex, bison)', 'Árvores sintáticas abstratas', 'Análise semântica', 'Tabelas de símbolos', 'Representação intermediária', 'Geração de código', 'Alocação de registradores', 'Otimização de código', 'Análise de fluxo de dados', 'LLVM'],
  img: ['Imagens digitais: amostragem e quantização', 'Histograma e realce', 'Filtragem espacial', 'Transformada de Fourier', 'Filtragem no domínio da frequência', 'Restauração', 'Morfologia matemática', 'Segmentação', 'Detecção de bordas', 'Transformada de Hough', 'Descritores de forma', 'Descritores de textura', 'Compressão de imagens', 'Imagens coloridas', 'Classificação de imagens', 'Redes convolucionais para visão'],
  cg: ['Introdução à computação gráfica', 'Transformações geométricas', 'Coordenadas homogêneas', 'Projeções', 'Rasterização', 'Recorte', 'Visibilidade: z-buffer', 'Modelos de iluminação', 'Sombreamento', 'Texturas', 'OpenGL e shaders', 'Curvas de Bézier', 'Superfícies', 'Traçado de raios', 'Animação'],
  seg: ['Conceitos de segurança', 'Criptografia simétrica', 'Cifras de bloco e modos de operação', 'Funções de hash', 'Criptografia de chave pública: RSA', 'Diffie-Hellman', 'Assinaturas digitais', 'Certificados e PKI', 'Protocolos: TLS', 'Autenticação', 'Controle de acesso', 'Vulnerabilidades de software', 'Estouro de buffer', 'Segurança web', 'Malware', 'Criptografia pós-quântica'],
  bio: ['Introdução à biologia molecular', 'Comparação de sequências', 'Programação dinâmica: alinhamento', 'Alinhamento múltiplo', 'BLAST e heurísticas', 'Montagem de fragmentos', 'Árvores filogenéticas', 'Rearranjo de genomas', 'Predição de genes', 'Estrutura de proteínas', 'Cadeias de Markov ocultas', 'Mapeamento físico', 'Sequenciamento de nova geração'],
};
const TOPICS_EN: Record<string, string[]> = {
  arq: ['Course overview', 'Performance evaluation', 'Instruction-level parallelism', 'Dynamic scheduling', 'Branch prediction', 'Memory hierarchy design', 'Cache coherence', 'Memory consistency models', 'GPU architectures', 'Domain-specific accelerators', 'Simulation methodology', 'Paper discussion', 'Project presentations'],
  ml: ['Course overview', 'Statistical learning theory', 'Kernel methods', 'Probabilistic graphical models', 'Variational inference', 'Deep learning review', 'Generative adversarial networks', 'Variational autoencoders', 'Representation learning', 'Meta-learning', 'Fairness in machine learning', 'Paper presentations', 'Project presentations'],
  dist: ['Course overview', 'Failure models', 'State machine replication', 'Paxos revisited', 'Raft and its variants', 'Byzantine fault tolerance', 'Blockchain consensus', 'Geo-replicated storage', 'Serverless computing', 'Stream processing', 'Paper discussion', 'Project presentations'],
  img: ['Course overview', 'Image formation and cameras', 'Feature detection and description', 'Multiple view geometry', 'Stereo and depth', 'Optical flow', 'Object detection', 'Semantic segmentation', 'Self-supervised learning for vision', 'Video understanding', 'Paper presentations', 'Project presentations'],
  otim: ['Course overview', 'Polyhedral combinatorics', 'Cutting planes', 'Branch-and-cut', 'Column generation', 'Branch-and-price', 'Lagrangian relaxation', 'Approximation via LP', 'Primal-dual methods', 'Matheuristics', 'Paper presentations', 'Project presentations'],
};
const BOOKS: Record<string, string[]> = {
  prog: ['Python para Desenvolvedores, L. E. Borges', 'Introdução à Computação usando Python, L. Perkovic (LTC)', 'C: Como Programar, H. Deitel e P. Deitel (Pearson)'],
  ed: ['Algoritmos em Linguagem C, P. Feofiloff (Campus/Elsevier)', 'Estruturas de Dados e seus Algoritmos, J. Szwarcfiter e L. Markenzon (LTC)', 'Algorithms in C, R. Sedgewick (Addison-Wesley)'],
  algo: ['Algoritmos: Teoria e Prática, T. Cormen et al. (Campus/Elsevier)', 'Algorithm Design, J. Kleinberg e É. Tardos (Pearson)', 'Introduction to Algorithms: A Creative Approach, U. Manber'],
  teoria: ['Introdução à Teoria da Computação, M. Sipser (Cengage)', 'Matemática Discreta e suas Aplicações, K. Rosen (McGraw-Hill)', 'Teoria Computacional de Grafos, J. Szwarcfiter (Elsevier)'],
  arq: ['Organização e Projeto de Computadores, D. Patterson e J. Hennessy (Campus/Elsevier)', 'Computer Architecture: A Quantitative Approach, J. Hennessy e D. Patterson', 'Sistemas Digitais, F. Vahid (Bookman)'],
  so: ['Sistemas Operacionais Modernos, A. Tanenbaum (Pearson)', 'Fundamentos de Sistemas Operacionais, A. Silberschatz et al. (LTC)', 'Operating Systems: Three Easy Pieces, R. e A. Arpaci-Dusseau'],
  bd: ['Sistema de Banco de Dados, A. Silberschatz, H. Korth e S. Sudarshan (Campus/Elsevier)', 'Sistemas de Banco de Dados, R. Elmasri e S. Navathe (Pearson)'],
  es: ['Engenharia de Software Moderna, M. T. Valente', 'Engenharia de Software, I. Sommerville (Pearson)', 'Engenharia de Software: Uma Abordagem Profissional, R. Pressman (McGraw-Hill)'],
  ml: ['Pattern Recognition and Machine Learning, C. Bishop (Springer)', 'Deep Learning, I. Goodfellow, Y. Bengio e A. Courville (MIT Press)', 'The Elements of Statistical Learning, T. Hastie et al.'],
  img: ['Processamento Digital de Imagens, R. Gonzalez e R. Woods (Pearson)', 'Computer Vision: Algorithms and Applications, R. Szeliski (Springer)'],
  redes: ['Redes de Computadores e a Internet, J. Kurose e K. Ross (Pearson)', 'Programação de Rede UNIX, W. R. Stevens (Bookman)'],
  otim: ['Integer Programming, L. Wolsey (Wiley)', 'Linear Programming, V. Chvátal (Freeman)', 'Combinatorial Optimization, A. Schrijver (Springer)'],
};
const booksOf = (g: string) => BOOKS[g] ?? BOOKS[{ poo: 'es', lp: 'prog', dist: 'so', ihc: 'es', proj: 'es', ia: 'ml', comp: 'teoria', cg: 'img', seg: 'redes', bio: 'algo' }[g] ?? 'algo'];

/** L: taught by one teacher; C: coordinated (many turmas, a department page); E: English-taught graduate topics course. */
interface Course { code: string; nome: string; en: string; nivel: 'G' | 'P'; sem: number; from: number; to: number; g: string; dept: 'L' | 'C' | 'E'; cr: number }
const COURSES: Course[] = `MC102|Algoritmos e Programação de Computadores|Algorithms and Computer Programming|G|0|2005|2019|prog|C|6
MC202|Estruturas de Dados|Data Structures|G|0|2005|2019|ed|C|6
MC322|Programação Orientada a Objetos|Object-Oriented Programming|G|0|2005|2019|poo|L|4
MC346|Paradigmas de Programação|Programming Paradigms|G|1|2008|2019|lp|L|4
MC358|Fundamentos Matemáticos da Computação|Mathematical Foundations of Computing|G|0|2005|2019|teoria|L|4
MC404|Organização Básica de Computadores e Linguagem de Montagem|Computer Organization and Assembly Language|G|0|2005|2019|arq|C|6
MC426|Engenharia de Software|Software Engineering|G|0|2005|2019|es|L|4
MC458|Projeto e Análise de Algoritmos I|Design and Analysis of Algorithms I|G|0|2005|2019|algo|L|4
MC504|Sistemas Operacionais|Operating Systems|G|0|2005|2019|so|L|4
MC536|Bancos de Dados: Teoria e Prática|Databases: Theory and Practice|G|0|2005|2019|bd|L|4
MC558|Projeto e Análise de Algoritmos II|Design and Analysis of Algorithms II|G|1|2005|2019|algo|L|4
MC602|Circuitos Lógicos e Organização de Computadores|Logic Circuits and Computer Organization|G|0|2005|2019|arq|L|4
MC613|Laboratório de Circuitos Digitais|Digital Circuits Laboratory|G|2|2005|2019|arq|L|2
MC621|Desafios de Programação I|Programming Challenges I|G|1|2009|2019|algo|L|2
MC326|Estruturas de Arquivos|File Structures|G|2|2005|2011|ed|L|4
MC514|Sistemas Operacionais: Teoria e Prática|Operating Systems: Theory and Practice|G|1|2005|2011|so|L|4
MC658|Projeto e Análise de Algoritmos III|Design and Analysis of Algorithms III|G|2|2005|2019|otim|L|4
MC714|Sistemas Distribuídos|Distributed Systems|G|2|2005|2019|dist|L|4
MC750|Construção de Interfaces Homem-Computador|Building Human-Computer Interfaces|G|1|2005|2019|ihc|L|4
MC833|Programação de Redes de Computadores|Computer Network Programming|G|0|2005|2019|redes|L|4
MC851|Projeto em Computação I|Computing Project I|G|2|2012|2019|proj|L|4
MC855|Projeto em Sistemas de Computação|Project in Computer Systems|G|1|2008|2019|proj|L|4
MC859|Tópicos em Teoria da Computação|Topics in Theory of Computation|G|2|2010|2019|teoria|L|4
MC886|Aprendizado de Máquina|Machine Learning|G|0|2012|2019|ml|L|4
MC906|Introdução à Inteligência Artificial|Introduction to Artificial Intelligence|G|1|2005|2019|ia|L|4
MC910|Construção de Compiladores|Compiler Construction|G|2|2005|2019|comp|L|4
MC920|Introdução ao Processamento de Imagem Digital|Introduction to Digital Image Processing|G|1|2005|2019|img|L|4
MC930|Computação Gráfica|Computer Graphics|G|2|2005|2019|cg|L|4
MC936|Tópicos em Segurança Computacional|Topics in Computer Security|G|1|2010|2019|seg|L|4
MC949|Visão Computacional|Computer Vision|G|2|2015|2019|img|L|4
MO401|Arquitetura de Computadores I|Computer Architecture I|P|1|2005|2019|arq|L|4
MO405|Teoria dos Grafos|Graph Theory|P|2|2005|2019|teoria|L|4
MO417|Complexidade de Algoritmos I|Complexity of Algorithms I|P|1|2005|2019|algo|L|4
MO420|Programação Linear Inteira|Integer Linear Programming|P|2|2005|2019|otim|L|4
MO431|Tópicos em Otimização|Topics in Optimization|P|1|2008|2019|otim|L|4
MO432|Criptografia|Cryptography|P|2|2005|2019|seg|L|4
MO444|Aprendizado de Máquina e Reconhecimento de Padrões|Machine Learning and Pattern Recognition|P|2|2010|2019|ml|L|4
MO445|Processamento de Imagens|Image Processing|P|1|2005|2019|img|L|4
MO601|Arquitetura de Computadores II|Computer Architecture II|P|2|2005|2019|arq|L|4
MO611|Teleprocessamento e Redes|Teleprocessing and Networks|P|1|2005|2019|redes|L|4
MO614|Tópicos em Engenharia de Software|Topics in Software Engineering|P|2|2005|2019|es|L|4
MO640|Biologia Computacional|Computational Biology|P|1|2005|2019|bio|L|4
MO801|Tópicos em Arquitetura de Computadores|Topics in Computer Architecture|P|1|2015|2019|arq|E|4
MO810|Tópicos em Aprendizado de Máquina|Topics in Machine Learning|P|2|2015|2019|ml|E|4
MO826|Tópicos em Sistemas Distribuídos|Topics in Distributed Systems|P|2|2016|2019|dist|E|4
MO829|Tópicos em Visão Computacional|Topics in Computer Vision|P|1|2016|2019|img|E|4
MO901|Tópicos em Otimização Combinatória|Topics in Combinatorial Optimization|P|2|2017|2019|otim|E|4`
  .split('\n').map((l) => { const [code, nome, en, nivel, sem, from, to, g, dept, cr] = l.split('|'); return { code, nome, en, nivel: nivel as Course['nivel'], sem: Number(sem), from: Number(from), to: Number(to), g, dept: dept as Course['dept'], cr: Number(cr) }; });
const courseBy = new Map(COURSES.map((c) => [c.code, c]));
const lc = (c: Course) => c.code.toLowerCase();

/** Where a teacher put course pages before 2013 (`old`) and since (`neu`). */
type Old = 'frames' | 'www2' | 'ensino' | 'disc' | 'none';
type Neu = 'cursos' | 'disc' | 'ensino' | 'sites' | 'moodle' | 'tv' | 'wiki' | 'walled' | 'none';
/** Charset of the userdir pages: u UTF-8; l latin-1 to 2012 then UTF-8; L latin-1 always; m latin-1 to 2012, mojibake 2013–2016, UTF-8 after. */
interface Fac { login: string; nome: string; rank: string; dep: string; groups: string[]; old: Old; neu: Neu; since: number; until: number; enc: string; decl: Decl; label: string; en: boolean; siape: number; pid: number }
const FACULTY: Fac[] = `rmoreira|Ricardo Moreira|Professor Titular|DTC|algo,teoria|frames|ensino|1990|L|meta|0
amsantos|Ana Maria Santos|Professora Associada|DSC|so,dist|www2|cursos|1997|l|both|0
jcarvalho|João Carvalho|Professor Associado|DTC|teoria,otim|ensino|ensino|1994|L|none|0
mlima|Marcelo Lima|Professor Adjunto|DSI|bd,es|disc|disc|2004|l|http|0
pferreira|Paula Ferreira|Professora Associada|DSC|redes,so|frames|cursos|1999|l|meta|0
hcosta|Hélio Costa|Professor Titular|DTC|otim,algo|www2|wiki|1988|L|meta|0
lrocha|Luciana Rocha|Professora Adjunta|DSI|ihc,es|none|sites|2010|u|meta|1
fbarbosa|Fábio Barbosa|Professor Associado|DSC|arq|frames|disc|1996|L|wrong|0
csouza|Cristina Souza|Professora Adjunta|DSI|ml,ia|none|cursos|2011|u|meta|1
gnunes|Guilherme Nunes|Professor Doutor|DSC|comp,lp|none|tv|2013|u|meta|0
ealves|Eduardo Alves|Professor Titular|DSI|img,cg|www2|ensino|1991|l|both|0
rmendes|Roberto Mendes|Professor Associado|DTC|seg,teoria|disc|moodle|2002|l|meta|0
tpinto|Tatiana Pinto|Professora Adjunta|DSC|so,arq|none|moodle|2009|u|meta|0
vxavier|Valter Xavier|Professor Titular|DTC|bio,algo|ensino|wiki|1993|L|none|0
kcardoso|Karina Cardoso|Professora Adjunta|DSI|bd,ml|disc|cursos|2007|m|meta|1
dramos|Diego Ramos|Professor Doutor|DSC|dist,redes|none|sites|2014|u|meta|1
sgoncalves|Sérgio Gonçalves|Professor Associado|DSC|prog,ed|www2|cursos|1998|l|none|0
mteixeira|Márcia Teixeira|Professora Associada|DTC|teoria,algo|ensino|disc|2000|L|http|0
aqueiroz|Alexandre Queiroz|Professor Titular|DSI|img,ml|frames|cursos|1989|l|meta|1
bfalcao|Beatriz Falcão|Professora Adjunta|DSI|es,proj|none|tv|2012|u|meta|0
ocampos|Otávio Campos|Professor Associado|DSC|arq,comp|disc|disc|2003|l|both|0
narruda|Nelson Arruda|Professor Titular (aposentado)|DTC|otim,teoria|frames|ensino|1985|L|none|0
lsampaio|Lívia Sampaio|Professora Doutora|DSI|ihc,proj|none|sites|2016|u|meta|0
wmonteiro|Wagner Monteiro|Professor Associado|DSC|seg,redes|www2|disc|1999|l|wrong|0
iazevedo|Isabel Azevedo|Professora Adjunta|DTC|otim,teoria|none|wiki|2008|u|meta|0
pcastro|Pedro Castro|Professor Doutor|DSC|so,dist|none|moodle|2015|u|meta|0
jtavares|Juliana Tavares|Professora Associada|DSI|cg,img|ensino|cursos|2001|m|both|1
fbrandao|Fernando Brandão|Professor Adjunto|DTC|algo,prog|none|tv|2010|u|meta|0
rcavalcanti|Rafael Cavalcanti|Professor Doutor|DSI|ml,ia|none|cursos|2017|u|meta|1
mcorreia|Mônica Correia|Professora Associada|DSI|bd,es|www2|moodle|1996|l|http|0
hsoares|Henrique Soares|Professor Titular|DSC|redes,dist|frames|ensino|1987|L|wrong|0
cvieira|Cláudio Vieira|Professor Adjunto|DSC|prog,comp,lp|disc|cursos|2006|u|meta|0
ealmeida|Elisa Almeida|Professora Doutora|DTC|teoria,bio|none|walled|2018|u|meta|0
gmachado|Gustavo Machado|Professor Associado|DSI|es,proj|disc|sites|2005|l|meta|0
lfreitas|Laura Freitas|Professora Adjunta|DSC|arq,so|none|none|2013|u|meta|0
tandrade|Tiago Andrade|Professor Adjunto|DSI|ml,img|none|cursos|2012|u|meta|1`
  .split('\n').map((line, i) => {
    const [login, nome, rank, dep, groups, old, neu, since, enc, decl, en] = line.split('|');
    const r = rng(hash(`fac:${login}`));
    return {
      login, nome, rank, dep, groups: groups.split(','), old: old as Old, neu: neu as Neu, since: Number(since), until: login === 'narruda' ? 2014 : 2019, enc, decl: decl as Decl,
      label: pick(r, ['ISO-8859-1', 'iso-8859-1', 'ISO-8859-1', 'windows-1252']), en: en === '1', siape: 1100000 + int(r, 1000, 899999), pid: 2300 + i * 17,
    };
  });
const facBy = new Map(FACULTY.map((f) => [f.login, f]));
const active = (f: Fac, y: number) => f.since <= y && y <= f.until;
const UD_OLD = new Set<Old>(['frames', 'ensino', 'disc']);
const UD_NEU = new Set<Neu>(['cursos', 'disc', 'ensino']);
/** A userdir `~login/` on the current site (old-scheme pages stayed there after 2013). */
const hasUd = (f: Fac) => UD_OLD.has(f.old) || UD_NEU.has(f.neu);
/** The charset a teacher's userdir pages of year `y` are written in. */
const csOf = (f: Fac, y: number): CS => (f.enc === 'L' ? 'latin1' : f.enc === 'u' ? 'utf8' : y <= 2012 ? 'latin1' : f.enc === 'm' && y <= 2016 ? 'moji' : 'utf8');
const homeCs = (f: Fac): CS => (f.enc === 'L' ? 'latin1' : 'utf8');
const DEPS: Record<string, string> = { DTC: 'Departamento de Teoria da Computação', DSC: 'Departamento de Sistemas de Computação', DSI: 'Departamento de Sistemas de Informação' };
const semKey = (y: number, s: number) => `${y}s${s}`;

// =====================================================================================================================
// Offerings
// =====================================================================================================================

type Fam = 'cursos' | 'disc' | 'ensino' | 'frames' | 'www2' | 'www2c' | 'plone' | 'ploneen' | 'sites' | 'moodle' | 'tv' | 'wiki' | 'walled' | 'stub' | 'none';
interface Off {
  key: string; c: Course; y: number; s: number; f: Fac; co: Fac[]; fam: Fam; home: string; host: string; base: string; cs: CS; decl: Decl;
  hor: number; sala: string; turmas: string[]; sid: number; mid: number; site: string; stub: string; latest: boolean; variant: number; nlist: number;
  monitores: string[]; moodleToo: boolean; en: boolean; p1: boolean;
}
const isCurrent = (o: Off) => o.y === 2019 && o.s === 2;
/** Other units of the university (their catálogo entries, SIGAA turmas, Moodle-less noise). */
const UNITS: [string, string, string, string][] = [
  ['IMECC', 'Instituto de Matemática, Estatística e Computação Científica', 'MA', 'Cálculo I|Cálculo II|Geometria Analítica|Álgebra Linear|Equações Diferenciais|Probabilidade|Estatística|Análise Real|Álgebra Moderna|Cálculo Numérico|Variáveis Complexas|Topologia'],
  ['IFGW', 'Instituto de Física Gleb Wataghin', 'F', 'Física Geral I|Física Geral II|Física Experimental I|Física Experimental II|Mecânica Clássica|Eletromagnetismo|Física Moderna|Termodinâmica|Óptica|Mecânica Quântica'],
  ['FEEC', 'Faculdade de Engenharia Elétrica e de Computação', 'EA', 'Circuitos Elétricos|Eletrônica Básica|Sinais e Sistemas|Controle Linear|Comunicações Digitais|Sistemas Embarcados|Processamento Digital de Sinais|Eletromagnetismo Aplicado|Máquinas Elétricas'],
  ['FEM', 'Faculdade de Engenharia Mecânica', 'EM', 'Desenho Técnico|Mecânica dos Sólidos|Termodinâmica Aplicada|Mecânica dos Fluidos|Elementos de Máquinas|Processos de Fabricação|Vibrações|Transferência de Calor'],
  ['IQ', 'Instituto de Química', 'QG', 'Química Geral|Química Orgânica I|Química Analítica|Físico-Química|Química Inorgânica|Bioquímica'],
  ['IB', 'Instituto de Biologia', 'BA', 'Biologia Celular|Genética|Ecologia|Zoologia|Botânica|Evolução|Microbiologia'],
  ['IE', 'Instituto de Economia', 'CE', 'Introdução à Economia|Microeconomia I|Macroeconomia I|Economia Brasileira|Econometria|História Econômica'],
  ['IEL', 'Instituto de Estudos da Linguagem', 'LA', 'Leitura e Produção de Textos|Inglês Instrumental|Linguística I|Literatura Brasileira|Teoria Literária|Libras'],
  ['FE', 'Faculdade de Educação', 'EL', 'Didática|Psicologia da Educação|Política Educacional|Escola e Cultura|Estágio Supervisionado'],
];
const ALBUMS = ['Recepção dos calouros', 'Semana da Computação', 'Formatura', 'Maratona de Programação', 'Colação de grau', 'Inauguração do prédio IC-3.5', 'Workshop de Teses e Dissertações', 'Visita de escolas', 'UniVale de Portas Abertas', 'Confraternização de fim de ano', 'Hackathon IC', 'Olimpíada de Informática', 'Defesa de doutorado', 'Escola de Verão', 'Palestra convidada'];
const NEWS_TAGS = ['Defesas', 'Graduação', 'Pós-graduação', 'Prêmios', 'Eventos', 'Pesquisa', 'Matrícula', 'Monitoria', 'Vestibular', 'Extensão', 'Maratona', 'Bolsas', 'Intercâmbio', 'Seminários', 'Concursos', 'Imprensa'];
const LISTS: [string, string, number][] = [['ic-geral', 'Avisos gerais do IC', 2006], ['ic-pos', 'Alunos de pós-graduação', 2008], ['ic-grad', 'Alunos de graduação', 2008], ['seminarios', 'Seminários do IC', 2009], ['lab-redes', 'Laboratório de Redes', 2010], ['lab-otim', 'Laboratório de Otimização', 2011], ['lis', 'Laboratório de Sistemas de Informação', 2012], ['recod', 'Reasoning for Complex Data', 2012], ['maratona', 'Maratona de Programação', 2009], ['monitores-mc102', 'Monitores de MC102', 2014], ['admin', 'Suporte de informática do IC', 2007]];
const MESES_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface News { id: number; date: number; title: string; slug: string; tags: string[]; o?: Off; en: boolean }
interface Ev { id: number; date: number; title: string; slug: string; local: string }
interface WPage { id: string; revs: number[]; o?: Off; kind: string }
interface Album { slug: string; name: string; date: number; n: number }
interface Item { h: number; date: number; title: string; author: string; kind: string; adv: string }
interface Res { id: number; nome: string; unit: string; f?: Fac }
interface MCat { id: number; name: string; parent: number; y: number; s: number; courses: number[]; children: number[] }
interface MCourse { id: number; name: string; short: string; cat: number; guest: boolean; o?: Off; teacher: string }

export class ModernWebS {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  /** Plone 4's robots.txt with the institute's additions (the userdirs' private areas, the search views). */
  readonly robots = `# Define access-restrictions for robots/spiders
User-agent: *
Disallow: /login_form
Disallow: /sendto_form
Disallow: /@@search
Disallow: /search
Disallow: /en/@@search
Disallow: /portal_checkouttool
Disallow: /*/folder_contents
Disallow: /~*/privado/

# Add Googlebot-specific syntax extension to exclude forms
User-agent: Googlebot
Disallow: /*?
Disallow: /*atct_album_view$
Disallow: /*folder_factories$
Disallow: /*folder_summary_view$
Disallow: /*login_form$
Disallow: /*mail_password_form$
Disallow: /*search_rss$
Disallow: /*sendto_form$
Disallow: /*summary_view$
Disallow: /*thumbnail_view$
Disallow: /*view$

Sitemap: ${WWW}/sitemap.xml.gz
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private homes = new Map<string, Off>();
  /** host + directory of every offering with files of its own. */
  private bases = new Map<string, Off>();
  private byFac = new Map<string, Off[]>();
  private bySid = new Map<number, Off>();
  private bySite = new Map<string, Off>();
  private bySem = new Map<string, Off[]>();
  private news: News[] = [];
  private newsBySlug = new Map<string, News>();
  private events: Ev[] = [];
  private evBySlug = new Map<string, Ev>();
  private wpages = new Map<string, WPage>();
  private albums: Album[] = [];
  private items: Item[] = [];
  private res: Res[] = [];
  private resById = new Map<number, Res>();
  private cats = new Map<number, MCat>();
  private mcourses = new Map<number, MCourse>();

  constructor() {
    this.buildOffs();
    this.buildMoodle();
    this.buildNews();
    this.buildWiki();
    this.buildRest();
  }

  // ===================================================================================================================
  // Construction
  // ===================================================================================================================

  private teacher(c: Course, y: number, s: number): Fac {
    let pool = FACULTY.filter((f) => active(f, y) && f.groups.includes(c.g));
    if (!pool.length) pool = FACULTY.filter((f) => active(f, y) && f.groups.some((g) => TOPICS[g] && g !== 'prog'));
    const stint = Math.floor((y - 2005 + (hash(c.code) % 4)) / 4);
    return pool[(hash(`${c.code}:${stint}:${c.sem === 0 ? s : 0}`) + stint) % pool.length];
  }

  private buildOffs() {
    let sid = 18230;
    for (const c of COURSES) {
      for (let y = c.from; y <= c.to; y++) {
        for (const s of c.sem === 0 ? [1, 2] : [c.sem]) {
          const r = rng(hash(`off:${c.code}:${y}:${s}`));
          if (!(y === 2019 && s === 2) && r() < 0.05) continue;
          const f = this.teacher(c, y, s);
          const others = FACULTY.filter((g) => g !== f && active(g, y));
          const nt = c.dept === 'C' ? int(r, 3, 7) : r() < 0.15 ? 2 : 1;
          const turmas = 'ABCDEFGHIJ'.slice(0, nt).split('');
          const co = c.dept === 'C' ? turmas.slice(1).map((_, i) => others[(hash(`${c.code}${y}${s}${i}`) + i) % others.length]).filter((g, i, l) => l.indexOf(g) === i) : [];
          const p = r();
          const cur = y === 2019 && s === 2;
          let fam: Fam = 'none';
          if (c.dept === 'C') fam = y >= 2014 ? (p < 0.92 ? 'plone' : 'none') : y >= 2006 ? (p < 0.62 ? 'www2c' : 'none') : 'none';
          else if (c.dept === 'E') fam = p < 0.85 ? 'ploneen' : 'none';
          else if (y < 2013) {
            const k = f.since >= 2013 ? 'none' : f.old;
            fam = k === 'frames' ? (y <= 2011 && p < 0.42 ? 'frames' : 'none') : k === 'www2' ? (p < 0.45 ? 'www2' : 'none') : k === 'ensino' ? (p < 0.34 ? 'ensino' : 'none') : k === 'disc' ? (p < 0.36 ? 'disc' : 'none') : 'none';
          } else {
            const bump = cur ? 0.25 : 0;
            switch (f.neu) {
              case 'cursos': fam = p < 0.45 + bump ? 'cursos' : 'none'; break;
              case 'disc': fam = p < 0.38 + bump ? 'disc' : 'none'; break;
              case 'ensino': fam = p < 0.33 + bump ? 'ensino' : 'none'; break;
              case 'sites': fam = y >= 2014 ? (p < 0.62 + bump ? 'sites' : 'none') : 'none'; break;
              case 'moodle': fam = y >= 2014 ? (p < 0.5 ? 'moodle' : 'walled') : 'none'; break;
              case 'tv': fam = y >= 2014 ? (p < 0.7 + bump ? 'tv' : 'none') : 'none'; break;
              case 'wiki': fam = p < (c.nivel === 'P' ? 0.6 : 0.3) + bump ? 'wiki' : 'none'; break;
              case 'walled': fam = 'walled'; break;
              default: fam = 'none';
            }
            if ((fam === 'cursos' || fam === 'disc' || fam === 'ensino') && y >= 2017 && !cur && r() < 0.12) fam = 'stub';
          }
          if (fam === 'none' && y >= 2015 && c.dept === 'L' && r() < 0.35) fam = 'walled';
          const cs: CS = fam === 'cursos' || fam === 'disc' || fam === 'ensino' || fam === 'frames' || fam === 'stub' ? csOf(f, y) : fam === 'www2' || fam === 'www2c' ? 'latin1' : 'utf8';
          const o: Off = {
            key: `${c.code}:${y}s${s}`, c, y, s, f, co, fam, home: '', host: '', base: '', cs, decl: f.decl, hor: hash(`${c.code}:${y}:${s}`) % HORARIOS.length, sala: pick(r, SALAS), turmas,
            sid: y >= 2010 ? (sid += int(r, 2, 30)) : 0, mid: 0, site: '', stub: '', latest: false, variant: r(), nlist: int(r, 3, 9),
            monitores: Array.from({ length: c.dept === 'C' ? int(r, 4, 9) : int(r, 0, 2) }, () => pessoa(r)), moodleToo: false, en: c.dept === 'E' || (c.nivel === 'P' && f.en && y >= 2016 && r() < 0.4), p1: r() < 0.5,
          };
          if (o.sid) sid += turmas.length;
          o.moodleToo = (fam === 'cursos' || fam === 'sites' || fam === 'disc' || fam === 'plone') && y >= 2016 && r() < 0.3;
          this.offs.push(o);
        }
      }
    }
    const latest = new Map<string, Off>();
    for (const o of this.offs) if (o.fam === 'cursos' || o.fam === 'frames') latest.set(`${o.f.login}:${o.c.code}:${o.fam}`, o);
    for (const o of latest.values()) o.latest = true;
    for (const o of this.offs) {
      const L = `/~${o.f.login}`;
      const k = lc(o.c);
      const sk = semKey(o.y, o.s);
      switch (o.fam) {
        case 'cursos': o.host = H.www; o.base = `${L}/cursos/${k}/${sk}/`; o.home = WWW + o.base; break;
        case 'disc': o.host = H.www; o.base = `${L}/disciplinas/${o.y}-${o.s}/${k}/`; o.home = `${WWW}${o.base}index.html`; break;
        case 'ensino': o.host = H.www; o.base = `${L}/ensino/${k}-${o.y}.${o.s}/`; o.home = `${WWW}${L}/ensino/${k}-${o.y}.${o.s}.html`; break;
        case 'frames': o.host = H.www; o.base = `${L}/${k}/${sk}/`; o.home = WWW + o.base; break;
        case 'stub': o.stub = o.f.neu === 'cursos' ? `${WWW}${L}/cursos/${k}/${sk}/` : o.f.neu === 'disc' ? `${WWW}${L}/disciplinas/${o.y}-${o.s}/${k}/index.html` : `${WWW}${L}/ensino/${k}-${o.y}.${o.s}.html`; break;
        case 'www2': o.host = H.www2; o.base = `/docentes/${o.f.login}/${k}_${sk}/`; o.home = `${WWW2}${o.base}index.htm`; break;
        case 'www2c': o.host = H.www2; o.base = `/disciplinas/${k}/${sk}/`; o.home = WWW2 + o.base; break;
        case 'plone': o.host = H.www; o.base = `/ensino/${o.c.nivel === 'G' ? 'graduacao' : 'pos-graduacao'}/disciplinas/${sk}/${k}`; o.home = WWW + o.base; break;
        case 'ploneen': o.host = H.www; o.base = `/en/teaching/graduate-courses/${sk}/${k}`; o.home = WWW + o.base; break;
        case 'sites': {
          const v = hash(o.key) % 3;
          o.site = v === 0 ? `${k}-${sk}` : v === 1 ? `${k}unvl${o.y}${o.s}` : `ic-${k}-${o.y}-${o.s}`;
          o.home = `${SITES}/view/${o.site}`;
          this.bySite.set(o.site, o);
          break;
        }
        case 'tv': o.home = `${SIGAA}/sigaa/ava/publico/turma.jsf?idTurma=${o.sid}`; break;
        case 'wiki': o.home = `${WIKI}/doku.php?id=disciplinas:${k}:${sk}`; break;
        default: break;
      }
      if (o.base && o.fam !== 'plone' && o.fam !== 'ploneen') this.bases.set(o.host + o.base, o);
      if (o.home) { this.courseHomes.add(o.home); this.homes.set(o.home, o); }
      if (o.sid) for (let i = 0; i < o.turmas.length; i++) this.bySid.set(o.sid + i, o);
      push(this.byFac, o.f.login, o);
      for (const g of o.co) push(this.byFac, g.login, o);
      push(this.bySem, semKey(o.y, o.s), o);
    }
  }

  private buildMoodle() {
    let cid = 1;
    const cat = (name: string, parent: number, y: number, s: number) => {
      const c: MCat = { id: cid++, name, parent, y, s, courses: [], children: [] };
      this.cats.set(c.id, c);
      this.cats.get(parent)?.children.push(c.id);
      return c;
    };
    cat('Categorias', 0, 0, 0);
    let mid = 3;
    const add = (leaf: MCat, name: string, short: string, teacher: string, guest: boolean, o?: Off) => {
      const id = mid;
      mid += 1 + (hash(`mid:${short}`) % 4);
      this.mcourses.set(id, { id, name, short, cat: leaf.id, guest, o, teacher });
      leaf.courses.push(id);
      return id;
    };
    for (let y = 2014; y <= 2019; y++) {
      for (const s of [1, 2]) {
        const sc = cat(`${y} - ${s}º semestre`, 1, y, s);
        const g = cat('Graduação', sc.id, y, s);
        const pg = cat('Pós-graduação', sc.id, y, s);
        const ext = cat('Extensão e outros', sc.id, y, s);
        for (const o of this.bySem.get(semKey(y, s)) ?? []) {
          if (o.fam !== 'moodle' && o.fam !== 'walled' && o.fam !== 'stub' && !o.moodleToo) continue;
          o.mid = add(o.c.nivel === 'G' ? g : pg, `${o.c.code} ${o.c.nome} - ${s}s${y}`, `${o.c.code}-${y}s${s}`, o.f.nome, o.fam === 'moodle', o);
          if (o.fam === 'moodle') { o.home = `${MOODLE}/course/view.php?id=${o.mid}`; this.courseHomes.add(o.home); this.homes.set(o.home, o); }
        }
        const r = rng(hash(`mx:${y}:${s}`));
        for (let i = 0, n = int(r, 3, 8); i < n; i++) add(ext, pick(r, ['Nivelamento em Python', 'Curso de LaTeX', 'Preparação para a Maratona', 'Oficina de Git', 'Treinamento de monitores PED', 'Introdução ao Linux', 'Programação para o Ensino Médio']) + ` (${y}/${s})`, `EXT-${y}${s}-${i}`, pessoa(r), false);
      }
    }
  }

  private buildNews() {
    const r = rng(hash('news'));
    const from = dayOf(2013, 3, 1);
    const N = 1400;
    const conf = ['SBPO', 'CSBC', 'SBRC', 'SIBGRAPI', 'SBBD', 'BRACIS', 'WebMedia', 'SBSeg', 'ICALP', 'NeurIPS', 'CVPR', 'ISCA', 'SODA', 'ICSE'];
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 1 - from)) / N);
      const [y] = ymd(date);
      const f = pick(r, FACULTY.filter((g) => active(g, y)));
      const k = int(r, 0, 11);
      const st = pessoa(r);
      const [title, tags] = ([
        [`Defesa de doutorado: ${st}`, ['Defesas', 'Pós-graduação']],
        [`Defesa de mestrado: ${st}`, ['Defesas', 'Pós-graduação']],
        [`Alunos do IC premiados no ${pick(r, conf)} ${y}`, ['Prêmios', 'Pesquisa']],
        [`Prof. ${f.nome} recebe bolsa de produtividade do CNPq`, ['Pesquisa', 'Bolsas']],
        [`Seminário do IC: ${pick(r, PT_N)} e ${pick(r, PT_N)}`, ['Seminários', 'Eventos']],
        [`Inscrições abertas para o processo seletivo da pós-graduação ${y + 1}`, ['Pós-graduação', 'Vestibular']],
        [`Matrícula em disciplinas do ${ymd(date)[1] < 7 ? 2 : 1}º semestre: prazos e orientações`, ['Graduação', 'Matrícula']],
        [`Equipe do IC se classifica para a final da Maratona de Programação`, ['Maratona', 'Prêmios']],
        [`Edital de monitoria (PAD/PED) ${ymd(date)[1] < 7 ? 2 : 1}º semestre de ${y}`, ['Monitoria', 'Graduação']],
        [`IC na imprensa: ${pick(r, PT_N)}`, ['Imprensa']],
        [`Intercâmbio: inscrições para o programa de duplo diploma`, ['Intercâmbio', 'Graduação']],
        [`Semana da Computação ${y}: programação completa`, ['Eventos', 'Extensão']],
      ] as [string, string[]][])[k];
      const id = 3000 + i * 7 + int(r, 0, 6);
      const slug = title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 70) + (r() < 0.3 ? `-${int(r, 1, 9)}` : '');
      const n: News = { id, date, title, slug, tags, en: r() < 0.18 };
      if (this.newsBySlug.has(`${ymd(date)[0]}/${pad(ymd(date)[1])}/${slug}`)) continue;
      this.news.push(n);
      this.newsBySlug.set(`${ymd(date)[0]}/${pad(ymd(date)[1])}/${slug}`, n);
    }
    // Course news: new courses, coordinated-course matrícula, the English-taught topics.
    for (const o of this.offs) {
      const rr = rng(hash(`cn:${o.key}`));
      if (!o.home || o.y < 2013 || rr() > (o.c.dept !== 'L' ? 0.5 : 0.06)) continue;
      const date = semStart(o.y, o.s) - int(rr, 5, 20);
      if (date >= NOW) continue;
      const title = o.c.dept === 'E' ? `Disciplina em inglês no ${o.s}º semestre: ${o.c.code} ${o.c.en}` : o.c.dept === 'C' ? `${o.c.code} no ${o.s}º semestre de ${o.y}: turmas, horários e laboratórios` : `Nova página da disciplina ${o.c.code} (${o.s}º semestre de ${o.y})`;
      const slug = `${lc(o.c)}-${o.y}s${o.s}-${o.c.dept === 'L' ? 'pagina' : 'informacoes'}`;
      const [y, m] = ymd(date);
      const n: News = { id: 90000 + (hash(o.key) % 9000), date, title, slug, tags: ['Graduação'], o, en: o.c.dept === 'E' };
      this.news.push(n);
      this.newsBySlug.set(`${y}/${pad(m)}/${slug}`, n);
    }
    this.news.sort((x, y) => y.date - x.date || y.id - x.id);
    const er = rng(hash('events'));
    for (let i = 0; i < 420; i++) {
      const date = dayOf(2013, 3, 1) + Math.floor((i * (dayOf(2020, 6, 30) - dayOf(2013, 3, 1))) / 420) + int(er, 0, 2);
      const kind = pick(er, ['Seminário do IC', 'Seminário do IC', 'Defesa de doutorado', 'Defesa de mestrado', 'Exame de qualificação', 'Palestra', 'Workshop', 'Semana da Computação', 'Reunião da Congregação']);
      const title = kind.startsWith('Defesa') || kind.startsWith('Exame') ? `${kind}: ${pessoa(er)}` : `${kind}: ${pick(er, PT_N)}`;
      const slug = `${fISO(date)}-${title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 50).replace(/-$/, '')}`;
      const ev: Ev = { id: i, date, title, slug, local: pick(er, ['Auditório do IC', 'Sala 85 IC-3', 'Sala 316 IC-3.5', 'Anfiteatro IC-2', 'Centro de Convenções']) };
      this.events.push(ev);
      this.evBySlug.set(slug, ev);
    }
  }

  private buildWiki() {
    const r = rng(hash('wiki'));
    const add = (id: string, kind: string, n: number, o?: Off) => {
      let d = o ? semStart(o.y, o.s) - 12 : dayOf(2009, 3, 1) + int(r, 0, 3300);
      const revs: number[] = [];
      for (let i = 0; i < n && d < NOW; i++) { revs.push(d * 86400 + int(r, 30000, 80000)); d += int(r, 1, o ? 10 : 80); }
      if (!revs.length) revs.push((NOW - 20) * 86400 + 40000);
      this.wpages.set(id, { id, revs, o, kind });
    };
    for (const id of ['start', 'wiki:syntax', 'wiki:welcome', 'sidebar', 'playground:playground', 'disciplinas:start', 'infra:start', 'laboratorios:start', 'seminarios:start', 'pos:start', 'pos:qualificacao', 'pos:normas', 'pos:bolsas', 'grad:estagio', 'grad:tcc']) add(id, 'sys', int(r, 2, 25));
    for (const t of ['impressao', 'vpn', 'wifi', 'email', 'ssh', 'cluster', 'gpu', 'slurm', 'backup', 'contas', 'nfs', 'salas-cc', 'linux-lab', 'docker', 'latex', 'moodle', 'susy', 'projetor', 'videoconferencia', 'git']) add(`infra:${t}`, 'infra', int(r, 3, 30));
    for (const l of ['lab-redes', 'lab-otim', 'lis', 'recod', 'lsc', 'larc', 'lab-bio', 'lab-ihc', 'lab-seg', 'lab-arq']) { add(`laboratorios:${l}:start`, 'lab', int(r, 4, 25)); add(`laboratorios:${l}:membros`, 'lab', int(r, 3, 15)); add(`laboratorios:${l}:reunioes`, 'lab', int(r, 6, 30)); add(`laboratorios:${l}:equipamentos`, 'lab', int(r, 2, 10)); }
    for (let y = 2010; y <= 2019; y++) add(`seminarios:${y}`, 'sem', int(r, 5, 30));
    for (const c of COURSES) {
      const os = this.offs.filter((o) => o.c === c && o.fam === 'wiki');
      if (!os.length) continue;
      add(`disciplinas:${lc(c)}:start`, 'cns', int(r, 2, 8));
      for (const o of os) { add(`disciplinas:${lc(c)}:${semKey(o.y, o.s)}`, 'course', int(r, 5, 22), o); add(`disciplinas:${lc(c)}:${semKey(o.y, o.s)}:trabalhos`, 'csub', int(r, 2, 10), o); }
    }
  }

  private buildRest() {
    const r = rng(hash('rest'));
    for (let y = 2008; y <= 2019; y++) {
      const names = [...ALBUMS].sort((p, q) => hash(`${y}${p}`) - hash(`${y}${q}`)).slice(0, int(r, 4, 8));
      for (const nm of names) {
        const date = dayOf(y, int(r, 2, 11), int(r, 1, 28));
        const slug = `${y}-${nm.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')}`;
        this.albums.push({ slug, name: `${nm} ${y}`, date, n: int(r, 15, 70) });
      }
    }
    let h = 1000;
    for (let y = 2005; y <= 2019; y++) {
      for (let i = 0, n = int(r, 50, 90); i < n; i++) {
        const kind = pick(r, ['Dissertação (mestrado)', 'Dissertação (mestrado)', 'Tese (doutorado)', 'Relatório técnico']);
        const adv = pick(r, FACULTY.filter((f) => active(f, y))).nome;
        this.items.push({ h: h += int(r, 1, 6), date: dayOf(y, int(r, 1, 12), int(r, 1, 28)), title: `${pick(r, PT_S)[0].toUpperCase()}${pick(r, PT_S).slice(1)} de ${pick(r, PT_N)} para ${pick(r, PT_N)}`, author: pessoa(r), kind, adv });
      }
    }
    this.items.sort((x, y) => y.date - x.date);
    for (const f of FACULTY) { const x = { id: f.pid * 31 + 7, nome: f.nome, unit: 'IC', f }; this.res.push(x); this.resById.set(x.id, x); }
    for (const u of UNITS) for (let i = 0, n = int(r, 25, 45); i < n; i++) { const x = { id: 100000 + int(r, 0, 899999), nome: pessoa(r), unit: u[0] }; if (!this.resById.has(x.id)) { this.res.push(x); this.resById.set(x.id, x); } }
  }

  // ===================================================================================================================
  // Dispatch
  // ===================================================================================================================

  respond(url: string): Resp {
    let u: URL;
    try { u = new URL(url); } catch { return nginx404(); }
    const host = u.hostname.toLowerCase();
    if (host !== DOM && !host.endsWith(`.${DOM}`)) return nginx404();
    if (u.protocol === 'http:' && !HTTP_ONLY.has(host)) return moved(`https://${host}${u.pathname}${u.search}`);
    if (u.protocol === 'https:' && HTTP_ONLY.has(host)) return moved(`http://${host}${u.pathname}${u.search}`);
    switch (host) {
      case H.www: return u.pathname.startsWith('/~') ? this.userdir(u) : this.plone(u);
      case H.icBare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.www2: return this.www2(u);
      case H.uni: return this.uniHost(u);
      case H.uniBare: return moved(`${UNI}${u.pathname}${u.search}`);
      case H.sigaa: return this.sigaa(u);
      case H.dac: return this.dac(u);
      case H.moodle: return this.moodle(u);
      case H.cas: return this.casHost(u);
      case H.sites: return this.sitesHost(u);
      case H.wiki: return this.wiki(u);
      case H.listas: return this.listas(u);
      case H.fotos: return this.fotos(u);
      case H.ftp: return this.ftp(u);
      case H.repo: return this.repo(u);
      case H.pesq: return this.pesq(u);
      case H.vest: return this.vest(u);
      case H.susy: case H.webmail: case H.drive: return moved(cas(`https://${host}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  /** A link to an offering's page as others write it: mostly exact, sometimes the old http form or without the slash. */
  private href(o: Off, salt: string): string {
    if (!o.home) return o.stub || (o.mid ? `${MOODLE}/course/view.php?id=${o.mid}` : this.turmaUrl(o));
    const x = hash(`href:${salt}:${o.key}`) % 100;
    const h = o.home;
    if (x < 8 && h.startsWith('https://') && (o.fam === 'cursos' || o.fam === 'disc' || o.fam === 'ensino' || o.fam === 'frames' || o.fam === 'plone')) return h.replace('https:', 'http:');
    if (x < 14 && h.endsWith('/') && o.fam !== 'www2c') return h.slice(0, -1);
    return h;
  }
  private turmaUrl(o: Off, i = 0) { return `${SIGAA}/sigaa/public/turmas/view.jsf?id=${o.sid + i}`; }
  private ementaUrl(c: Course, y: number) { return `${DAC}/cursos/catalogo/${y}/disciplinas/${c.code}.html`; }
  private profileUrl(f: Fac, en = false) { return `${WWW}${en ? '/en/people/faculty' : '/pessoas/docentes'}/${f.login}`; }

  // ===================================================================================================================
  // Course content shared by every template
  // ===================================================================================================================

  private info(o: Off) {
    const r = rng(hash(`info:${o.key}`));
    const [dias, hora] = HORARIOS[o.hor];
    const days = classDays(o.y, o.s, dias);
    const en = o.en;
    const pool = en ? TOPICS_EN[o.c.g] ?? TOPICS_EN.ml : TOPICS[o.c.g];
    const n = days.length;
    const p1 = Math.floor(n * 0.45), p2 = n - 2;
    const shift = hash(o.c.code) % 3;
    let ti = 0;
    const rows = days.map((d, i) => {
      if (i === p1) return { d, i, t: en ? 'Midterm exam' : 'Prova 1 (P1)', slide: false };
      if (i === p2) return { d, i, t: en ? 'Final exam' : 'Prova 2 (P2)', slide: false };
      if (i === n - 1) return { d, i, t: en ? 'Project presentations' : 'Vista de prova e revisão', slide: false };
      const k = Math.min(pool.length - 1, Math.floor((ti * pool.length) / (n - 3)) + (ti ? 0 : 0));
      const prevK = ti ? Math.min(pool.length - 1, Math.floor(((ti - 1) * pool.length) / (n - 3))) : -1;
      ti++;
      const t = pool[(k + (o.c.dept === 'L' ? shift : 0)) % pool.length];
      return { d, i, t: k === prevK ? `${t} ${en ? '(cont.)' : '(continuação)'}` : t, slide: d < NOW };
    });
    const exame = days[n - 1] + 7 + (o.s === 2 ? 3 : 2);
    const listas = Array.from({ length: o.nlist }, (_, i) => { const at = 2 + Math.floor((i * (n - 6)) / o.nlist); return { n: i + 1, out: days[at], due: days[at] + 9 + (i % 2) * 5, t: rows[at].t.replace(/ \(cont.*\)$/, '') }; }).filter((x) => x.out < NOW);
    const pesos = o.p1 ? [0.35, 0.35, 0.3] : [0.3, 0.4, 0.3];
    const criterio = en
      ? `Final grade: ${Math.round(pesos[0] * 100)}% midterm, ${Math.round(pesos[1] * 100)}% final exam, ${Math.round(pesos[2] * 100)}% homework. Students with a grade between 2.5 and 5.0 may take the exam.`
      : `Média das provas: MP = ${pesos[0]}·P1 + ${pesos[1]}·P2; média das listas/trabalhos: ML. Média final: MF = ${(1 - pesos[2]).toFixed(1)}·MP + ${pesos[2]}·ML, se MP ≥ 5 e ML ≥ 5; caso contrário, MF = min(MP, ML). Alunos com 2,5 ≤ MF < 5 podem fazer o exame (${fDMY(exame)}); a nota final será a média entre MF e o exame. Frequência mínima: 75%.`;
    const avisos: [number, string][] = [];
    if (isCurrent(o)) {
      const done = rows.filter((x) => x.d < NOW).length;
      avisos.push([NOW - 1, `Slides da aula ${done} disponíveis.`]);
      const last = listas[listas.length - 1];
      if (last) avisos.push([last.out, `Lista ${last.n} disponível; entrega até ${fDM(last.due)}.`]);
      if (o.monitores.length) avisos.push([semStart(o.y, o.s) + 8, `Os plantões de dúvidas com os monitores começam nesta semana: ${o.monitores.length} monitor(es), horários abaixo.`]);
      avisos.push([semStart(o.y, o.s) - 3, `Bem-vindos à ${o.c.code}! A primeira aula será em ${fExtS(days[0])} (${WD[wd(days[0])]}-feira), sala ${o.sala}.`]);
    } else {
      avisos.push([exame + 4, 'Notas finais disponíveis. Boas férias!']);
      avisos.push([days[p2] - 5, `A P2 será em ${fDM(days[p2])}, no horário da aula. Matéria: todo o conteúdo a partir da aula ${p1 + 2}.`]);
      avisos.push([days[p1] - 6, `P1 em ${fDM(days[p1])}. Consulta permitida a uma folha A4 manuscrita.`]);
    }
    if (r() < 0.5) { const j = int(r, 3, n - 4); avisos.push([days[j] - 2, `Não haverá aula em ${fDM(days[j])} (${pick(r, ['participação em congresso', 'banca de defesa', 'viagem a trabalho'])}). A reposição será combinada em aula.`]); }
    if (o.moodleToo) avisos.push([days[1], 'As entregas das listas serão feitas pelo Moodle IC.']);
    const visible = avisos.filter((x) => x[0] <= NOW).sort((x, y) => y[0] - x[0]);
    const ementa = en ? `${pool.slice(1, 7).join('. ')}.` : `${pool.slice(0, 8).join('. ')}.`;
    const plantao = o.monitores.length ? `${pick(r, ['Segundas', 'Terças', 'Quartas', 'Quintas'])}, ${pick(r, ['12h–13h', '17h–18h', '18h–19h', '13h–14h'])}, ${pick(r, ['sala 302 do IC-3', 'laboratório CC02', 'sala de estudos do IC'])}` : '';
    return { days, dias, hora, rows, listas, criterio, avisos: visible, ementa, plantao, exame, p1: days[p1], p2: days[p2], books: booksOf(o.c.g) };
  }
  private semName(o: Off, style = 0) {
    if (o.en) return `${o.s === 1 ? 'First' : 'Second'} semester ${o.y}`;
    return [semLabel(o.y, o.s), `${o.y}/${o.s}`, `${o.y}s${o.s}`, `${o.s}º Sem. ${o.y}`, `${o.y}.${o.s}`][style % 5];
  }
  private horario(o: Off) { const I = this.info(o); return `${I.dias.map((d) => WD[d]).join(' e ')}, ${I.hora}`; }
  /** The offering's own files, relative to its home. */
  private rel(o: Off, p: string) { return o.fam === 'ensino' ? `${o.base.split('/').filter(Boolean).pop()}/${p}` : p; }
  private slideName(o: Off, i: number) { return o.fam === 'frames' || o.fam === 'www2' || o.fam === 'www2c' ? `aulas/aula${i + 1}.pdf` : o.variant < 0.5 ? `slides/aula${pad(i + 1)}.pdf` : `slides/${lc(o.c)}-aula${pad(i + 1)}.pdf`; }

  /** HTML blocks of an offering; `mode` picks modern (lists, h2) or legacy (tables, font) markup. */
  private blocks(o: Off, mode: 'modern' | 'legacy') {
    const I = this.info(o);
    const en = o.en;
    const R = (p: string) => this.rel(o, p);
    const h = (t: string) => (mode === 'modern' ? `<h2>${t}</h2>` : `<p><font size="+1" color="#003366"><b>${t}</b></font></p>`);
    const docentes = [o.f, ...o.co];
    const avisos = `${h(en ? 'Announcements' : 'Avisos')}<ul class="avisos">${I.avisos.map(([d, t]) => `<li><b>${fDM(d)}</b> — ${esc(t)}</li>`).join('')}</ul>`;
    const infos = `${h(en ? 'Course information' : 'Informações')}<ul><li>${en ? 'Instructor' : docentes.length > 1 ? 'Docentes' : 'Docente'}: ${docentes.map((g) => esc(g.nome)).join(', ')}</li><li>${en ? 'Classes' : 'Aulas'}: ${esc(this.horario(o))}, ${en ? 'room' : 'sala'} ${esc(o.sala)}</li>${o.monitores.length ? `<li>${en ? 'Teaching assistants' : o.monitores.length > 2 ? 'Monitores (PAD) e PEDs' : 'Monitor(es)'}: ${o.monitores.map(esc).join(', ')}</li><li>${en ? 'Office hours' : 'Plantão de dúvidas'}: ${esc(I.plantao)}</li>` : ''}<li>${en ? 'Office hours (instructor)' : 'Atendimento'}: ${en ? 'by appointment' : 'com horário marcado por e-mail'} (${o.f.login}@ic.${DOM})</li></ul>`;
    const ementa = `${h(en ? 'Syllabus' : 'Ementa')}<p>${esc(I.ementa)}</p>`;
    const crit = `${h(en ? 'Grading' : 'Critério de avaliação')}<p>${esc(I.criterio)}</p>`;
    const row = (x: (typeof I.rows)[number]) => `<tr><td>${x.i + 1}</td><td>${fDM(x.d)}</td><td>${esc(x.t)}</td><td>${x.slide ? a(R(this.slideName(o, x.i)), en ? 'slides' : 'slides') : ''}</td></tr>`;
    const crono = `${h(en ? 'Schedule' : 'Cronograma')}<table ${mode === 'modern' ? 'class="table table-sm table-striped"' : 'border="1" cellpadding="3" cellspacing="0"'}><tr><th>${en ? '#' : 'Aula'}</th><th>${en ? 'Date' : 'Data'}</th><th>${en ? 'Topic' : 'Assunto'}</th><th>${en ? 'Material' : 'Material'}</th></tr>${I.rows.map(row).join('')}<tr><td></td><td>${fDM(I.exame)}</td><td>${en ? 'Make-up exam' : 'Exame'}</td><td></td></tr></table>`;
    const listas = `${h(en ? 'Homework' : 'Listas de exercícios')}<ul>${I.listas.map((x) => `<li>${a(R(`listas/lista${pad(x.n)}.pdf`), en ? `Homework ${x.n}` : `Lista ${x.n}`)} — ${esc(x.t)} (${en ? 'due' : 'entrega'}: ${fDM(x.due)})</li>`).join('') || `<li>${en ? 'None yet.' : 'Nenhuma lista ainda.'}</li>`}</ul>`;
    const biblio = `${h(en ? 'References' : 'Bibliografia')}<ol>${I.books.map((b) => `<li>${esc(b)}</li>`).join('')}</ol>`;
    return { I, avisos, infos, ementa, crit, crono, listas, biblio };
  }

  // ===================================================================================================================
  // www.ic/~login/: teachers' userdir pages
  // ===================================================================================================================

  private findBase(host: string, path: string): [Off, string] | undefined {
    for (let i = path.length; i > 0; i--) {
      if (path[i - 1] !== '/') continue;
      const o = this.bases.get(host + path.slice(0, i));
      if (o) return [o, path.slice(i)];
    }
    return undefined;
  }

  private userdir(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const m = /^\/~([a-z]+)(\/.*)?$/.exec(p);
    const f = m ? facBy.get(m[1]) : undefined;
    if (!m || !f || !hasUd(f)) return apache404(H.www, p);
    const rest = m[2] ?? '';
    if (!rest) return moved(`${WWW}/~${f.login}/`);
    if (rest.startsWith('/privado/')) return apache403(H.www, p);
    if (rest.endsWith('.css')) return { status: 200, type: 'text/css', body: 'body{font-family:Verdana,Arial,sans-serif}' };
    if (rest === '/' || rest === '/index.html' || rest === '/index.htm') return this.facHome(f);
    if (rest === '/cursos/' && f.neu === 'cursos') return this.facIndex(f, 'cursos');
    if (rest === '/disciplinas/' && (f.neu === 'disc' || f.old === 'disc')) return this.facIndex(f, 'disc');
    if (rest === '/ensino.html' && (f.neu === 'ensino' || f.old === 'ensino')) return this.facIndex(f, 'ensino');
    if (['/publicacoes.html', '/pesquisa.html', '/cv.html', '/orientacoes.html'].includes(rest)) return this.facMisc(f, rest);
    if (/^\/(pubs|papers)\/[a-z0-9-]+\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    const url = WWW + p;
    const o = this.homes.get(url);
    if (o) return this.courseHome(o);
    const st = this.offs.find((x) => x.stub && (x.stub === url || x.stub === `${url}/`));
    if (st) return st.stub === url ? this.stubPage(st) : moved(st.stub);
    const dm = /^\/disciplinas\/(\d{4})-([12])\/$/.exec(rest);
    if (dm) { const os = (this.byFac.get(f.login) ?? []).filter((x) => x.f === f && x.fam === 'disc' && x.y === Number(dm[1]) && x.s === Number(dm[2])); if (os.length) return this.autoindex(p, os.map((x) => [`${lc(x.c)}/`, `${fISO(semStart(x.y, x.s) - 5)} 10:12`, '-'])); }
    const fm = /^\/(m[co]\d{3})\/$/.exec(rest);
    if (fm) { const os = (this.byFac.get(f.login) ?? []).filter((x) => x.fam === 'frames' && x.f === f && lc(x.c) === fm[1]); if (os.length) return this.framesIndex(f, os); }
    const fb = this.findBase(H.www, p);
    if (fb) return this.courseFile(fb[0], fb[1], u);
    // A directory form without its slash, as Apache answers it.
    if (!p.endsWith('/') && this.findBase(H.www, `${p}/`)?.[1] === '') return moved(`${WWW}${p}/`);
    return apache404(H.www, p);
  }

  /** An Apache autoindex listing (`?C=M;O=D` sorts like the real thing). */
  private autoindex(path: string, rows: [string, string, string][], sort = '', host: string = H.www, port = 443): Resp {
    const q = Object.fromEntries(sort.slice(1).split(/[;&]/).map((kv) => kv.split('=')).filter((kv) => kv.length === 2)) as Record<string, string | undefined>;
    const key = q.C ?? 'N', desc = q.O === 'D';
    const sorted = [...rows].sort((x, y) => { const c = key === 'M' ? x[1].localeCompare(y[1]) : key === 'S' ? x[2].localeCompare(y[2]) : x[0].localeCompare(y[0]); return desc ? -c : c; });
    const col = (k: string, l: string) => a(`?C=${k};O=${key === k && !desc ? 'D' : 'A'}`, l);
    return { status: 200, type: 'text/html;charset=UTF-8', body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of ${esc(path)}</title>\n </head>\n <body>\n<h1>Index of ${esc(path)}</h1>\n  <table>\n   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th><th>${col('N', 'Name')}</th><th>${col('M', 'Last modified')}</th><th>${col('S', 'Size')}</th><th>${col('D', 'Description')}</th></tr>\n   <tr><th colspan="5"><hr></th></tr>\n<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="../">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>\n${sorted.map(([n, d, s]) => `<tr><td valign="top"><img src="/icons/${n.endsWith('/') ? 'folder' : 'unknown'}.gif" alt="[${n.endsWith('/') ? 'DIR' : '   '}]"></td><td>${a(n, n)}</td><td align="right">${d}  </td><td align="right">${s}</td><td>&nbsp;</td></tr>`).join('\n')}\n   <tr><th colspan="5"><hr></th></tr>\n</table>\n<address>Apache/2.4.25 (Debian) Server at ${host} Port ${port}</address>\n</body></html>\n` };
  }

  /** An offering as its teacher lists it. */
  private offLink(o: Off, salt: string, label: string): string {
    if (o.home) return a(o.fam === 'cursos' && hash(`rel:${salt}:${o.key}`) % 4 === 0 ? o.home.replace(WWW, '') : this.href(o, salt), label);
    if (o.stub) return a(o.stub.replace(WWW, ''), label);
    if (o.mid) return `${esc(label)} (${a(`${MOODLE}/course/view.php?id=${o.mid}`, 'Moodle')})`;
    return esc(label);
  }

  private facHome(f: Fac): Resp {
    const cs = homeCs(f);
    const r = rng(hash(`fh:${f.login}`));
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.f === f);
    const now = offs.filter((o) => o.y === 2019);
    const idx = [f.neu === 'cursos' ? li('cursos/', 'Disciplinas (todas)') : '', f.neu === 'disc' || f.old === 'disc' ? li('disciplinas/', 'Disciplinas ministradas') : '', f.neu === 'ensino' || f.old === 'ensino' ? li('ensino.html', 'Ensino') : ''].join('');
    const frames = offs.filter((o) => o.fam === 'frames');
    const fcodes = [...new Set(frames.map((o) => lc(o.c)))];
    const en = f.en;
    if (cs === 'latin1') {
      const meta = metaCT(cs, f.decl, f.label);
      return legacy(`<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(f.nome)} - IC/UniVale</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFFF" LINK="#0000CC" VLINK="#551A8B">\n<TABLE WIDTH="100%" BORDER="0"><TR><TD><FONT FACE="Arial" SIZE="+2"><B>${esc(f.nome)}</B></FONT><BR><FONT FACE="Arial">${esc(f.rank)}<BR>${esc(DEPS[f.dep])}<BR>Instituto de Computação - UniVale<BR>Sala ${int(r, 10, 99)}, prédio IC-${pick(r, ['2', '3', '3.5'])} &nbsp; Tel. (19) 3521-${int(r, 5800, 5999)}<BR>E-mail: ${f.login} (at) ic.univale.edu.br</FONT></TD></TR></TABLE>\n<HR>\n<FONT FACE="Arial"><B>Disciplinas em 2019</B></FONT>\n<UL>${now.map((o) => `<LI>${this.offLink(o, 'fh', `${o.c.code} - ${o.c.nome} (${o.s}º sem.)`)}`).join('\n')}</UL>\n${idx ? `<UL>${idx}</UL>` : ''}${fcodes.length ? `<P><FONT FACE="Arial"><B>Disciplinas antigas</B></FONT></P><UL>${fcodes.map((k) => `<LI>${a(`${k}/`, k.toUpperCase())}`).join('\n')}</UL>` : ''}\n<P><FONT FACE="Arial"><B>Pesquisa</B></FONT></P>${ptPara(r, 3)}\n<UL><LI>${a('publicacoes.html', 'Publicações')}<LI>${a('orientacoes.html', 'Orientações')}<LI>${a('cv.html', 'Curriculum vitae')}<LI>${a(`${PESQ}/pesquisador/${f.pid * 31 + 7}`, 'Portal de Pesquisadores')}</UL>\n<HR><A HREF="${WWW}/">IC</A> | <A HREF="${UNI}/">UniVale</A>\n</BODY>\n</HTML>\n`, 'latin1', f.decl, f.label);
    }
    return page(`<!DOCTYPE html>\n<html lang="pt-br">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc(f.nome)}</title>\n<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css">\n</head>\n<body>\n<div class="container">\n<h1>${esc(f.nome)}</h1>\n<p class="lead">${esc(f.rank)} · ${esc(DEPS[f.dep])}<br>Instituto de Computação, Universidade Federal do Vale</p>\n${en ? `<p><em>${esc(enWords(r, 12))}.</em></p>` : ''}<h3>Disciplinas</h3>\n<ul>${now.map((o) => `<li>${this.offLink(o, 'fh', `${o.c.code} – ${o.c.nome}`)} (${this.semName(o, 0)})</li>`).join('')}</ul>\n${idx ? `<ul>${idx}</ul>` : ''}${fcodes.length ? `<p>Disciplinas antigas: ${fcodes.map((k) => a(`${k}/`, k.toUpperCase())).join(', ')}</p>` : ''}<h3>Pesquisa</h3>${ptPara(r, 3)}\n<ul>${li('publicacoes.html', 'Publicações')}${li('orientacoes.html', 'Orientações')}${li(`${PESQ}/pesquisador/${f.pid * 31 + 7}`, 'Portal de Pesquisadores UniVale')}${li(this.profileUrl(f), 'Página no site do IC')}</ul>\n<footer class="text-muted"><small>Atualizado em ${fDMY(NOW - int(r, 3, 60))}</small></footer>\n</div>\n</body>\n</html>\n`);
  }

  private facIndex(f: Fac, kind: 'cursos' | 'disc' | 'ensino'): Resp {
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.f === f && (kind === 'cursos' ? o.y >= 2013 : kind === 'disc' ? f.old === 'disc' || o.y >= 2013 : f.old === 'ensino' || o.y >= 2013));
    const years = [...new Set(offs.map((o) => o.y))].sort((x, y) => y - x);
    const dead = (o: Off) => o.fam === 'none' && o.y <= 2011 && hash(`dead:${o.key}`) % 4 === 0;
    const item = (o: Off) => (dead(o) ? a(kind === 'disc' ? `${o.y}-${o.s}/${lc(o.c)}/index.html` : kind === 'ensino' ? `ensino/${lc(o.c)}-${o.y}.${o.s}.html` : `${lc(o.c)}/${semKey(o.y, o.s)}/`, `${o.c.code} – ${o.c.nome}`) : this.offLink(o, `ix${kind}`, `${o.c.code} – ${o.c.nome}`));
    const list = years.map((y) => `<h3>${y}</h3><ul>${offs.filter((o) => o.y === y).map((o) => `<li>${item(o)} (${o.s}º semestre)${o.fam === 'none' && !dead(o) ? ' — sem página' : ''}</li>`).join('')}</ul>`).join('\n');
    const cs = homeCs(f);
    const title = kind === 'ensino' ? 'Ensino' : 'Disciplinas';
    if (cs === 'latin1') return legacy(`<HTML><HEAD>${metaCT(cs, f.decl, f.label)}<TITLE>${esc(f.nome)} - ${title}</TITLE></HEAD>\n<BODY BGCOLOR="#FFFFFF">\n<H2>${title}</H2>\n${list}\n<HR><A HREF="/~${f.login}/">${esc(f.nome)}</A></BODY></HTML>\n`, 'latin1', f.decl, f.label);
    return page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${title} — ${esc(f.nome)}</title></head><body><div class="container"><h1>${title}</h1><p>Páginas das disciplinas que ministrei no IC/UniVale. As mais antigas estão no ${a(`${WWW2}/docentes/`, 'site antigo do IC')}.</p>${list}<p>${a(`/~${f.login}/`, f.nome)}</p></div></body></html>`);
  }

  private framesIndex(f: Fac, os: Off[]): Resp {
    const o0 = os[0];
    return legacy(`<HTML><HEAD>${metaCT('latin1', f.decl, f.label)}<TITLE>${o0.c.code}</TITLE></HEAD><BODY BGCOLOR="#FFFFFF"><H1>${o0.c.code} - ${esc(o0.c.nome)}</H1><UL>${os.map((o) => `<LI>${a(`${semKey(o.y, o.s)}/`, semLabel(o.y, o.s))}`).join('\n')}</UL><A HREF="../">Voltar</A></BODY></HTML>\n`, 'latin1', f.decl, f.label);
  }

  private facMisc(f: Fac, rest: string): Resp {
    const r = rng(hash(`fm:${f.login}:${rest}`));
    const title = { '/publicacoes.html': 'Publicações', '/pesquisa.html': 'Pesquisa', '/cv.html': 'Curriculum vitae', '/orientacoes.html': 'Orientações' }[rest] ?? '';
    let body = '';
    if (rest === '/publicacoes.html') body = span(2005, 2019).reverse().map((y) => `<h3>${y}</h3><ol>${Array.from({ length: int(r, 1, 4) }, () => { const t = `${pick(r, PT_S)} de ${pick(r, PT_N)}`; return `<li>${esc(f.nome)}, ${esc(pessoa(r))}. ${esc(t[0].toUpperCase() + t.slice(1))}. ${pick(r, ['Anais do SBRC', 'Anais do SBBD', 'RITA', 'JBCS', 'Discrete Applied Mathematics', 'IEEE TPAMI', 'Pattern Recognition Letters', 'Proc. SODA', 'Proc. ICSE'])}, ${y}. ${r() < 0.4 ? a(`pubs/${hex(f.login + t + y, 8)}.pdf`, '[pdf]') : ''}</li>`; }).join('')}</ol>`).join('');
    else if (rest === '/orientacoes.html') body = `<ul>${Array.from({ length: int(r, 4, 14) }, () => `<li>${esc(pessoa(r))} — ${pick(r, ['Mestrado', 'Doutorado', 'Iniciação Científica'])} (${int(r, 2005, 2019)})</li>`).join('')}</ul>`;
    else body = ptPara(r, 4) + ptPara(r, 3);
    const cs = homeCs(f);
    return cs === 'latin1' ? legacy(`<HTML><HEAD>${metaCT(cs, f.decl, f.label)}<TITLE>${title}</TITLE></HEAD><BODY BGCOLOR="#FFFFFF"><H2>${title}</H2>${body}<HR><A HREF="./">Voltar</A></BODY></HTML>\n`, 'latin1', f.decl, f.label) : page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${title} — ${esc(f.nome)}</title></head><body><h1>${title}</h1>${body}<p>${a('./', 'Voltar')}</p></body></html>`);
  }

  private stubPage(o: Off): Resp {
    const url = `${MOODLE}/course/view.php?id=${o.mid}`;
    return page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${o.c.code} ${o.y}s${o.s}</title><meta http-equiv="refresh" content="15; url=${url}"></head><body><h1>${o.c.code} – ${esc(o.c.nome)}</h1><p><strong>Atenção:</strong> a partir do ${semLabel(o.y, o.s)}, esta disciplina agora está no Moodle. Todo o material (slides, listas, notas) está em ${a(url, 'Moodle IC')} (acesso com login e senha da UniVale).</p><p>${a(`/~${o.f.login}/`, o.f.nome)}</p></body></html>`);
  }

  // ---- course homes on userdirs and on the old site ------------------------------------------------------------------

  private courseHome(o: Off): Resp {
    switch (o.fam) {
      case 'cursos': return this.cursosHome(o);
      case 'disc': return this.discHome(o);
      case 'ensino': return this.ensinoHome(o);
      case 'frames': return this.framesHome(o);
      case 'www2': case 'www2c': return this.www2Home(o);
      default: return nginx404();
    }
  }

  private pastLinks(o: Off): string {
    const past = (this.byFac.get(o.f.login) ?? []).filter((x) => x.c === o.c && x !== o && x.home && x.y < o.y).slice(-4).reverse();
    return past.length ? `<p>${o.en ? 'Previous offerings' : 'Oferecimentos anteriores'}: ${past.map((x) => a(this.href(x, `past${o.key}`), semKey(x.y, x.s))).join(' · ')}</p>` : '';
  }

  private cursosHome(o: Off): Resp {
    const B = this.blocks(o, 'modern');
    const en = o.en;
    const nav = `<nav class="navbar navbar-expand navbar-dark bg-dark"><a class="navbar-brand" href="./">${o.c.code}</a><ul class="navbar-nav">${li('#avisos', en ? 'News' : 'Avisos')}${li('cronograma.html', en ? 'Schedule' : 'Cronograma')}${li('#listas', en ? 'Homework' : 'Listas')}${li('trabalhos.html', en ? 'Projects' : 'Trabalhos')}${o.moodleToo ? li(`${MOODLE}/course/view.php?id=${o.mid}`, 'Moodle') : ''}</ul></nav>`;
    const doc = `<!DOCTYPE html>\n<html lang="${en ? 'en' : 'pt-br'}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">\n<title>${o.c.code} – ${esc(en ? o.c.en : o.c.nome)} – ${this.semName(o, 0)}</title>\n<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css">\n<link rel="stylesheet" href="/~${o.f.login}/cursos/estilo.css">\n</head>\n<body>\n${nav}\n<main class="container">\n<h1>${o.c.code} – ${esc(en ? o.c.en : o.c.nome)}</h1>\n<p class="lead">${this.semName(o, 0)}${o.turmas.length > 1 ? ` · Turmas ${o.turmas.join(' e ')}` : ''} · ${a(`/~${o.f.login}/`, o.f.nome)}</p>\n<section id="avisos">${B.avisos}</section>\n${B.infos}\n${B.ementa}\n${B.crit}\n<section id="listas">${B.listas}</section>\n${B.crono}\n${B.biblio}\n${this.pastLinks(o)}\n</main>\n<footer class="container text-muted"><small>Instituto de Computação – UniVale · ${a(this.turmaUrl(o), 'SIGAA')} · ${a(this.ementaUrl(o.c, o.y), 'Catálogo')}</small></footer>\n</body>\n</html>\n`;
    return o.cs === 'moji' ? { status: 200, type: 'text/html; charset=UTF-8', body: encode(doc, 'moji') } : page(doc);
  }

  private discHome(o: Off): Resp {
    const B = this.blocks(o, 'legacy');
    const en = o.en;
    const cs = o.cs;
    const meta = cs === 'latin1' ? metaCT(cs, o.decl, o.f.label) : '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />';
    const doc = `<?xml version="1.0" encoding="${cs === 'latin1' ? 'iso-8859-1' : 'utf-8'}"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n${meta}\n<title>${o.c.code} - ${esc(en ? o.c.en : o.c.nome)} (${this.semName(o, 1)})</title>\n<link rel="stylesheet" type="text/css" href="../../estilo.css" />\n</head>\n<body>\n<table width="100%" cellpadding="8"><tr><td class="topo"><h1>${o.c.code} - ${esc(en ? o.c.en : o.c.nome)}</h1><h3>${this.semName(o, 0)}</h3></td></tr></table>\n<table width="100%"><tr><td valign="top" width="18%" class="menu"><ul>${li('index.html', en ? 'Home' : 'Página inicial')}${li('aulas.html', en ? 'Lectures' : 'Aulas')}${li('trabalhos.html', en ? 'Projects' : 'Trabalhos')}${li('notas.pdf', en ? 'Grades' : 'Notas')}${li(`/~${o.f.login}/disciplinas/`, en ? 'Other courses' : 'Outras disciplinas')}</ul></td><td valign="top">\n${B.avisos}\n${B.infos}\n${B.ementa}\n${B.crit}\n${B.listas}\n${B.biblio}\n<p>${a('aulas.html', en ? 'Schedule and slides' : 'Cronograma e slides das aulas')}</p>${this.pastLinks(o)}</td></tr></table>\n<hr /><address>${esc(o.f.nome)} &lt;${o.f.login}@ic.univale.edu.br&gt;</address>\n</body>\n</html>\n`;
    return cs === 'utf8' ? page(doc) : legacy(doc, cs, o.decl, o.f.label);
  }

  private ensinoHome(o: Off): Resp {
    const B = this.blocks(o, 'legacy');
    const cs = o.cs;
    const meta = cs === 'latin1' ? metaCT(cs, o.decl, o.f.label) : '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">';
    const doc = `<HTML>\n<HEAD>\n${meta}\n<TITLE>${o.c.code} ${this.semName(o, 4)}</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFF0" TEXT="#000000">\n<CENTER><FONT FACE="Verdana,Arial" SIZE="+2"><B>${o.c.code} - ${esc(o.c.nome)}</B></FONT><BR><FONT FACE="Verdana,Arial">${this.semName(o, o.variant < 0.5 ? 0 : 3)} &middot; Prof. ${esc(o.f.nome)}</FONT></CENTER>\n<HR NOSHADE>\n<FONT FACE="Verdana,Arial" SIZE="-1">\n${B.avisos}\n${B.infos}\n${B.crit}\n${B.crono}\n${B.listas}\n<P>${a(this.rel(o, 'trabalhos.html'), 'Trabalhos práticos')} | ${a(this.rel(o, 'notas.pdf'), 'Notas')}</P>\n${B.biblio}\n</FONT>\n<HR NOSHADE><A HREF="../ensino.html">Ensino</A> | <A HREF="../">Página pessoal</A>\n</BODY>\n</HTML>\n`;
    return cs === 'utf8' ? page(doc) : legacy(doc, cs, o.decl, o.f.label);
  }

  private framesHome(o: Off): Resp {
    const title = `${o.c.code} - ${o.c.nome} - ${semLabel(o.y, o.s)}`;
    const doc = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<HTML>\n<HEAD>\n${metaCT('latin1', o.decl, o.f.label)}\n<TITLE>${esc(title)}</TITLE>\n</HEAD>\n<FRAMESET COLS="190,*" BORDER="0">\n<FRAME SRC="menu.html" NAME="menu">\n<FRAME SRC="principal.html" NAME="principal">\n<NOFRAMES>\n<BODY>\n<H1>${esc(title)}</H1>\n<P>Prof. ${esc(o.f.nome)}. Seu navegador não suporta frames: use os links abaixo.</P>\n<UL><LI>${a('principal.html', 'Página principal')}<LI>${a('menu.html', 'Menu')}<LI>${a('listas.html', 'Listas de exercícios')}<LI>${a('cronograma.html', 'Cronograma')}</UL>\n</BODY>\n</NOFRAMES>\n</FRAMESET>\n</HTML>\n`;
    return legacy(doc, 'latin1', o.decl, o.f.label);
  }

  private www2Home(o: Off): Resp {
    const B = this.blocks(o, 'legacy');
    const dept = o.fam === 'www2c';
    const title = `${o.c.code} - ${o.c.nome}`;
    const decl: Decl = dept ? 'both' : o.decl;
    const turmas = dept ? `<p><font size="+1" color="#003366"><b>Turmas</b></font></p><table border="1" cellpadding="3" cellspacing="0"><tr><th>Turma</th><th>Docente</th><th>Horário</th><th>Sala</th></tr>${o.turmas.map((t, i) => `<tr><td>${t}</td><td>${esc((i ? o.co[(i - 1) % Math.max(1, o.co.length)] ?? o.f : o.f).nome)}</td><td>${esc(HORARIOS[(o.hor + i) % HORARIOS.length][1])}</td><td>${esc(SALAS[(hash(o.key) + i) % SALAS.length])}</td></tr>`).join('')}</table><p>Coordenação: ${esc(o.f.nome)}. Laboratórios semanais nas salas CC01–CC03; submissão pelo ${a(`https://${H.susy}/`, 'SuSy')}.</p>` : '';
    const doc = `<html>\n<head>\n${metaCT('latin1', decl, o.f.label)}\n<title>${esc(title)} - ${semKey(o.y, o.s)}</title>\n<link rel="stylesheet" href="/estilo.css" type="text/css">\n</head>\n<body bgcolor="#ffffff" topmargin="0" leftmargin="0">\n<table width="760" border="0" cellspacing="0" cellpadding="0"><tr><td bgcolor="#003366"><img src="/imagens/topo_ic.gif" width="760" height="70" alt="IC - Instituto de Computação"></td></tr><tr><td bgcolor="#e0e8f0"><font face="Verdana" size="1">${a('/', 'IC')} &gt; ${dept ? `${a('/disciplinas/index.html', 'Disciplinas')} &gt; ${o.c.code}` : `${a('/docentes/index.html', 'Docentes')} &gt; ${a(`/docentes/${o.f.login}/index.html`, o.f.nome)} &gt; ${a(`/docentes/${o.f.login}/disciplinas.html`, 'Disciplinas')}`}</font></td></tr>\n<tr><td><font face="Verdana" size="2">\n<h2>${esc(title)}</h2><h3>${semLabel(o.y, o.s)}</h3>\n${B.avisos}${turmas}${dept ? '' : B.infos}${B.ementa}${B.crit}${B.crono}${B.listas}${B.biblio}\n</font></td></tr></table>\n</body>\n</html>\n`;
    return legacy(doc, 'latin1', decl, o.f.label);
  }

  /** Files and subpages under an offering's directory. */
  private courseFile(o: Off, rest: string, u: URL): Resp {
    const en = o.en;
    if (rest === '' && o.fam === 'disc') return moved(o.home);
    if (rest === '' && o.fam === 'www2') return moved(o.home);
    if (rest === 'index.html' && (o.fam === 'cursos' || o.fam === 'frames')) return moved(o.home);
    if (rest === '' && o.fam === 'ensino') return apache403(H.www, u.pathname);
    if (/\.(pdf|zip|tar\.gz|c|py|java)$/.test(rest)) {
      const I = this.info(o);
      const sm = /(?:aula)(\d+)\.pdf$/.exec(rest);
      if (sm) { const i = Number(sm[1]) - 1; const ok = I.rows[i]?.slide && rest === this.slideName(o, i); return ok ? bin('application/pdf', u.href) : apache404(o.host, u.pathname); }
      const lm = /^listas\/lista(\d+)\.pdf$/.exec(rest);
      if (lm) return I.listas.some((x) => x.n === Number(lm[1])) ? bin('application/pdf', u.href) : apache404(o.host, u.pathname);
      if (rest === 'notas.pdf') return bin('application/pdf', u.href);
      if (/^trabalhos\/t\d\.(zip|tar\.gz)$/.test(rest)) return bin('application/zip', u.href);
      return apache404(o.host, u.pathname);
    }
    const B = this.blocks(o, 'legacy');
    const legacySub = (t: string, body: string) => {
      const doc = `<HTML><HEAD>${o.cs === 'latin1' ? metaCT('latin1', o.decl, o.f.label) : '<meta charset="utf-8">'}<TITLE>${o.c.code} - ${t}</TITLE></HEAD><BODY BGCOLOR="#FFFFFF">${o.fam === 'frames' && t === 'Menu' ? '' : `<H2>${o.c.code} - ${t}</H2>`}${body}</BODY></HTML>\n`;
      return o.cs === 'utf8' ? page(doc) : o.cs === 'moji' ? { status: 200, type: 'text/html; charset=UTF-8', body: encode(doc, 'moji') } : legacy(doc, 'latin1', o.fam === 'www2c' ? 'both' : o.decl, o.f.label);
    };
    const trabalhos = `<p>${en ? 'Projects are done in groups of up to three students.' : 'Os trabalhos podem ser feitos em grupos de até 3 alunos. Entrega pelo sistema de submissão, até 23h59 da data indicada.'}</p><ol>${Array.from({ length: 1 + (hash(o.key) % 3) }, (_, i) => `<li>${esc(en ? `Project ${i + 1}` : `Trabalho ${i + 1}`)}: ${esc(B.I.rows[4 + i * 8]?.t ?? '')} — ${en ? 'due' : 'entrega'} ${fDM(B.I.rows[Math.min(B.I.rows.length - 1, 9 + i * 8)].d)} (${a(`trabalhos/t${i + 1}.zip`, en ? 'files' : 'arquivos')})</li>`).join('')}</ol>`;
    switch (rest) {
      case 'cronograma.html': return o.fam === 'disc' || o.fam === 'www2c' ? apache404(o.host, u.pathname) : legacySub(en ? 'Schedule' : 'Cronograma', `${B.crono}<p>${a(o.fam === 'ensino' ? `../${o.home.split('/').pop()}` : './', en ? 'Back' : 'Voltar')}</p>`);
      case 'aulas.html': return o.fam === 'disc' ? legacySub(en ? 'Lectures' : 'Aulas', `${B.crono}<p>${a('index.html', 'Voltar')}</p>`) : apache404(o.host, u.pathname);
      case 'trabalhos.html': return o.fam === 'frames' ? apache404(o.host, u.pathname) : legacySub(en ? 'Projects' : 'Trabalhos', trabalhos);
      case 'menu.html': return o.fam === 'frames' ? legacySub('Menu', `<P><B>${o.c.code}</B><BR>${semKey(o.y, o.s)}</P><P>${a('principal.html', 'Início')}<BR>${a('cronograma.html', 'Cronograma')}<BR>${a('listas.html', 'Listas')}<BR>${a('../', 'Outros semestres')}<BR>${a(`/~${o.f.login}/`, 'Página pessoal')}</P>`) : apache404(o.host, u.pathname);
      case 'principal.html': return o.fam === 'frames' ? legacySub(`${esc(o.c.nome)} (${semLabel(o.y, o.s)})`, `${B.avisos}${B.infos}${B.ementa}${B.crit}${B.biblio}`) : apache404(o.host, u.pathname);
      case 'listas.html': return o.fam === 'frames' ? legacySub('Listas de exercícios', B.listas) : apache404(o.host, u.pathname);
      default: return apache404(o.host, u.pathname);
    }
  }

  // ===================================================================================================================
  // www.ic: the institute's Plone 4.3 site (Portuguese, with an /en/ twin of part of it)
  // ===================================================================================================================

  private plonePage(title: string, content: string, o: { crumbs?: [string, string][]; en?: boolean; status?: number; side?: string; cls?: string } = {}): Resp {
    const en = !!o.en;
    const P = en ? '/en' : '';
    const menu = en
      ? [['/en', 'Home'], ['/en/about', 'About'], ['/en/teaching', 'Teaching'], ['/en/research', 'Research'], ['/en/people/faculty', 'People'], ['/en/news', 'News']]
      : [['/', 'Início'], ['/institucional', 'Institucional'], ['/ensino', 'Ensino'], ['/pesquisa', 'Pesquisa'], ['/extensao', 'Extensão'], ['/pessoas/docentes', 'Pessoas'], ['/noticias', 'Notícias'], ['/eventos', 'Eventos']];
    const crumbs = [[en ? '/en' : '/', en ? 'Home' : 'Início'], ...(o.crumbs ?? [])].map(([h, l]) => `<span>${a(h, l)}</span>`).join(' › ');
    const portlets = o.side ?? `<dl class="portlet"><dt>${en ? 'Quick links' : 'Acesso rápido'}</dt><dd><ul>${li(`${SIGAA}/sigaa/public/home.jsf`, 'SIGAA')}${li(`${MOODLE}/`, 'Moodle IC')}${li(`${WIKI}/doku.php?id=start`, 'Wiki IC')}${li(`${DAC}/cursos/catalogo/2019/disciplinas/IC.html`, en ? 'Catalogue' : 'Catálogo de disciplinas')}${li(`${DAC}/horarios/2019s2/IC.html`, en ? 'Timetable' : 'Horários')}${li(`${REPO}/jspui/`, en ? 'Theses' : 'Repositório de teses')}${li(`${LISTAS}/pipermail/`, en ? 'Mailing lists' : 'Listas de e-mail')}${li(`${FOTOS}/`, en ? 'Photos' : 'Galeria de fotos')}${li(`${WWW2}/`, en ? 'Old site' : 'Site antigo (até 2014)')}</ul></dd></dl>`;
    const body = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${en ? 'en' : 'pt-br'}" xml:lang="${en ? 'en' : 'pt-br'}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>${esc(title)} — ${en ? 'Institute of Computing – UniVale' : 'Instituto de Computação – UniVale'}</title>
<link rel="search" href="${WWW}${P}/@@search" title="${en ? 'Search this site' : 'Buscar neste site'}" />
<meta name="generator" content="Plone - http://plone.org" />
</head>
<body class="template-document_view portaltype-document site-ic ${o.cls ?? ''}" dir="ltr">
<div id="visual-portal-wrapper">
<div id="portal-top"><p class="hiddenStructure"><a accesskey="2" href="#content">${en ? 'Skip to content.' : 'Ir para o conteúdo.'}</a></p>
<ul id="portal-siteactions">${li(en ? '/' : '/en', en ? 'Português' : 'English')}${li(`${P}/sitemap`, en ? 'Site map' : 'Mapa do site')}${li(`${P}/institucional/contato`, en ? 'Contact' : 'Contato')}${li('/login_form', en ? 'Log in' : 'Acessar')}</ul>
<a id="portal-logo" title="IC" href="${WWW}${P}"><img src="${WWW}/logo.png" alt="Instituto de Computação" /></a>
<ul id="portal-globalnav">${menu.map(([h, l]) => li(h, l)).join('')}</ul></div>
<div id="portal-breadcrumbs">${crumbs}</div>
<div id="portal-columns"><div id="portal-column-content"><div id="content">
<h1 class="documentFirstHeading">${esc(title)}</h1>
${content}
</div></div><div id="portal-column-two">${portlets}</div></div>
<div id="portal-footer"><p>Instituto de Computação · Universidade Federal do Vale · Av. Albert Einstein, 1251 · Cidade Universitária · CEP 13083-852 · ${a(`${UNI}/`, 'UniVale')}</p></div>
<div id="portal-colophon">Powered by Plone &amp; Python</div>
</div>
</body>
</html>
`;
    return page(body, o.status ?? 200);
  }
  private p404(en = false): Resp { return this.plonePage(en ? 'This page does not seem to exist…' : 'Esta página não parece existir…', `<p>${en ? 'We apologize for the inconvenience, but the page you were trying to access is not at this address.' : 'Pedimos desculpas pela inconveniência, mas a página que você tentou acessar não está neste endereço.'}</p><p>${a(en ? '/en' : '/', en ? 'Home' : 'Página inicial')}</p>`, { en, status: 404 }); }

  private plone(u: URL): Resp {
    let p = decodeURIComponent(u.pathname);
    const sp = u.searchParams;
    if (p.length > 1 && p.endsWith('/') && !p.startsWith('/eventos/@@')) return moved(`${WWW}${p.slice(0, -1)}${u.search}`);
    if (p.endsWith('/view') || p.endsWith('/index_html')) return moved(`${WWW}${p.replace(/\/(view|index_html)$/, '')}`);
    const en = p === '/en' || p.startsWith('/en/');
    if (p === '' ) p = '/';
    if (p === '/' || p === '/en') return this.ploneHome(en);
    if (p === '/login_form' || p === '/acl_users/credentials_cookie_auth/require_login') return moved(cas(`${WWW}/logged_in`), 302);
    if (p === '/logo.png') return bin('image/png', u.href);
    if (p === '/@@search' || p === '/en/@@search') return this.tagSearch(sp.get('Subject:list') ?? '', Number(sp.get('b_start:int') ?? 0), en);
    // Course pages of the department (coordinated courses, English-taught graduate courses).
    const cm = /^(\/(?:ensino\/(?:graduacao|pos-graduacao)\/disciplinas|en\/teaching\/graduate-courses)\/(\d{4})s([12])\/(m[co]\d{3}))(?:\/([a-z-]+))?$/.exec(p);
    if (cm) { const o = this.homes.get(WWW + cm[1]); if (!o) return this.p404(en); return cm[5] ? this.ploneSub(o, cm[5]) : this.ploneCourse(o); }
    const lm = /^\/ensino\/(graduacao|pos-graduacao)\/disciplinas(?:\/(\d{4})s([12]))?$/.exec(p);
    if (lm) return lm[2] ? this.semList(lm[1] === 'graduacao' ? 'G' : 'P', Number(lm[2]), Number(lm[3]), false) : this.semIndex(lm[1] === 'graduacao' ? 'G' : 'P', false);
    const em = /^\/en\/teaching\/graduate-courses(?:\/(\d{4})s([12]))?$/.exec(p);
    if (em) return em[1] ? this.semList('P', Number(em[1]), Number(em[2]), true) : this.semIndex('P', true);
    const dm = /^\/(?:pessoas\/docentes|en\/people\/faculty)(?:\/([a-z]+))?$/.exec(p);
    if (dm) { if (!dm[1]) return this.facList(en); const f = facBy.get(dm[1]); return f ? this.profile(f, en) : this.p404(en); }
    if (p === '/noticias' || p === '/en/news') return this.newsList(this.news.filter((n) => !en || n.en), p, Number(sp.get('b_start:int') ?? 0), en ? 'News' : 'Notícias', en);
    let m = /^\/noticias\/(\d{4})(?:\/(\d{2}))?$/.exec(p);
    if (m) { const y = Number(m[1]), mo = m[2] ? Number(m[2]) : 0; const ns = this.news.filter((n) => { const [ny, nm] = ymd(n.date); return ny === y && (!mo || nm === mo); }); return ns.length ? this.newsList(ns, p, Number(sp.get('b_start:int') ?? 0), mo ? `${MES[mo - 1][0].toUpperCase()}${MES[mo - 1].slice(1)} de ${y}` : `Notícias de ${y}`, false) : this.p404(); }
    m = /^\/(en\/news|noticias)\/(\d{4})\/(\d{2})\/([a-z0-9-]+)$/.exec(p);
    if (m) { const n = this.newsBySlug.get(`${m[2]}/${m[3]}/${m[4]}`); return n && (!en || n.en) ? this.newsItem(n, en) : this.p404(en); }
    if (p === '/eventos') return moved(`${WWW}/eventos/@@event_listing?mode=month&date=${fISO(NOW).slice(0, 8)}01`, 302);
    if (p === '/eventos/@@event_listing') return this.evListing(sp.get('mode') ?? 'month', sp.get('date') ?? fISO(NOW));
    m = /^\/eventos\/([a-z0-9-]+)(\/ics_view)?$/.exec(p);
    if (m) { const ev = this.evBySlug.get(m[1]); if (!ev) return this.p404(); return m[2] ? { status: 200, type: 'text/calendar; charset=utf-8', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:${ev.title}\r\nDTSTART:${fISO(ev.date).replace(/-/g, '')}T140000\r\nLOCATION:${ev.local}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` } : this.plonePage(ev.title, `<p class="documentDescription">${fExt(ev.date)}, 14h · ${esc(ev.local)}</p>${ptPara(rng(ev.id), 3)}<p>${a(`/eventos/${ev.slug}/ics_view`, 'Adicionar ao calendário (iCal)')} · ${a(`/eventos/@@event_listing?mode=day&date=${fISO(ev.date)}`, 'Eventos do dia')}</p>`, { crumbs: [['/eventos', 'Eventos']] }); }
    m = /^\/pos-graduacao\/defesas(?:\/(\d{4}))?$/.exec(p);
    if (m) return this.defesas(m[1] ? Number(m[1]) : 0);
    const st = STATIC.find((x) => (en ? enPath(x[0]) : x[0]) === p && (!en || x[2]));
    if (st) return this.staticPage(st, en);
    if (/^\/(arquivos|en\/files)\/[a-z0-9-]+\.pdf$/.test(p)) return bin('application/pdf', u.href);
    return this.p404(en);
  }

  private ploneHome(en: boolean): Resp {
    const P = en ? '/en' : '';
    const ns = this.news.filter((n) => !en || n.en).slice(0, 8);
    const evs = this.events.filter((e) => e.date >= NOW).slice(0, 5);
    return this.plonePage(en ? 'Institute of Computing' : 'Instituto de Computação', `<p class="documentDescription">${en ? 'The Institute of Computing of the Federal University of the Vale (UniVale) offers undergraduate programs in Computer Science and Computer Engineering and graduate programs (MSc and PhD) in Computer Science.' : 'O Instituto de Computação da Universidade Federal do Vale oferece os cursos de graduação em Ciência da Computação e Engenharia de Computação e os programas de Mestrado e Doutorado em Ciência da Computação.'}</p>
<div class="destaques"><h2>${en ? 'News' : 'Notícias'}</h2><ul>${ns.map((n) => `<li>${a(this.newsUrl(n, en), n.title)} <span class="discreet">${fDMY(n.date)}</span></li>`).join('')}</ul><p>${a(`${P}${en ? '/news' : '/noticias'}`, en ? 'More news…' : 'Mais notícias…')}</p></div>
${en ? '' : `<div class="eventos"><h2>Próximos eventos</h2><ul>${evs.map((e) => `<li>${fDM(e.date)} ${a(`/eventos/${e.slug}`, e.title)}</li>`).join('')}</ul><p>${a('/eventos', 'Calendário de eventos')}</p></div>`}
<div class="atalhos"><h2>${en ? 'Teaching' : 'Ensino'}</h2><ul>${en ? `${li('/en/teaching/graduate-courses', 'Graduate courses taught in English')}${li('/en/teaching', 'Programs')}` : `${li('/ensino/graduacao/disciplinas/2019s2', 'Disciplinas de graduação – 2º semestre de 2019')}${li('/ensino/pos-graduacao/disciplinas/2019s2', 'Disciplinas de pós-graduação – 2º semestre de 2019')}${li('/ensino/monitoria', 'Monitoria (PAD e PED)')}${li('/pos-graduacao/defesas', 'Defesas de teses e dissertações')}${li(`${VEST}/`, 'Vestibular UniVale')}`}</ul></div>`, { en });
  }
  private newsUrl(n: News, en = false) { const [y, m] = ymd(n.date); return `${en ? '/en/news' : '/noticias'}/${y}/${pad(m)}/${n.slug}`; }

  private newsList(ns: News[], base: string, start: number, title: string, en: boolean): Resp {
    const per = 20;
    if (start < 0 || start % per || (start && start >= ns.length)) return this.p404(en);
    const page0 = ns.slice(start, start + per);
    const pages = Math.ceil(ns.length / per);
    const cur = start / per;
    const nav = pages > 1 ? `<div class="listingBar">${cur > 0 ? a(`${base}?b_start:int=${start - per}`, `« ${en ? 'Previous' : 'Anteriores'} ${per}`) : ''} ${[...new Set([0, 1, 2, cur - 1, cur, cur + 1, pages - 2, pages - 1])].filter((i) => i >= 0 && i < pages).sort((x, y) => x - y).map((i) => (i === cur ? `<span>${i + 1}</span>` : a(i ? `${base}?b_start:int=${i * per}` : base, String(i + 1)))).join(' ')} ${cur < pages - 1 ? a(`${base}?b_start:int=${start + per}`, `${en ? 'Next' : 'Próximos'} ${per} »`) : ''}</div>` : '';
    const years = en ? '' : `<p class="discreet">${span(2013, 2019).reverse().map((y) => a(`/noticias/${y}`, String(y))).join(' | ')}</p>`;
    return this.plonePage(title, `${years}<div class="tileItems">${page0.map((n) => `<div class="tileItem"><h2 class="tileHeadline">${a(this.newsUrl(n, en), n.title)}</h2><p class="tileFooter">${fDMY(n.date)} · ${n.tags.map((t) => a(`${en ? '/en' : ''}/@@search?Subject%3Alist=${encodeURIComponent(t)}`, t)).join(', ')}</p></div>`).join('')}</div>${nav}`, { en, crumbs: [[en ? '/en/news' : '/noticias', en ? 'News' : 'Notícias']] });
  }

  private tagSearch(tag: string, start: number, en: boolean): Resp {
    if (!NEWS_TAGS.includes(tag)) return this.plonePage(en ? 'Search results' : 'Resultados da busca', `<p>${en ? 'No results were found.' : 'Nenhum resultado encontrado.'}</p>`, { en });
    const ns = this.news.filter((n) => n.tags.includes(tag) && (!en || n.en));
    return this.newsList(ns, `${en ? '/en' : ''}/@@search?Subject%3Alist=${encodeURIComponent(tag)}`, start, `${en ? 'Search results' : 'Resultados da busca'}: ${tag}`, en);
  }

  private newsItem(n: News, en: boolean): Resp {
    const r = rng(hash(`ni:${n.id}`));
    let extra = '';
    const o = n.o;
    if (o) extra = `<p>${o.c.dept === 'C' ? `A disciplina ${o.c.code} (${esc(o.c.nome)}) terá ${o.turmas.length} turmas no ${semLabel(o.y, o.s)}, com laboratórios semanais. Horários, salas e regras da disciplina estão em ${a(this.href(o, 'news'), 'página da disciplina')}.` : o.c.dept === 'E' ? `The course ${o.c.code} – ${esc(o.c.en)} will be taught in English by ${esc(o.f.nome)}. See the ${a(this.href(o, 'news'), 'course page')}.` : `O(a) Prof(a). ${esc(o.f.nome)} publicou a página da disciplina ${o.c.code} – ${esc(o.c.nome)}: ${a(this.href(o, 'news'), 'acesse aqui')}.`}</p><p>${a(this.turmaUrl(o), 'Turma no SIGAA')} · ${a(this.ementaUrl(o.c, o.y), 'Ementa no catálogo')}</p>`;
    else if (n.tags.includes('Defesas')) { const it = this.items[hash(n.slug) % this.items.length]; extra = `<p>${en ? 'Committee' : 'Banca'}: ${Array.from({ length: 4 }, () => esc(pessoa(r))).join(', ')}.</p><p>${a(`${REPO}/jspui/handle/REPOSIP/${it.h}`, en ? 'Repository' : 'Texto no repositório')}</p>`; }
    else if (n.tags.includes('Monitoria')) { const os = (this.bySem.get(semKey(ymd(n.date)[0], ymd(n.date)[1] < 7 ? 2 : 1)) ?? []).filter((x) => x.c.dept === 'C'); extra = `<p>Vagas de monitoria (PAD) para as disciplinas: ${os.map((x) => `${x.c.code} (${x.turmas.length} turmas)`).join(', ') || 'MC102, MC202'}. Inscrições pelo SIGAA até ${fDM(n.date + 10)}.</p><p>${a('/ensino/monitoria', 'Monitoria no IC')}</p>`; }
    return this.plonePage(n.title, `<p class="documentByLine">${en ? 'published' : 'publicado'} ${fDMY(n.date)} ${pad(hash(n.slug) % 24)}h${pad(hash(`m${n.slug}`) % 60)}</p>${en ? enPara(r, 4) : ptPara(r, 4)}${extra}<p class="discreet">${en ? 'Filed under' : 'Arquivado em'}: ${n.tags.map((t) => a(`${en ? '/en' : ''}/@@search?Subject%3Alist=${encodeURIComponent(t)}`, t)).join(', ')}</p>`, { en, crumbs: [[en ? '/en/news' : '/noticias', en ? 'News' : 'Notícias']] });
  }

  /** The events calendar: month and day views run forever in both directions. */
  private evListing(mode: string, date: string): Resp {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!m || (mode !== 'month' && mode !== 'day' && mode !== 'week')) return this.p404();
    const d0 = dayOf(Number(m[1]), Number(m[2]), Number(m[3]));
    if (Number.isNaN(d0) || fISO(d0) !== date) return this.p404();
    const L = (md: string, d: number) => `/eventos/@@event_listing?mode=${md}&date=${fISO(d)}`;
    let from = d0, to = d0 + 1, prev = d0 - 1, next = d0 + 1, title = `Eventos em ${fDMY(d0)}`;
    if (mode === 'month') { const [y, mo] = ymd(d0); from = dayOf(y, mo, 1); to = dayOf(y, mo + 1, 1); prev = dayOf(y, mo - 1, 1); next = to; title = `Eventos de ${MES[mo - 1]} de ${y}`; }
    if (mode === 'week') { from = d0 - ((wd(d0) + 6) % 7); to = from + 7; prev = from - 7; next = to; title = `Eventos da semana de ${fDMY(from)}`; }
    const evs = this.events.filter((e) => e.date >= from && e.date < to);
    const days = mode === 'month' ? span(from, to - 1).map((d) => a(L('day', d), String(ymd(d)[2]))).join(' ') : '';
    return this.plonePage(title, `<p>${a(L(mode, prev), '« Anterior')} | ${a(L('month', d0), 'Mês')} · ${a(L('week', d0), 'Semana')} · ${a(L('day', d0), 'Dia')} | ${a(L(mode, next), 'Próximo »')}</p>${days ? `<p class="calendar">${days}</p>` : ''}${evs.length ? `<ul>${evs.map((e) => `<li>${fDM(e.date)} ${a(`/eventos/${e.slug}`, e.title)} — ${esc(e.local)}</li>`).join('')}</ul>` : '<p>Nenhum evento encontrado.</p>'}`, { crumbs: [['/eventos', 'Eventos']], cls: 'template-event_listing' });
  }

  private defesas(y: number): Resp {
    if (!y) return this.plonePage('Defesas de teses e dissertações', `<ul>${span(2013, 2019).reverse().map((x) => li(`/pos-graduacao/defesas/${x}`, `Defesas em ${x}`)).join('')}</ul><p>${a(`${REPO}/jspui/`, 'Repositório da produção científica e intelectual da UniVale')}</p>`, { crumbs: [['/ensino/pos-graduacao', 'Pós-graduação']] });
    if (y < 2013 || y > 2019) return this.p404();
    const ns = this.news.filter((n) => n.tags.includes('Defesas') && ymd(n.date)[0] === y);
    return this.plonePage(`Defesas em ${y}`, `<ul>${ns.map((n) => `<li>${fDM(n.date)} ${a(this.newsUrl(n), n.title)}</li>`).join('')}</ul>`, { crumbs: [['/pos-graduacao/defesas', 'Defesas']] });
  }

  private semIndex(nivel: 'G' | 'P', en: boolean): Resp {
    const sems = span(2014, 2019).reverse().flatMap((y) => [2, 1].map((s) => [y, s]));
    const base = en ? '/en/teaching/graduate-courses' : `/ensino/${nivel === 'G' ? 'graduacao' : 'pos-graduacao'}/disciplinas`;
    return this.plonePage(en ? 'Graduate courses taught in English' : `Disciplinas oferecidas – ${nivel === 'G' ? 'graduação' : 'pós-graduação'}`, `<ul>${sems.filter(([y, s]) => !en || (this.bySem.get(semKey(y, s)) ?? []).some((o) => o.c.dept === 'E')).map(([y, s]) => li(`${base}/${y}s${s}`, en ? `${s === 1 ? 'First' : 'Second'} semester ${y}` : semLabel(y, s))).join('')}</ul>${en ? '' : `<p>Semestres anteriores a 2014: ${a(`${WWW2}/disciplinas/index.html`, 'site antigo do IC')}.</p>`}`, { en, crumbs: [[en ? '/en/teaching' : '/ensino', en ? 'Teaching' : 'Ensino']] });
  }

  /** The semester's offerings: SIGAA turma, catálogo entry and, where there is one, the course's own page. */
  private semList(nivel: 'G' | 'P', y: number, s: number, en: boolean): Resp {
    if (y < 2014 || y > 2019) return this.p404(en);
    const offs = (this.bySem.get(semKey(y, s)) ?? []).filter((o) => o.c.nivel === nivel && (!en || o.c.dept === 'E'));
    if (!offs.length) return this.p404(en);
    const site = (o: Off) => {
      const x = hash(`sl:${o.key}`) % 10;
      if (o.fam === 'plone' || o.fam === 'ploneen') return a(o.home.replace(WWW, ''), en ? 'Course page' : 'Página da disciplina');
      if (o.home && (o.fam === 'sites' || o.fam === 'tv' || o.fam === 'wiki' || x < 5 || (o.fam === 'moodle' && x < 8))) return a(this.href(o, 'sl'), o.fam === 'moodle' ? 'Moodle' : en ? 'Course page' : 'Página');
      if (o.stub && x < 5) return a(o.stub, 'Página');
      if (o.mid && x < 3) return a(`${MOODLE}/course/view.php?id=${o.mid}`, 'Moodle');
      return '';
    };
    const rows = offs.map((o) => `<tr><td>${o.fam === 'plone' || o.fam === 'ploneen' ? a(o.home.replace(WWW, ''), o.c.code) : o.c.code}</td><td>${esc(en ? o.c.en : o.c.nome)}</td><td>${o.turmas.join(', ')}</td><td>${[o.f, ...o.co].map((g) => a(en ? `/en/people/faculty/${g.login}` : `/pessoas/docentes/${g.login}`, g.nome)).join(', ')}</td><td>${esc(this.horario(o))}</td><td>${a(this.turmaUrl(o), 'SIGAA')} ${en ? '' : a(this.ementaUrl(o.c, y), 'Ementa')}</td><td>${site(o)}</td></tr>`).join('');
    const base = en ? '/en/teaching/graduate-courses' : `/ensino/${nivel === 'G' ? 'graduacao' : 'pos-graduacao'}/disciplinas`;
    return this.plonePage(en ? `Courses – ${s === 1 ? 'first' : 'second'} semester ${y}` : `Disciplinas – ${semLabel(y, s)}`, `<p class="documentDescription">${en ? 'Graduate courses taught in English this semester.' : `Disciplinas de ${nivel === 'G' ? 'graduação' : 'pós-graduação'} oferecidas pelo IC. A matrícula é feita pelo SIGAA; horários completos no ${a(`${DAC}/horarios/${y}s${s}/IC.html`, 'quadro de horários da DAC')}.`}</p><table class="listing"><thead><tr><th>${en ? 'Code' : 'Código'}</th><th>${en ? 'Course' : 'Disciplina'}</th><th>${en ? 'Sections' : 'Turmas'}</th><th>${en ? 'Instructors' : 'Docentes'}</th><th>${en ? 'Time' : 'Horário'}</th><th></th><th>${en ? 'Web' : 'Página'}</th></tr></thead><tbody>${rows}</tbody></table>`, { en, crumbs: [[base, en ? 'Graduate courses' : 'Disciplinas'], [`${base}/${y}s${s}`, semKey(y, s)]] });
  }

  private ploneCourse(o: Off): Resp {
    const B = this.blocks(o, 'modern');
    const en = o.en;
    const base = o.base;
    const turmas = o.c.dept === 'C' ? `<h2>Turmas</h2><table class="listing"><tr><th>Turma</th><th>Docente</th><th>Horário</th><th>Sala</th><th>SIGAA</th></tr>${o.turmas.map((t, i) => `<tr><td>${t}</td><td>${esc((i ? o.co[(i - 1) % Math.max(1, o.co.length)] ?? o.f : o.f).nome)}</td><td>${esc(HORARIOS[(o.hor + i) % HORARIOS.length][1])}</td><td>${esc(SALAS[(hash(o.key) + i) % SALAS.length])}</td><td>${a(this.turmaUrl(o, i), `Turma ${t}`)}</td></tr>`).join('')}</table><p>Coordenação: ${a(`/pessoas/docentes/${o.f.login}`, o.f.nome)}. Os laboratórios são semanais e as tarefas são submetidas pelo ${a(`https://${H.susy}/${lc(o.c)}${o.y}${o.s}/`, 'SuSy')}.</p><p>${a(`${base}/laboratorios`, 'Laboratórios')} · ${a(`${base}/cronograma`, 'Cronograma completo')}</p>` : `<p>${a(`${base}/cronograma`, en ? 'Full schedule' : 'Cronograma completo')}</p>`;
    return this.plonePage(`${o.c.code} – ${en ? o.c.en : o.c.nome} (${semKey(o.y, o.s)})`, `<p class="documentDescription">${this.semName(o, 0)}${o.c.dept === 'C' ? ` · ${o.turmas.length} turmas` : ` · ${esc(o.f.nome)}`}</p>${B.avisos}${turmas}${o.c.dept === 'C' ? '' : B.infos}${B.ementa}${B.crit}${B.listas}${B.biblio}${o.moodleToo ? `<p>${a(`${MOODLE}/course/view.php?id=${o.mid}`, 'Moodle')}</p>` : ''}`, { en, crumbs: [[en ? '/en/teaching/graduate-courses' : `/ensino/${o.c.nivel === 'G' ? 'graduacao' : 'pos-graduacao'}/disciplinas`, en ? 'Graduate courses' : 'Disciplinas'], [base.replace(/\/[a-z0-9]+$/, ''), semKey(o.y, o.s)]], cls: 'portaltype-folder' });
  }

  private ploneSub(o: Off, sub: string): Resp {
    const B = this.blocks(o, 'modern');
    const crumbs: [string, string][] = [[o.base, o.c.code]];
    if (sub === 'cronograma') return this.plonePage(`${o.c.code} – ${o.en ? 'Schedule' : 'Cronograma'}`, B.crono.replace(/href="slides\//g, `href="${o.base}/slides/`), { en: o.en, crumbs });
    if (sub === 'laboratorios' && o.c.dept === 'C') return this.plonePage(`${o.c.code} – Laboratórios`, `<ol>${B.I.rows.filter((x) => x.d < NOW && !/Prova|Vista/.test(x.t)).map((x, i) => `<li>Lab ${pad(i + 1)} (${fDM(x.d)}): ${esc(x.t)} — enunciado no SuSy</li>`).join('')}</ol>`, { crumbs });
    return this.p404(o.en);
  }

  private facList(en: boolean): Resp {
    const fs = FACULTY.filter((f) => active(f, 2019) || f.until === 2014);
    return this.plonePage(en ? 'Faculty' : 'Docentes', Object.entries(DEPS).map(([k, d]) => `<h2>${esc(d)}</h2><ul>${fs.filter((f) => f.dep === k).map((f) => `<li>${a(`${en ? '/en/people/faculty' : '/pessoas/docentes'}/${f.login}`, f.nome)}${hasUd(f) ? ` — ${a(`/~${f.login}/`, en ? 'homepage' : 'página pessoal')}` : ''}</li>`).join('')}</ul>`).join(''), { en, crumbs: [[en ? '/en/people/faculty' : '/pessoas/docentes', en ? 'Faculty' : 'Docentes']] });
  }

  private profile(f: Fac, en: boolean): Resp {
    const r = rng(hash(`prof:${f.login}`));
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.y === 2019 || (o.y === 2018 && o.s === 2));
    const sitesList = (this.byFac.get(f.login) ?? []).filter((o) => o.f === f && (o.fam === 'sites' || o.fam === 'tv' || o.fam === 'wiki') && o.y < 2019);
    const item = (o: Off) => `<li>${o.c.code} – ${esc(en ? o.c.en : o.c.nome)} (${semKey(o.y, o.s)})${o.home && hash(`pf:${o.key}`) % 3 !== 0 ? ` [${a(this.href(o, 'prof'), en ? 'web' : 'página')}]` : ''} [${a(this.turmaUrl(o), 'SIGAA')}]</li>`;
    return this.plonePage(f.nome, `<p class="documentDescription">${esc(f.rank)} · ${esc(DEPS[f.dep])}</p>${en ? enPara(r, 2) : ptPara(r, 3)}<h2>${en ? 'Courses' : 'Disciplinas'}</h2><ul>${offs.map(item).join('')}</ul>${sitesList.length ? `<h3>${en ? 'Past course pages' : 'Páginas de disciplinas anteriores'}</h3><ul>${sitesList.map((o) => li(o.home, `${o.c.code} ${semKey(o.y, o.s)}`)).join('')}</ul>` : ''}<h2>Links</h2><ul>${hasUd(f) ? li(`/~${f.login}/`, en ? 'Personal page' : 'Página pessoal') : ''}${f.neu === 'cursos' ? li(`/~${f.login}/cursos/`, en ? 'Course pages' : 'Páginas das disciplinas') : f.neu === 'disc' || f.old === 'disc' ? li(`/~${f.login}/disciplinas/`, en ? 'Course pages' : 'Disciplinas ministradas') : f.neu === 'ensino' || f.old === 'ensino' ? li(`/~${f.login}/ensino.html`, en ? 'Teaching' : 'Ensino') : ''}${f.old === 'www2' ? li(`${WWW2}/docentes/${f.login}/index.html`, en ? 'Old page' : 'Página antiga') : ''}${li(`${PESQ}/pesquisador/${f.pid * 31 + 7}`, en ? 'Researcher profile' : 'Portal de Pesquisadores')}${li(`${SIGAA}/sigaa/public/docente/portal.jsf?siape=${f.siape}`, en ? 'SIGAA public portal' : 'Portal público no SIGAA')}</ul><p>E-mail: ${f.login}@ic.${DOM}</p>`, { en, crumbs: [[en ? '/en/people/faculty' : '/pessoas/docentes', en ? 'Faculty' : 'Docentes']] });
  }

  private staticPage(s: [string, string, string], en: boolean): Resp {
    const [path, pt, et] = s;
    const r = rng(hash(`st:${path}:${en}`));
    const P = en ? '/en' : '';
    let body = en ? enPara(r, 3) : ptPara(r, 4);
    const kids = STATIC.filter((x) => x[0] !== path && x[0].startsWith(`${path}/`) && !x[0].slice(path.length + 1).includes('/') && (!en || x[2]));
    if (kids.length) body += `<ul>${kids.map((x) => li(en ? enPath(x[0]) : x[0], en ? x[2] : x[1])).join('')}</ul>`;
    switch (path) {
      case '/ensino': body += en ? `<ul>${li('/en/teaching/graduate-courses', 'Graduate courses taught in English')}</ul>` : `<ul>${li('/ensino/graduacao/disciplinas', 'Disciplinas de graduação oferecidas')}${li('/ensino/pos-graduacao/disciplinas', 'Disciplinas de pós-graduação oferecidas')}${li(`${DAC}/cursos/catalogo/2019/disciplinas/IC.html`, 'Catálogo 2019')}${li(`${SIGAA}/sigaa/public/turmas/listar.jsf`, 'Turmas no SIGAA')}</ul>`; break;
      case '/ensino/monitoria': body += `<p>Programas: PAD (graduação) e PED (pós-graduação). Editais a cada semestre nas ${a('/@@search?Subject%3Alist=Monitoria', 'notícias')}.</p>`; break;
      case '/ensino/pos-graduacao/processo-seletivo': body += `<ul>${span(2016, 2020).reverse().map((y) => li(`/arquivos/edital-pos-${y}.pdf`, `Edital ${y} (PDF)`)).join('')}</ul>`; break;
      case '/pesquisa/laboratorios': body += `<ul>${['lab-redes', 'lab-otim', 'lis', 'recod', 'lsc', 'larc', 'lab-bio', 'lab-ihc', 'lab-seg', 'lab-arq'].map((l) => li(`${WIKI}/doku.php?id=laboratorios:${l}:start`, l.toUpperCase())).join('')}</ul>`; break;
      case '/sitemap': body += `<ul>${STATIC.filter((x) => !en || x[2]).map((x) => li(en ? enPath(x[0]) : x[0], en ? x[2] : x[1])).join('')}</ul>`; break;
      default: break;
    }
    return this.plonePage(en ? et : pt, body, { en });
  }

  // ===================================================================================================================
  // www2.ic: the frozen old site (static HTML, ISO-8859-1, 2003–2014)
  // ===================================================================================================================

  private old(title: string, body: string, status = 200): Resp {
    const doc = `<html>\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\n<title>IC - ${esc(title)}</title>\n</head>\n<body bgcolor="#ffffff">\n<table width="760" border="0" cellspacing="0" cellpadding="0"><tr><td bgcolor="#003366" colspan="2"><img src="/imagens/topo_ic.gif" width="760" height="70" alt="IC"></td></tr><tr><td valign="top" width="150" bgcolor="#e0e8f0"><font face="Verdana" size="1">${[['/index.html', 'Início'], ['/instituto.html', 'O Instituto'], ['/docentes/index.html', 'Docentes'], ['/disciplinas/index.html', 'Disciplinas'], ['/noticias/index.html', 'Notícias'], ['/pos/index.html', 'Pós-graduação']].map(([h, l]) => `${a(h, l)}<br>`).join('')}</font></td><td valign="top"><font face="Verdana" size="2"><h2>${esc(title)}</h2>${body}</font></td></tr><tr><td colspan="2" align="center"><font size="1">Este site não é mais atualizado desde julho de 2014. Visite o ${a(`${WWW}/`, 'novo site do IC')}.</font></td></tr></table>\n</body>\n</html>\n`;
    return { ...legacy(doc, 'latin1', 'both'), status };
  }

  private www2(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const nf = () => this.old('Página não encontrada', '<p>A página solicitada não existe.</p>', 404);
    if (p === '/' || p === '/index.html') return this.old('Instituto de Computação', `<p><b>Últimas notícias</b></p><ul>${this.oldNews(2014).slice(-8).reverse().map((n) => `<li>${fDMY(n.d)} ${a(`/noticias/${ymd(n.d)[0]}/noticia${n.id}.html`, n.t)}</li>`).join('')}</ul><p>${a('/noticias/index.html', 'Todas as notícias')}</p>`);
    if (p === '/imagens/topo_ic.gif') return bin('image/gif', u.href);
    if (p === '/estilo.css') return { status: 200, type: 'text/css', body: 'body{font-family:Verdana}' };
    if (p === '/instituto.html' || p === '/pos/index.html') return this.old(p === '/instituto.html' ? 'O Instituto' : 'Pós-graduação', ptPara(rng(hash(p)), 5));
    if (p === '/docentes/index.html' || p === '/docentes/') return this.old('Docentes', `<ul>${FACULTY.filter((f) => f.since < 2013).map((f) => `<li>${f.old === 'www2' ? a(`/docentes/${f.login}/index.html`, f.nome) : hasUd(f) ? a(`http://${H.www}/~${f.login}/`, f.nome) : esc(f.nome)}</li>`).join('')}</ul>`);
    let m = /^\/docentes\/([a-z]+)\/(index\.html|disciplinas\.html|)$/.exec(p);
    if (m) {
      const f = facBy.get(m[1]);
      if (!f || f.old !== 'www2') return nf();
      if (m[2] === '') return moved(`${WWW2}/docentes/${f.login}/index.html`);
      const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.f === f && o.y < 2013);
      if (m[2] === 'index.html') return this.old(f.nome, `<p>${esc(f.rank)}<br>${esc(DEPS[f.dep])}</p>${ptPara(rng(hash(f.login)), 3)}<p>${a('disciplinas.html', 'Disciplinas ministradas')}</p>`);
      return this.old(`${f.nome} - Disciplinas`, span(2005, 2012).reverse().map((y) => { const os = offs.filter((o) => o.y === y); return os.length ? `<p><b>${y}</b></p><ul>${os.map((o) => `<li>${o.home ? a(o.home.replace(WWW2, ''), `${o.c.code} - ${o.c.nome}`) : `${o.c.code} - ${esc(o.c.nome)}`} (${o.s}º sem.)</li>`).join('')}</ul>` : ''; }).join(''));
    }
    if (p === '/disciplinas/index.html' || p === '/disciplinas/') return this.old('Disciplinas por semestre', `<ul>${span(2005, 2014).reverse().flatMap((y) => [2, 1].filter((s) => !(y === 2014 && s === 2)).map((s) => li(`/disciplinas/${y}s${s}.html`, semLabel(y, s)))).join('')}</ul>`);
    m = /^\/disciplinas\/(\d{4})s([12])\.html$/.exec(p);
    if (m) {
      const y = Number(m[1]), s = Number(m[2]);
      const offs = (this.bySem.get(semKey(y, s)) ?? []);
      if (!offs.length || y > 2014) return nf();
      return this.old(`Disciplinas - ${semLabel(y, s)}`, `<table border="1" cellpadding="3" cellspacing="0"><tr><th>Código</th><th>Disciplina</th><th>Docente</th><th>Página</th></tr>${offs.map((o) => `<tr><td>${o.c.code}</td><td>${esc(o.c.nome)}</td><td>${esc(o.f.nome)}</td><td>${o.home && (o.fam === 'www2c' || o.fam === 'www2' || hash(`w2:${o.key}`) % 2 === 0) ? a(o.fam === 'www2c' || o.fam === 'www2' ? o.home.replace(WWW2, '') : o.home.replace(/^https:/, 'http:'), 'página') : '&nbsp;'}</td></tr>`).join('')}</table>`);
    }
    m = /^\/noticias\/(?:index\.html|(\d{4})\/(?:index\.html|noticia(\d+)\.html))$/.exec(p);
    if (m) {
      if (!m[1]) return this.old('Notícias', `<ul>${span(2003, 2014).reverse().map((y) => li(`/noticias/${y}/index.html`, `Notícias de ${y}`)).join('')}</ul>`);
      const y = Number(m[1]);
      if (y < 2003 || y > 2014) return nf();
      const ns = this.oldNews(y);
      if (!m[2]) return this.old(`Notícias de ${y}`, `<ul>${ns.map((n) => `<li>${fDMY(n.d)} ${a(`noticia${n.id}.html`, n.t)}</li>`).join('')}</ul>`);
      const n = ns.find((x) => x.id === Number(m![2]));
      return n ? this.old(n.t, `<p><i>${fExt(n.d)}</i></p>${ptPara(rng(n.id), 4)}<p>${a('index.html', 'Voltar')}</p>`) : nf();
    }
    const fb = this.findBase(H.www2, p);
    if (fb) { const [o, rest] = fb; if ((o.fam === 'www2c' && rest === '') || (o.fam === 'www2' && rest === 'index.htm')) return this.www2Home(o); if (rest === 'index.html' && o.fam === 'www2c') return moved(o.home); return this.courseFile(o, rest, u); }
    return nf();
  }
  private oldNews(y: number) {
    const r = rng(hash(`oldnews:${y}`));
    return Array.from({ length: int(r, 40, 75) }, (_, i) => ({ id: (y - 2000) * 1000 + i * 3 + int(r, 0, 2), d: dayOf(y, 1, 10) + Math.floor((i * (y === 2014 ? 180 : 350)) / 75), t: pick(r, [`Defesa de mestrado de ${pessoa(r)}`, `Palestra: ${pick(r, PT_N)}`, 'Resultado do processo seletivo da pós-graduação', `Prof. ${pick(r, FACULTY).nome} é premiado`, 'Maratona de Programação: resultados', 'Calendário de matrículas', `Seminário: ${pick(r, PT_N)}`]) }));
  }

  // ===================================================================================================================
  // sigaa.: the academic system's public area (JSF; a `;jsessionid=` in every link of a cookieless visit)
  // ===================================================================================================================

  private otherTurma(id: number) {
    const k = id - 500000;
    if (k < 0 || k >= UNITS.length * 8 * 2 * 200) return undefined;
    const ui = Math.floor(k / 3200), y = 2012 + Math.floor((k % 3200) / 400), s = 1 + Math.floor((k % 400) / 200), j = k % 200;
    const u = UNITS[ui];
    const names = u[3].split('|');
    if (j >= names.length * 2) return undefined;
    const r = rng(hash(`ot:${id}`));
    return { u, ui, y, s, code: `${u[2]}${100 + (j % names.length) * 11 + ui}`, nome: names[j % names.length], turma: 'AB'[Math.floor(j / names.length)], prof: pessoa(r), hor: pick(r, HORARIOS)[1] };
  }
  private otherTurmaId(ui: number, y: number, s: number, j: number) { return 500000 + ui * 3200 + (y - 2012) * 400 + (s - 1) * 200 + j; }

  private sigaa(u: URL): Resp {
    const [path, sess0] = u.pathname.split(';jsessionid=');
    const sess = sess0 || hex(`sess:${u.href}`, 32).toUpperCase();
    const sp = u.searchParams;
    const J = (p: string, q = '') => `${SIGAA}${p};jsessionid=${sess}${q ? `?${q}` : ''}`;
    const wrap = (title: string, body: string) => page(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>SIGAA - Sistema Integrado de Gestão de Atividades Acadêmicas</title><link rel="stylesheet" href="/sigaa/css/public.css" /></head><body><div id="container"><div id="cabecalho"><span class="sigaa">SIGAA</span> <span class="ufvale">UniVale - Sistema Integrado de Gestão de Atividades Acadêmicas</span> ${a(J('/sigaa/public/home.jsf'), 'Portal Público')} | ${a(cas(`${SIGAA}/sigaa/login.jsf`), 'Entrar no Sistema')}</div><div id="conteudo"><h2>${esc(title)}</h2>${body}</div><div id="rodape">SIGAA | Diretoria de Tecnologia da Informação - UniVale | Copyright © 2006-2019 - UFRN - sigaa-app-03.univale.edu.br v4.3.21</div></div></body></html>`);
    const form = (id: string, fields: string) => `<form id="${id}" name="${id}" method="post" action="${path}" enctype="application/x-www-form-urlencoded">${fields}<input type="submit" name="${id}:buscar" value="Buscar" /><input type="hidden" name="javax.faces.ViewState" id="javax.faces.ViewState" value="j_id${hash(u.href) % 90 + 1}:j_id${hash(`v${u.href}`) % 900 + 1}" /></form>`;
    if (path === '/' || path === '/sigaa' || path === '/sigaa/') return moved(`${SIGAA}/sigaa/public/home.jsf`, 302);
    if (path.startsWith('/sigaa/css/')) return { status: 200, type: 'text/css', body: '#cabecalho{background:#036}' };
    if (path === '/sigaa/login.jsf' || path.startsWith('/sigaa/portais/') || path === '/sigaa/verTelaLogin.do') return moved(cas(`${SIGAA}/sigaa/login.jsf`), 302);
    const units: [number, string, string][] = [[1234, 'IC', 'Instituto de Computação'], ...UNITS.map((x, i): [number, string, string] => [1300 + i * 11, x[0], x[1]])];
    if (path === '/sigaa/public/home.jsf') return wrap('Portal Público', `<ul>${li(J('/sigaa/public/turmas/listar.jsf'), 'Consultar turmas')}${li(J('/sigaa/public/componentes/busca_componentes.jsf'), 'Componentes curriculares')}${li(J('/sigaa/public/docente/busca_docentes.jsf'), 'Docentes')}</ul><h3>Unidades acadêmicas</h3><ul>${units.map(([id, , n]) => li(J('/sigaa/public/departamento/portal.jsf', `id=${id}`), n)).join('')}</ul>`);
    if (path === '/sigaa/public/departamento/portal.jsf') {
      const un = units.find((x) => x[0] === Number(sp.get('id')));
      if (!un) return wrap('Erro', '<p>Unidade não encontrada.</p>');
      const docs = un[1] === 'IC' ? FACULTY.filter((f) => active(f, 2019)).map((f) => li(J('/sigaa/public/docente/portal.jsf', `siape=${f.siape}`), f.nome)).join('') : '';
      return wrap(un[2], `<h3>Turmas</h3><ul>${span(2012, 2019).reverse().flatMap((y) => [2, 1].map((s) => li(J('/sigaa/public/turmas/listar.jsf', `unidade=${un[0]}&ano=${y}&periodo=${s}`), `${y}.${s}`))).join('')}</ul>${docs ? `<h3>Docentes</h3><ul>${docs}</ul>` : ''}`);
    }
    if (path === '/sigaa/public/turmas/listar.jsf') {
      const un = units.find((x) => x[0] === Number(sp.get('unidade')));
      const y = Number(sp.get('ano')), s = Number(sp.get('periodo'));
      const f0 = form('formTurma', `<label>Unidade</label><select name="formTurma:unidade">${units.map(([id, , n]) => `<option value="${id}">${esc(n)}</option>`).join('')}</select><label>Ano-Período</label><input type="text" name="formTurma:ano" size="4" value="2019" />.<input type="text" name="formTurma:periodo" size="1" value="2" />`);
      if (!un || y < 2012 || y > 2019 || (s !== 1 && s !== 2)) return wrap('Consulta de Turmas', f0);
      let rows: string[] = [];
      if (un[1] === 'IC') rows = (this.bySem.get(semKey(y, s)) ?? []).filter((o) => o.sid).flatMap((o) => o.turmas.map((t, i) => `<tr><td>${o.c.code} - ${esc(o.c.nome)}</td><td>${t}</td><td>${esc((i ? o.co[(i - 1) % Math.max(1, o.co.length)] ?? o.f : o.f).nome)}</td><td>${esc(HORARIOS[(o.hor + i) % HORARIOS.length][1])}</td><td>${a(J('/sigaa/public/turmas/view.jsf', `id=${o.sid + i}`), 'Ver turma')}</td></tr>`));
      else { const ui = units.indexOf(un) - 1; const n = UNITS[ui][3].split('|').length * 2; rows = span(0, n - 1).map((j) => { const t = this.otherTurma(this.otherTurmaId(ui, y, s, j))!; return `<tr><td>${t.code} - ${esc(t.nome)}</td><td>${t.turma}</td><td>${esc(t.prof)}</td><td>${t.hor}</td><td>${a(J('/sigaa/public/turmas/view.jsf', `id=${this.otherTurmaId(ui, y, s, j)}`), 'Ver turma')}</td></tr>`; }); }
      return wrap(`Turmas - ${un[2]} - ${y}.${s}`, `${f0}<table class="listagem"><thead><tr><th>Componente</th><th>Turma</th><th>Docente</th><th>Horário</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
    }
    if (path === '/sigaa/public/turmas/view.jsf') {
      const id = Number(sp.get('id'));
      const o = this.bySid.get(id);
      if (o) {
        const i = id - o.sid;
        const f = i ? o.co[(i - 1) % Math.max(1, o.co.length)] ?? o.f : o.f;
        const tv = o.fam === 'tv' && i === 0;
        return wrap(`${o.c.code} - ${o.c.nome} - Turma ${o.turmas[i]} (${o.y}.${o.s})`, `<table class="visualizacao"><tr><th>Componente:</th><td>${a(J('/sigaa/public/componentes/resumo.jsf', `codigo=${o.c.code}`), `${o.c.code} - ${o.c.nome}`)}</td></tr><tr><th>Carga horária:</th><td>${o.c.cr * 15}h (${o.c.cr} créditos)</td></tr><tr><th>Docente:</th><td>${a(J('/sigaa/public/docente/portal.jsf', `siape=${f.siape}`), f.nome)}</td></tr><tr><th>Horário:</th><td>${esc(i ? HORARIOS[(o.hor + i) % HORARIOS.length][1] : this.horario(o))}</td></tr><tr><th>Local:</th><td>${esc(o.sala)}</td></tr><tr><th>Vagas / matriculados:</th><td>${60 + (hash(o.key) % 40)} / ${40 + (hash(`${o.key}m`) % 20)}</td></tr><tr><th>Situação:</th><td>${isCurrent(o) ? 'ABERTA' : 'CONSOLIDADA'}</td></tr></table>${tv ? `<p class="destaque">Turma virtual com acesso público: ${a(o.home, 'acessar a turma virtual')}</p>` : '<p>A turma virtual desta turma não é pública.</p>'}${o.home && !tv && hash(`sv:${o.key}`) % 3 === 0 ? `<p>Página da disciplina: ${a(this.href(o, 'sigaa'), o.home)}</p>` : ''}<p>${a(J('/sigaa/public/turmas/listar.jsf', `unidade=1234&ano=${o.y}&periodo=${o.s}`), '<< Voltar')}</p>`);
      }
      const t = this.otherTurma(id);
      if (!t) return wrap('Erro', '<p>Turma não encontrada.</p>');
      return wrap(`${t.code} - ${t.nome} - Turma ${t.turma} (${t.y}.${t.s})`, `<table class="visualizacao"><tr><th>Componente:</th><td>${a(J('/sigaa/public/componentes/resumo.jsf', `codigo=${t.code}`), `${t.code} - ${t.nome}`)}</td></tr><tr><th>Docente:</th><td>${esc(t.prof)}</td></tr><tr><th>Horário:</th><td>${t.hor}</td></tr></table><p>A turma virtual desta turma não é pública.</p><p>${a(J('/sigaa/public/turmas/listar.jsf', `unidade=${1300 + t.ui * 11}&ano=${t.y}&periodo=${t.s}`), '<< Voltar')}</p>`);
    }
    if (path === '/sigaa/public/componentes/busca_componentes.jsf') return wrap('Componentes Curriculares', `${form('formComp', '<label>Código</label><input type="text" name="formComp:codigo" /><label>Nome</label><input type="text" name="formComp:nome" />')}<table class="listagem">${COURSES.map((c) => `<tr><td>${a(J('/sigaa/public/componentes/resumo.jsf', `codigo=${c.code}`), c.code)}</td><td>${esc(c.nome)}</td></tr>`).join('')}${UNITS.flatMap((x, ui) => x[3].split('|').map((nm, j) => `<tr><td>${a(J('/sigaa/public/componentes/resumo.jsf', `codigo=${x[2]}${100 + j * 11 + ui}`), `${x[2]}${100 + j * 11 + ui}`)}</td><td>${esc(nm)}</td></tr>`)).join('')}</table>`);
    if (path === '/sigaa/public/componentes/resumo.jsf') {
      const code = sp.get('codigo') ?? '';
      const c = courseBy.get(code);
      if (c) { const os = this.offs.filter((o) => o.c === c && o.sid); return wrap(`${c.code} - ${c.nome}`, `<table class="visualizacao"><tr><th>Tipo:</th><td>DISCIPLINA</td></tr><tr><th>Unidade:</th><td>Instituto de Computação</td></tr><tr><th>Carga horária:</th><td>${c.cr * 15}h</td></tr><tr><th>Ementa:</th><td>${esc(TOPICS[c.g].slice(0, 8).join('. '))}.</td></tr></table><h3>Turmas abertas</h3><ul>${os.slice(-8).reverse().map((o) => li(J('/sigaa/public/turmas/view.jsf', `id=${o.sid}`), `${o.y}.${o.s} - Turma ${o.turmas[0]} - ${o.f.nome}`)).join('')}</ul>`); }
      const m = /^([A-Z]+)(\d+)$/.exec(code);
      const ui = m ? UNITS.findIndex((x) => x[2] === m[1]) : -1;
      const j = m && ui >= 0 ? (Number(m[2]) - 100 - ui) / 11 : -1;
      const names = ui >= 0 ? UNITS[ui][3].split('|') : [];
      if (!Number.isInteger(j) || j < 0 || j >= names.length) return wrap('Erro', '<p>Componente não encontrado.</p>');
      return wrap(`${code} - ${names[j]}`, `<table class="visualizacao"><tr><th>Unidade:</th><td>${esc(UNITS[ui][1])}</td></tr><tr><th>Ementa:</th><td>${esc(ptText(rng(hash(code)), 2))}</td></tr></table><h3>Turmas abertas</h3><ul>${span(2016, 2019).reverse().map((y) => li(J('/sigaa/public/turmas/view.jsf', `id=${this.otherTurmaId(ui, y, 1 + (j % 2), j)}`), `${y}.${1 + (j % 2)}`)).join('')}</ul>`);
    }
    if (path === '/sigaa/public/docente/busca_docentes.jsf') return wrap('Busca de Docentes', `${form('formDoc', '<label>Nome</label><input type="text" name="formDoc:nome" />')}<ul>${FACULTY.filter((f) => active(f, 2019)).map((f) => li(J('/sigaa/public/docente/portal.jsf', `siape=${f.siape}`), `${f.nome} (IC)`)).join('')}</ul>`);
    if (path === '/sigaa/public/docente/portal.jsf' || path === '/sigaa/public/docente/disciplinas.jsf') {
      const f = FACULTY.find((x) => x.siape === Number(sp.get('siape')));
      if (!f) return wrap('Erro', '<p>Docente não encontrado.</p>');
      const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.sid && (path.endsWith('disciplinas.jsf') || o.y >= 2018));
      return wrap(`Portal do Docente - ${f.nome}`, `<p>${esc(f.rank)} · ${esc(DEPS[f.dep])}</p><p>${a(J('/sigaa/public/docente/disciplinas.jsf', `siape=${f.siape}`), 'Todas as disciplinas ministradas')}</p><table class="listagem"><tr><th>Período</th><th>Turma</th><th></th></tr>${offs.reverse().map((o) => `<tr><td>${o.y}.${o.s}</td><td>${a(J('/sigaa/public/turmas/view.jsf', `id=${o.sid}`), `${o.c.code} - ${o.c.nome}`)}</td><td>${o.fam === 'tv' ? a(o.home, 'Turma virtual') : ''}</td></tr>`).join('')}</table>`);
    }
    if (path === '/sigaa/verProducao' || path === '/sigaa/ava/publico/arquivo.jsf') return bin('application/pdf', u.href);
    if (path === '/sigaa/ava/publico/turma.jsf') {
      const o = this.bySid.get(Number(sp.get('idTurma')));
      if (!o || o.fam !== 'tv' || o.sid !== Number(sp.get('idTurma'))) return wrap('Turma Virtual', '<p>Esta turma virtual não permite acesso público. ' + a(cas(`${SIGAA}/sigaa/login.jsf`), 'Entre no sistema') + '.</p>');
      const aba = sp.get('aba') ?? '';
      return this.tvPage(o, aba, wrap);
    }
    return wrap('Erro', '<p>Página não encontrada ou sessão expirada. Comportamento inesperado do sistema.</p>');
  }

  /** A SIGAA turma virtual with public access: a course home (its `aba=` tabs are subpages). */
  private tvPage(o: Off, aba: string, wrap: (t: string, b: string) => Resp): Resp {
    const B = this.blocks(o, 'modern');
    const base = `${SIGAA}/sigaa/ava/publico/turma.jsf?idTurma=${o.sid}`;
    const tabs = `<div class="abas">${[['', 'Principal'], ['noticias', 'Notícias'], ['plano', 'Plano de Curso'], ['materiais', 'Materiais'], ['avaliacoes', 'Avaliações']].map(([k, l]) => a(k ? `${base}&aba=${k}` : base, l)).join(' | ')}</div>`;
    const title = `Turma Virtual: ${o.c.code} - ${o.c.nome} (${o.y}.${o.s}) - Turma ${o.turmas[0]}`;
    const mat = `<ul>${B.I.rows.filter((x) => x.slide).map((x) => li(`${SIGAA}/sigaa/verProducao?idProducao=${o.sid * 40 + x.i}&key=${hex(`${o.key}${x.i}`, 32)}`, `Aula ${x.i + 1} – ${x.t}.pdf`)).join('')}</ul>`;
    switch (aba) {
      case '': return wrap(title, `${tabs}<div class="descricaoTurma"><p><b>Docente:</b> ${esc(o.f.nome)} · <b>Horário:</b> ${esc(this.horario(o))} · <b>Local:</b> ${esc(o.sala)}</p></div>${B.avisos}<h3>Tópicos de aula</h3><table class="listagem">${B.I.rows.map((x) => `<tr><td>${fDMY(x.d)}</td><td>${esc(x.t)}</td></tr>`).join('')}</table>${B.crit}`);
      case 'noticias': return wrap(`${title} - Notícias`, `${tabs}${B.avisos}`);
      case 'plano': return wrap(`${title} - Plano de Curso`, `${tabs}${B.ementa}${B.crit}${B.biblio}`);
      case 'materiais': return wrap(`${title} - Materiais`, `${tabs}${mat}${B.listas.replace(/href="listas\//g, `href="${SIGAA}/sigaa/ava/publico/arquivo.jsf?idTurma=${o.sid}&amp;f=`)}`);
      case 'avaliacoes': return wrap(`${title} - Avaliações`, `${tabs}<ul><li>P1: ${fDMY(B.I.p1)}</li><li>P2: ${fDMY(B.I.p2)}</li><li>Exame: ${fDMY(B.I.exame)}</li></ul>`);
      default: return wrap('Erro', '<p>Aba inexistente.</p>');
    }
  }

  // ===================================================================================================================
  // www.dac.: the Diretoria Acadêmica — catálogo de disciplinas (one entry per course × catálogo year) and horários
  // ===================================================================================================================

  private dacPage(title: string, body: string, status = 200): Resp {
    return page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${esc(title)} - DAC - UniVale</title></head><body><div id="topo"><a href="/">DAC – Diretoria Acadêmica</a> | ${a('/cursos/catalogo/', 'Catálogos')} | ${a('/horarios/', 'Horários')} | ${a(`${UNI}/`, 'UniVale')}</div><h1>${esc(title)}</h1>${body}<div id="rodape">Diretoria Acadêmica – Universidade Federal do Vale</div></body></html>`, status);
  }
  private otherCodes(ui: number) { const u = UNITS[ui]; return u[3].split('|').map((nm, j) => ({ code: `${u[2]}${100 + j * 11 + ui}`, nome: nm })); }

  private dac(u: URL): Resp {
    const p = u.pathname;
    const nf = () => this.dacPage('Página não encontrada', '<p>O endereço solicitado não existe.</p>', 404);
    if (p === '/' || p === '/index.php') return this.dacPage('Diretoria Acadêmica', `<ul>${li('/cursos/catalogo/', 'Catálogos dos cursos de graduação')}${li('/horarios/', 'Horários das disciplinas')}${li('/calendario/2019.html', 'Calendário escolar 2019')}</ul>`);
    if (p === '/calendario/2019.html') return this.dacPage('Calendário escolar 2019', `<ul><li>Início das aulas do 1º semestre: ${fDMY(semStart(2019, 1))}</li><li>Início das aulas do 2º semestre: ${fDMY(semStart(2019, 2))}</li><li>Alteração de matrícula: até ${fDMY(semStart(2019, 2) + 11)}</li><li>Término do 2º semestre: ${fDMY(semStart(2019, 2) + 17 * 7 - 3)}</li></ul>`);
    if (p === '/cursos/catalogo/') return this.dacPage('Catálogos', `<ul>${span(2005, 2020).reverse().map((y) => li(`/cursos/catalogo/${y}/index.html`, `Catálogo ${y}`)).join('')}</ul>`);
    let m = /^\/cursos\/catalogo\/(\d{4})\/(?:index\.html|disciplinas\/([A-Z]+\d*)\.html)$/.exec(p);
    if (!m) { m = /^\/horarios\/(?:(\d{4})s([12])\/([A-Z]+)\.html)?$/.exec(p); if (m) return this.horarios(m[1] ? Number(m[1]) : 0, Number(m[2]), m[3], u); return nf(); }
    const y = Number(m[1]);
    if (y < 2005 || y > 2020) return nf();
    const units = ['IC', ...UNITS.map((x) => x[0])];
    if (!m[2]) return this.dacPage(`Catálogo ${y}`, `<h2>Disciplinas por unidade</h2><ul>${units.map((x) => li(`/cursos/catalogo/${y}/disciplinas/${x}.html`, x)).join('')}</ul>`);
    const key = m[2];
    if (key === 'IC') return this.dacPage(`Catálogo ${y} – Disciplinas do IC`, `<ul>${COURSES.filter((c) => c.from <= y && y <= c.to + 1).map((c) => li(`${c.code}.html`, `${c.code} – ${c.nome}`)).join('')}</ul>`);
    const ui = UNITS.findIndex((x) => x[0] === key);
    if (ui >= 0) return this.dacPage(`Catálogo ${y} – ${UNITS[ui][1]}`, `<ul>${this.otherCodes(ui).map((x) => li(`${x.code}.html`, `${x.code} – ${x.nome}`)).join('')}</ul>`);
    const c = courseBy.get(key);
    if (c && c.from <= y && y <= c.to + 1) {
      const os = this.offs.filter((o) => o.c === c && o.y === y);
      return this.dacPage(`${c.code} – ${c.nome}`, `<p>Catálogo ${y} · Instituto de Computação</p><p><b>Créditos:</b> ${c.cr} · <b>Carga horária:</b> ${c.cr * 15}h · <b>Oferecimento:</b> ${c.sem === 0 ? '1º e 2º semestres' : `${c.sem}º semestre`}</p><p><b>Pré-requisitos:</b> ${c.code === 'MC102' ? 'não há' : c.nivel === 'P' ? 'AA200 (autorização do docente)' : pick(rng(hash(c.code)), ['MC102', 'MC202', 'MC202 MC358', 'MC458', 'MC404', 'MA141 MC102'])}</p><p><b>Ementa:</b> ${esc(TOPICS[c.g].slice(0, 8).join('. '))}.</p>${os.length ? `<p>Oferecimentos em ${y}: ${os.map((o) => a(this.turmaUrl(o), `${o.s}º semestre`)).join(', ')}</p>` : ''}<p>${a('IC.html', 'Disciplinas do IC')} · ${y > 2005 ? a(`/cursos/catalogo/${y - 1}/disciplinas/${c.code}.html`, `Catálogo ${y - 1}`) : ''}</p>`);
    }
    const ou = UNITS.findIndex((x) => key.startsWith(x[2]) && /^\d+$/.test(key.slice(x[2].length)));
    const oc = ou >= 0 ? this.otherCodes(ou).find((x) => x.code === key) : undefined;
    if (oc) return this.dacPage(`${oc.code} – ${oc.nome}`, `<p>Catálogo ${y} · ${esc(UNITS[ou][1])}</p><p><b>Ementa:</b> ${esc(ptText(rng(hash(oc.code + y)), 2))}</p><p>${a(`${UNITS[ou][0]}.html`, UNITS[ou][0])}</p>`);
    return nf();
  }

  private horarios(y: number, s: number, unit: string | undefined, u: URL): Resp {
    if (!y) return this.dacPage('Horários', `<ul>${span(2016, 2019).reverse().flatMap((x) => [2, 1].map((t) => li(`/horarios/${x}s${t}/IC.html`, `${t}º semestre de ${x}`))).join('')}</ul>`);
    if (y < 2016 || y > 2019 || !unit || (unit !== 'IC' && !UNITS.some((x) => x[0] === unit))) return this.dacPage('Página não encontrada', '', 404);
    const dia = Number(u.searchParams.get('dia') ?? 0), turno = u.searchParams.get('turno') ?? '';
    const rows: [string, string, string, string, string][] = unit === 'IC'
      ? (this.bySem.get(semKey(y, s)) ?? []).flatMap((o) => o.turmas.map((t, i): [string, string, string, string, string] => [o.c.code, t, HORARIOS[(o.hor + i) % HORARIOS.length][0].map((d) => WDS[d]).join('/'), HORARIOS[(o.hor + i) % HORARIOS.length][1], o.sid ? this.turmaUrl(o, i) : '']))
      : this.otherCodes(UNITS.findIndex((x) => x[0] === unit)).map((x, j): [string, string, string, string, string] => { const h = HORARIOS[hash(x.code + y + s) % HORARIOS.length]; return [x.code, 'A', h[0].map((d) => WDS[d]).join('/'), h[1], `${SIGAA}/sigaa/public/turmas/view.jsf?id=${this.otherTurmaId(UNITS.findIndex((z) => z[0] === unit), y, s, j)}`]; });
    const keep = rows.filter((x) => (!dia || x[2].includes(WDS[dia])) && (!turno || (turno === 'manha' ? x[3] < '12' : turno === 'tarde' ? x[3] >= '12' && x[3] < '19' : x[3] >= '19')));
    const q = (d: number, t: string) => `?${d ? `dia=${d}` : ''}${d && t ? '&' : ''}${t ? `turno=${t}` : ''}`.replace(/\?$/, '');
    return this.dacPage(`Horários ${s}º semestre de ${y} – ${unit}`, `<p>Dia: ${[0, 2, 3, 4, 5, 6].map((d) => a(`${unit}.html${q(d, turno)}`, d ? WDS[d] : 'todos')).join(' ')} · Turno: ${['', 'manha', 'tarde', 'noite'].map((t) => a(`${unit}.html${q(dia, t)}`, t || 'todos')).join(' ')}</p><p>Unidades: ${['IC', ...UNITS.map((x) => x[0])].map((x) => a(`${x}.html`, x)).join(' ')}</p><table border="1"><tr><th>Disciplina</th><th>Turma</th><th>Dias</th><th>Horário</th></tr>${keep.map(([c, t, d, h, l]) => `<tr><td>${courseBy.has(c) ? a(`/cursos/catalogo/${y}/disciplinas/${c}.html`, c) : c}</td><td>${l ? a(l, t) : t}</td><td>${d}</td><td>${h}</td></tr>`).join('')}</table>`);
  }

  // ===================================================================================================================
  // moodle.ic: "Moodle IC" (Moodle 3.5) — a few courses open to guests among login-walled ones; CAS
  // ===================================================================================================================

  private mwrap(title: string, crumbs: [string, string][], body: string, cls = 'pagelayout-frontpage'): Resp {
    return page(`<!DOCTYPE html><html dir="ltr" lang="pt-br" xml:lang="pt-br"><head><title>${esc(title)}</title><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /></head><body id="page-site-index" class="${cls} lang-pt_br"><nav class="navbar">${a(`${MOODLE}/`, 'Moodle IC')} <span class="usermenu">Você ainda não se identificou. (${a(`${MOODLE}/login/index.php`, 'Acessar')})</span></nav><div id="page-header"><h1>${esc(title)}</h1><ol class="breadcrumb">${[[`${MOODLE}/`, 'Página inicial'] as [string, string], ...crumbs].map(([h, l]) => `<li class="breadcrumb-item">${a(h, l)}</li>`).join('')}</ol></div><div id="region-main">${body}</div><footer id="page-footer"><div class="logininfo">Você ainda não se identificou. (${a(`${MOODLE}/login/index.php`, 'Acessar')})</div>${a('https://download.moodle.org/mobile', 'Obter o aplicativo para dispositivos móveis')}</footer></body></html>`);
  }
  private catCrumbs(id: number): [string, string][] {
    const out: [string, string][] = [];
    for (let c = this.cats.get(id); c && c.id !== 1; c = this.cats.get(c.parent)) out.unshift([`${MOODLE}/course/index.php?categoryid=${c.id}`, c.name]);
    return [[`${MOODLE}/course/index.php`, 'Cursos'], ...out];
  }

  private moodle(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const id = Number(sp.get('id') ?? sp.get('categoryid') ?? 0);
    const login = moved(`${MOODLE}/login/index.php`, 303);
    if (p === '/' || p === '/index.php') return this.mwrap('Moodle IC', [], `<div class="sitetopic">${ptPara(rng(1), 1)}<p>Disciplinas do Instituto de Computação. Acesso com o login e senha da UniVale. Algumas disciplinas permitem acesso como visitante.</p></div><h2>Categorias de cursos</h2><ul>${this.cats.get(1)!.children.slice().reverse().map((c) => li(`${MOODLE}/course/index.php?categoryid=${c}`, this.cats.get(c)!.name)).join('')}</ul>`);
    if (p === '/login/index.php') return this.mwrap('Moodle IC: Acesso ao site', [[`${MOODLE}/login/index.php`, 'Acessar']], `<p>${a(cas(`${MOODLE}/login/index.php?authCAS=CAS`), 'Entrar com a conta UniVale (CAS)')}</p><form action="${MOODLE}/login/index.php" method="post"><input type="text" name="username"><input type="password" name="password"><button>Acessar</button></form><p>Alguns cursos podem permitir o acesso de visitantes.</p>`, 'pagelayout-login');
    if (p === '/course/index.php') {
      const c = id ? this.cats.get(id) : this.cats.get(1);
      if (!c) return this.mwrap('Erro', [], '<div class="alert alert-danger">Não foi possível encontrar registro de dados na tabela course_categories do banco de dados.</div>');
      const per = Number(sp.get('perpage') ?? 20) === 100 ? 100 : 20;
      const pg = Math.max(0, Number(sp.get('page') ?? 0) || 0);
      const cs = c.courses.slice(pg * per, pg * per + per).map((x) => this.mcourses.get(x)!);
      const pages = Math.ceil(c.courses.length / per);
      const paging = pages > 1 ? `<nav class="pagination">${span(0, pages - 1).map((k) => (k === pg ? `<span>${k + 1}</span>` : a(`${MOODLE}/course/index.php?categoryid=${c.id}&page=${k}${per === 100 ? '&perpage=100' : ''}`, String(k + 1)))).join(' ')} ${per === 20 ? a(`${MOODLE}/course/index.php?categoryid=${c.id}&perpage=100`, 'Mostrar todos') : ''}</nav>` : '';
      return this.mwrap(c.id === 1 ? 'Cursos' : c.name, c.id === 1 ? [[`${MOODLE}/course/index.php`, 'Cursos']] : this.catCrumbs(c.id), `${c.children.length ? `<ul class="subcategories">${c.children.map((x) => li(`${MOODLE}/course/index.php?categoryid=${x}`, `${this.cats.get(x)!.name} (${this.cats.get(x)!.courses.length})`)).join('')}</ul>` : ''}<div class="courses">${cs.map((mc) => `<div class="coursebox"><h3 class="coursename">${a(`${MOODLE}/course/view.php?id=${mc.id}`, mc.name)}</h3>${mc.guest ? '<i class="icon fa fa-unlock" title="Este curso permite a entrada de visitantes"></i>' : ''}<ul class="teachers"><li>Professor: ${esc(mc.teacher)}</li></ul></div>`).join('')}</div>${paging}`, 'pagelayout-coursecategory');
    }
    if (p === '/course/view.php') { const mc = this.mcourses.get(id); if (!mc) return this.mwrap('Erro', [], '<div class="alert alert-danger">Não foi possível encontrar registro de dados na tabela course do banco de dados.</div>'); return mc.guest && mc.o ? this.moodleCourse(mc, mc.o) : login; }
    if (p === '/mod/resource/view.php') { const cm = Math.floor(id / 100); return this.mcourses.get(cm)?.guest ? moved(`${MOODLE}/pluginfile.php/${id * 3 + 1}/mod_resource/content/1/aula${pad(id % 100)}.pdf`, 303) : login; }
    if (p === '/mod/forum/view.php') { const mc = this.mcourses.get(Math.floor(id / 100)); if (!mc?.guest || !mc.o) return login; const B = this.blocks(mc.o, 'modern'); return this.mwrap(`${mc.short}: Avisos`, [...this.catCrumbs(mc.cat), [`${MOODLE}/course/view.php?id=${mc.id}`, mc.short]], `<table class="forumheaderlist">${B.I.avisos.map(([d, t]) => `<tr><td>${esc(t.slice(0, 60))}</td><td>${esc(mc.o!.f.nome)}</td><td>${fDMY(d)}</td></tr>`).join('')}</table>`, 'pagelayout-incourse'); }
    if (p.startsWith('/pluginfile.php/')) return bin('application/pdf', u.href);
    if (p === '/mod/assign/view.php' || p === '/mod/quiz/view.php' || p === '/user/index.php' || p === '/grade/report/index.php' || p === '/user/view.php' || p === '/message/index.php') return login;
    return this.mwrap('Erro', [], '<div class="alert alert-danger">Página não encontrada.</div>');
  }

  private moodleCourse(mc: MCourse, o: Off): Resp {
    const B = this.blocks(o, 'modern');
    const base = mc.id * 100;
    const weeks = new Map<number, typeof B.I.rows>();
    for (const x of B.I.rows) { const w = Math.floor((x.d - semStart(o.y, o.s)) / 7) + 1; weeks.set(w, [...(weeks.get(w) ?? []), x]); }
    const sec = [...weeks.entries()].map(([w, xs]) => `<li class="section main" id="section-${w}"><h3 class="sectionname">Semana ${w}: ${fDM(semStart(o.y, o.s) + (w - 1) * 7)} – ${fDM(semStart(o.y, o.s) + (w - 1) * 7 + 4)}</h3><ul class="section">${xs.map((x) => `<li class="activity label">Aula ${x.i + 1}: ${esc(x.t)}</li>${x.slide ? `<li class="activity resource">${a(`${MOODLE}/mod/resource/view.php?id=${base + x.i + 1}`, `Slides – aula ${x.i + 1}`)}</li>` : ''}`).join('')}</ul></li>`).join('');
    const listas = B.I.listas.map((x) => `<li class="activity assign">${a(`${MOODLE}/mod/assign/view.php?id=${base + 60 + x.n}`, `Entrega da lista ${x.n}`)}</li>`).join('');
    return this.mwrap(`${o.c.code} ${o.c.nome} - ${o.s}s${o.y}`, [...this.catCrumbs(mc.cat), [`${MOODLE}/course/view.php?id=${mc.id}`, mc.short]], `<ul class="topics"><li class="section main" id="section-0"><div class="summary"><p><b>${o.c.code} – ${esc(o.c.nome)}</b>, ${this.semName(o, 0)}. Prof. ${esc(o.f.nome)}. ${esc(this.horario(o))}, sala ${esc(o.sala)}.</p><p>${esc(B.I.criterio)}</p></div><ul class="section"><li class="activity forum">${a(`${MOODLE}/mod/forum/view.php?id=${base + 99}`, 'Avisos')}</li>${listas}</ul></li>${sec}</ul>`, 'pagelayout-course');
  }

  private casHost(u: URL): Resp {
    if (u.pathname !== '/cas/login') return moved(`${CAS}/cas/login`, 302);
    return page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>CAS – Serviço Central de Autenticação da UniVale</title></head><body><div id="cas"><h2>Digite seu login e senha</h2><form id="fm1" method="post" action="/cas/login${u.search ? esc(u.search) : ''}"><input id="username" name="username" type="text"><input id="password" name="password" type="password"><input type="hidden" name="execution" value="e1s1"><input type="hidden" name="_eventId" value="submit"><input class="btn-submit" name="submit" type="submit" value="ENTRAR"></form><p>${a(`${UNI}/ti/senha`, 'Esqueceu a senha?')}</p><p>Por razões de segurança, encerre a sessão e feche o navegador quando terminar.</p></div></body></html>`);
  }

  // ===================================================================================================================
  // sites.: a Google-Sites-like service of the university (`/view/<site>` and its pages)
  // ===================================================================================================================

  private sitesHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const nf: Resp = { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Erro 404 (Não encontrado)</title></head><body><p><b>404.</b> <ins>Isso é um erro.</ins></p><p>O URL solicitado não foi encontrado neste servidor. <ins>Isso é tudo o que sabemos.</ins></p></body></html>' };
    if (p.length > 1 && p.endsWith('/')) return moved(`${SITES}${encodeURI(p.slice(0, -1))}`);
    const m = /^\/view\/([a-z0-9-]+)(?:\/(.+))?$/.exec(p);
    if (!m) return p === '/' ? moved(`${UNI}/`, 302) : nf;
    const o = this.bySite.get(m[1]);
    const NOISE: Record<string, string> = { 'semcomp-ic': 'Semana da Computação', 'maratona-ic': 'Maratona de Programação – IC', 'pet-computacao': 'PET Computação', 'caco-ic': 'Centro Acadêmico da Computação', 'wtd-ic': 'Workshop de Teses e Dissertações' };
    const subs = ['cronograma', 'listas-de-exercícios', 'avaliação', 'projetos'];
    const shell = (title: string, site: string, nav: [string, string][], body: string) => page(`<!DOCTYPE html><html lang="pt-BR" itemscope itemtype="http://schema.org/WebPage"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><meta property="og:title" content="${esc(title)}"></head><body><div class="Xpil1b"><div class="XxIgdb"><a href="/view/${site}" class="tyJCtd">${esc(site === o?.site ? `${o.c.code} – ${o.c.nome}` : NOISE[site] ?? site)}</a></div><nav><ul class="JzO0Vc">${nav.map(([h, l]) => li(h, l)).join('')}</ul></nav></div><div role="main" class="UtePc">${body}</div><div class="dZA9kd">${a(`https://accounts.google.com/ServiceLogin?continue=${encodeURIComponent(u.href)}`, 'Fazer login')} | ${a(`/view/${site}/${encodeURIComponent('atividade-recente')}`, 'Atividade recente no site')} | Google Sites</div></body></html>`);
    if (!o) {
      if (!NOISE[m[1]]) return nf;
      const r = rng(hash(p));
      const nav: [string, string][] = [[`/view/${m[1]}`, 'Início'], [`/view/${m[1]}/edições-anteriores`, 'Edições anteriores'], [`/view/${m[1]}/contato`, 'Contato']];
      if (m[2] && !['edições-anteriores', 'contato', 'atividade-recente'].includes(m[2])) return nf;
      return shell(NOISE[m[1]], m[1], nav, ptPara(r, 4) + ptPara(r, 2));
    }
    const B = this.blocks(o, 'modern');
    const S = `/view/${o.site}`;
    const nav: [string, string][] = [[S, o.en ? 'Home' : 'Página inicial'], ...subs.map((s): [string, string] => [`${S}/${encodeURIComponent(s)}`, s === 'cronograma' ? 'Cronograma' : s === 'avaliação' ? 'Avaliação' : s === 'projetos' ? 'Projetos' : 'Listas de exercícios'])];
    const file = (k: string) => `https://drive.${DOM}/file/d/${hex(`${o.key}${k}`, 28)}/view`;
    const title = `${o.c.code} – ${o.en ? o.c.en : o.c.nome} – ${this.semName(o, 1)}`;
    if (!m[2]) return shell(title, o.site, nav, `<h1>${esc(o.c.code)} – ${esc(o.en ? o.c.en : o.c.nome)}</h1><p>${this.semName(o, 0)} · ${esc(o.f.nome)}</p>${B.avisos}${B.infos}${B.ementa}`);
    switch (m[2]) {
      case 'cronograma': return shell(`Cronograma – ${title}`, o.site, nav, B.crono.replace(/<a href="[^"]*slides\/[^"]*">/g, (x) => `<a href="${file(x)}">`));
      case 'listas-de-exercícios': return shell(`Listas – ${title}`, o.site, nav, B.listas.replace(/href="listas\/lista(\d+)\.pdf"/g, (_x, n: string) => `href="${file(`l${n}`)}"`));
      case 'avaliação': return shell(`Avaliação – ${title}`, o.site, nav, B.crit + B.biblio);
      case 'projetos': return shell(`Projetos – ${title}`, o.site, nav, `<p>${esc(B.I.rows[5].t)}, ${esc(B.I.rows[12].t)}: projetos em grupo, apresentação em ${fDM(B.I.rows[B.I.rows.length - 1].d)}.</p>`);
      case 'atividade-recente': return shell(`Atividade recente – ${title}`, o.site, nav, `<ul>${B.I.avisos.map(([d]) => `<li>${fDMY(d)}: ${esc(o.f.nome)} editou a página</li>`).join('')}</ul>`);
      default: return nf;
    }
  }

  // ===================================================================================================================
  // wiki.ic: DokuWiki (course pages of a few teachers, labs, infrastructure), with revisions and diffs
  // ===================================================================================================================

  private wiki(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    if (p === '/' || p === '/index.php') return moved(`${WIKI}/doku.php?id=start`, 302);
    if (p.startsWith('/lib/exe/fetch.php')) return bin(sp.get('media')?.endsWith('.png') ? 'image/png' : 'application/pdf', u.href);
    if (p.startsWith('/lib/')) return { status: 200, type: 'text/css', body: '/* dokuwiki */' };
    if (p !== '/doku.php') return apache404(H.wiki, p);
    const id = sp.get('id') ?? 'start';
    const act = sp.get('do') ?? '';
    const rev = Number(sp.get('rev') ?? 0);
    const shell = (title: string, body: string, noindex: boolean, status = 200) => page(`<!DOCTYPE html>\n<html lang="pt-br" dir="ltr" class="no-js">\n<head>\n<meta charset="utf-8" />\n<title>${esc(title)} [Wiki do IC]</title>\n<meta name="generator" content="DokuWiki"/>\n<meta name="robots" content="${noindex ? 'noindex,nofollow' : 'index,follow'}"/>\n<link rel="stylesheet" href="/lib/exe/css.php?t=dokuwiki&amp;tseed=5f1e" />\n</head>\n<body>\n<div id="dokuwiki__site"><div id="dokuwiki__top" class="site dokuwiki mode_${act || 'show'}">\n<div id="dokuwiki__header"><h1><a href="/doku.php?id=start" accesskey="h" title="[H]"><span>Wiki do IC</span></a></h1>\n<div class="tools"><ul>${li('/doku.php?id=start&do=recent', 'Alterações recentes')}${li(`/doku.php?id=${id}&do=index`, 'Índice')}${li(`/doku.php?id=${id}&do=login&sectok=`, 'Entrar')}</ul></div>\n<div class="breadcrumbs"><span class="bchead">Você está aqui: </span>${id.split(':').map((_, i, l) => a(`/doku.php?id=${l.slice(0, i + 1).join(':')}${i < l.length - 1 ? ':start' : ''}`, l[i])).join(' » ')}</div></div>\n<div class="wrapper"><div id="dokuwiki__content"><div class="page">${body}</div></div></div>\n<div id="dokuwiki__pagetools"><ul>${li(`/doku.php?id=${id}&do=edit`, 'Mostrar código-fonte')}${li(`/doku.php?id=${id}&do=revisions`, 'Revisões anteriores')}${li(`/doku.php?id=${id}&do=backlink`, 'Links reversos')}</ul></div>\n</div></div>\n</body>\n</html>\n`, status);
    if (act === 'login') return shell('Entrar', `<h1>Entrar</h1><p>${a(cas(`${WIKI}/doku.php?id=${id}`), 'Entrar com a conta UniVale')}</p>`, true);
    if (act === 'recent') { const all = [...this.wpages.values()].map((w) => [w.revs[w.revs.length - 1], w.id] as [number, string]).sort((x, y) => y[0] - x[0]).slice(0, 40); return shell('Alterações recentes', `<h1>Alterações recentes</h1><ul>${all.map(([t, x]) => `<li>${fDMY(Math.floor(t / 86400))} ${a(`/doku.php?id=${x}`, x)} (${a(`/doku.php?id=${x}&do=diff`, 'dif')})</li>`).join('')}</ul>`, true); }
    if (act === 'index') { const ns = id.includes(':') ? id.slice(0, id.lastIndexOf(':')) : ''; const kids = [...this.wpages.keys()].filter((x) => (ns ? x.startsWith(`${ns}:`) : true) && x.split(':').length <= (ns ? ns.split(':').length + 2 : 2)); return shell('Índice', `<h1>Índice</h1><ul>${kids.map((x) => li(`/doku.php?id=${x}`, x)).join('')}</ul>`, true); }
    const w = this.wpages.get(id);
    if (!w) return shell(id, `<h1>Este tópico ainda não existe</h1><p>Você seguiu um link para um tópico que ainda não existe.</p>`, true, 404);
    const last = w.revs[w.revs.length - 1];
    if (act === 'revisions') return shell(`${id} – Revisões`, `<h1>Revisões anteriores</h1><ul>${[...w.revs].reverse().map((t, i) => `<li>${i ? `${a(`/doku.php?id=${id}&rev=${t}&do=diff`, '[dif]')} ${a(`/doku.php?id=${id}&rev=${t}`, `${fDMY(Math.floor(t / 86400))} ${pad(Math.floor((t % 86400) / 3600))}:${pad(Math.floor((t % 3600) / 60))}`)}` : `${fDMY(Math.floor(t / 86400))} ${a(`/doku.php?id=${id}`, id)} (versão atual)`} – ${esc(['revisão', 'correção', 'atualização', 'listas', 'cronograma', 'notas', ''][hash(`${id}${t}`) % 7])}</li>`).join('')}</ul>`, true);
    if (act === 'backlink') { const bl = [...this.wpages.keys()].filter((x) => x !== id && (x === `${id.split(':').slice(0, -1).join(':')}:start` || x === 'start')); return shell(`${id} – Links reversos`, `<h1>Links reversos</h1><ul>${bl.map((x) => li(`/doku.php?id=${x}`, x)).join('')}</ul>`, true); }
    if (act === 'edit') return shell(`${id} – Código-fonte`, `<h1>Código-fonte</h1><p>Esta página é somente leitura.</p><textarea name="wikitext" readonly="readonly" rows="20" cols="80">${esc(`====== ${id} ======\n${this.wikiBody(w, w.revs.length - 1).replace(/<[^>]+>/g, '')}`).slice(0, 3000)}</textarea>`, true);
    if (act === 'diff') { const k = rev ? w.revs.indexOf(rev) : w.revs.length - 2; if (k < 0 || (rev && k === w.revs.length - 1)) return shell(id, '<p>Revisão não encontrada.</p>', true, 404); return shell(`${id} – Diferenças`, `<h1>Diferenças</h1><p>Aqui você vê as diferenças entre duas revisões dessa página.</p><table class="diff"><tr><th>${a(`/doku.php?id=${id}&rev=${w.revs[Math.max(0, k)]}`, `${id} [${fDMY(Math.floor(w.revs[Math.max(0, k)] / 86400))}]`)}</th><th>${a(`/doku.php?id=${id}`, `${id} [atual]`)}</th></tr><tr><td class="diff-deletedline">${esc(ptSent(rng(hash(`${id}${k}`))))}</td><td class="diff-addedline">${esc(ptSent(rng(hash(`${id}${k}+`))))}</td></tr></table>`, true); }
    if (act) return shell(id, '<p>Ação desconhecida.</p>', true, 400);
    if (rev) { const k = w.revs.indexOf(rev); if (k < 0) return shell(id, '<p>Revisão não encontrada.</p>', true, 404); if (k === w.revs.length - 1) return moved(`${WIKI}/doku.php?id=${id}`); return shell(id, `<div class="noteclassic">Esta é uma revisão antiga do documento!</div>${this.wikiBody(w, k)}`, true); }
    return shell(id, `${this.wikiBody(w, w.revs.length - 1)}<div class="docInfo">${id}.txt · Última modificação: ${fDMY(Math.floor(last / 86400))} ${pad(Math.floor((last % 86400) / 3600))}:${pad(Math.floor((last % 3600) / 60))}</div>`, false);
  }

  private wikiBody(w: WPage, k: number): string {
    const r = rng(hash(`wb:${w.id}:${k}`));
    const kids = [...this.wpages.keys()].filter((x) => x.startsWith(`${w.id.replace(/:start$/, '')}:`) && x !== w.id && x.split(':').length === w.id.replace(/:start$/, '').split(':').length + (w.id.endsWith(':start') ? 1 : 1));
    if (w.o && w.kind === 'course') {
      const o = w.o;
      const B = this.blocks(o, 'modern');
      const md = (f: string) => `/lib/exe/fetch.php?media=${w.id}:${f}`;
      const crono = B.crono.replace(/href="slides\/[a-z0-9-]*?aula(\d+)\.pdf"/g, (_x, n: string) => `href="${md(`aula${n}.pdf`)}"`);
      const rows = k < w.revs.length - 1 ? crono.split('</tr>').slice(0, 3 + Math.floor((k * 30) / w.revs.length)).join('</tr>') + '</table>' : crono;
      return `<h1 class="sectionedit1">${o.c.code} – ${esc(o.en ? o.c.en : o.c.nome)} (${this.semName(o, 0)})</h1>${B.avisos}${B.infos}${B.ementa}${B.crit}${rows}${B.listas.replace(/href="listas\/(lista\d+\.pdf)"/g, (_x, f: string) => `href="${md(f)}"`)}<p>${a(`/doku.php?id=${w.id}:trabalhos`, o.en ? 'Projects' : 'Trabalhos')} · ${a(`/doku.php?id=disciplinas:${lc(o.c)}:start`, o.en ? 'Other offerings' : 'Outros oferecimentos')}</p>${B.biblio}`;
    }
    if (w.o) return `<h1>${w.o.c.code} ${semKey(w.o.y, w.o.s)} – Trabalhos</h1>${ptPara(r, 2)}<ol>${span(1, 2 + (hash(w.id) % 3)).map((i) => `<li>Trabalho ${i}: ${esc(pick(r, TOPICS[w.o!.c.g]))} — ${a(`/lib/exe/fetch.php?media=${w.id}:t${i}.pdf`, `t${i}.pdf`)}</li>`).join('')}</ol><p>${a(`/doku.php?id=${w.id.replace(/:trabalhos$/, '')}`, 'Voltar')}</p>`;
    if (w.kind === 'cns') { const c = courseBy.get(w.id.split(':')[1].toUpperCase())!; const os = this.offs.filter((o) => o.c === c && o.fam === 'wiki').reverse(); return `<h1>${c.code} – ${esc(c.nome)}</h1><p>Páginas dos oferecimentos mantidos neste wiki:</p><ul>${os.map((o) => li(`/doku.php?id=disciplinas:${lc(c)}:${semKey(o.y, o.s)}`, `${semLabel(o.y, o.s)} – ${o.f.nome}`)).join('')}</ul>`; }
    if (w.id === 'disciplinas:start') return `<h1>Disciplinas</h1><p>Algumas disciplinas do IC mantêm suas páginas neste wiki.</p><ul>${[...this.wpages.values()].filter((x) => x.kind === 'cns').map((x) => li(`/doku.php?id=${x.id}`, x.id.split(':')[1].toUpperCase())).join('')}</ul>`;
    if (w.id === 'start') return `<h1>Wiki do IC</h1><p>Bem-vindo ao wiki do Instituto de Computação.</p><ul>${['disciplinas:start', 'infra:start', 'laboratorios:start', 'seminarios:start', 'pos:start', 'grad:estagio', 'grad:tcc'].map((x) => li(`/doku.php?id=${x}`, x)).join('')}</ul>`;
    const ns = w.id.endsWith(':start') ? w.id.slice(0, -6) : '';
    const list = ns ? [...this.wpages.keys()].filter((x) => x.startsWith(`${ns}:`) && x !== w.id && !x.slice(ns.length + 1).includes(':') || (x.startsWith(`${ns}:`) && x.endsWith(':start') && x.split(':').length === ns.split(':').length + 2)) : kids;
    return `<h1>${esc(w.id)}</h1>${ptPara(r, 3)}${list.length ? `<ul>${list.map((x) => li(`/doku.php?id=${x}`, x)).join('')}</ul>` : ''}${r() < 0.3 ? `<p>${a(`/lib/exe/fetch.php?media=${w.id}:${pick(r, ['manual.pdf', 'diagrama.png', 'ata.pdf'])}`, 'anexo')}</p>` : ''}`;
  }

  // ===================================================================================================================
  // listas.ic: Mailman 2 / pipermail archives
  // ===================================================================================================================

  private listMemo = new Map<string, { ym: string; y: number; m: number; n: number; first: number }[]>();
  private months(l: [string, string, number]) {
    let ms = this.listMemo.get(l[0]);
    if (!ms) {
      ms = [];
      let first = 0;
      for (let y = l[2]; y <= 2019; y++) for (let m = 1; m <= 12; m++) {
        if (dayOf(y, m, 1) > NOW) break;
        const n = 2 + (hash(`${l[0]}:${y}:${m}`) % (l[0].startsWith('ic-') ? 24 : 12));
        ms.push({ ym: `${y}-${MESES_EN[m - 1]}`, y, m, n, first });
        first += n;
      }
      this.listMemo.set(l[0], ms);
    }
    return ms;
  }

  private listas(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string) => ({ status: 200, type: 'text/html; charset=us-ascii', body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">\n<HTML>\n  <HEAD>\n     <title>${esc(t)}</title>\n     <META NAME="robots" CONTENT="noindex,follow">\n  </HEAD>\n  <BODY BGCOLOR="#ffffff">\n${b}\n  </BODY>\n</HTML>\n` });
    if (p === '/' || p === '/pipermail/' || p === '/mailman/listinfo') return wrap('Listas do IC', `<h1>Arquivos das listas do IC</h1><table>${LISTS.map(([n, d]) => `<tr><td>${a(`/pipermail/${n}/`, n)}</td><td>${esc(d)}</td><td>${a(`/mailman/listinfo/${n}`, 'info')}</td></tr>`).join('')}</table>`);
    let m = /^\/mailman\/listinfo\/([a-z0-9-]+)$/.exec(p);
    const L = (n: string) => LISTS.find((x) => x[0] === n);
    if (m) { const l = L(m[1]); return l ? wrap(`${l[0]} Info Page`, `<h1>${esc(l[0])} -- ${esc(l[1])}</h1><p>Para ver as mensagens já enviadas, visite o ${a(`/pipermail/${l[0]}/`, `arquivo da lista ${l[0]}`)}.</p><p>Inscrição: ${a(cas(`${LISTAS}/mailman/subscribe/${l[0]}`), 'inscrever-se')}</p>`) : apache404(H.listas, p, 80); }
    m = /^\/pipermail\/([a-z0-9-]+)\/(?:(\d{4})-([A-Za-z]+)(?:\/(thread|subject|author|date)\.html|\/(\d{6})\.html|\.txt\.gz)?)?$/.exec(p);
    if (!m) return apache404(H.listas, p, 80);
    const l = L(m[1]);
    if (!l) return apache404(H.listas, p, 80);
    const ms = this.months(l);
    if (!m[2]) return wrap(`The ${l[0]} Archives`, `<h1>The ${esc(l[0])} Archives</h1><p>You can get more information about this list ${a(`/mailman/listinfo/${l[0]}`, 'here')}.</p><table border="3"><tr><td>Archive</td><td>View by:</td><td>Downloadable version</td></tr>${[...ms].reverse().map((x) => `<tr><td>${x.ym}:</td><td>${a(`${x.ym}/thread.html`, '[ Thread ]')} ${a(`${x.ym}/subject.html`, '[ Subject ]')} ${a(`${x.ym}/author.html`, '[ Author ]')} ${a(`${x.ym}/date.html`, '[ Date ]')}</td><td>${a(`${x.ym}.txt.gz`, '[ Gzip\'d Text ]')}</td></tr>`).join('')}</table>`);
    const mo = ms.find((x) => x.ym === `${m![2]}-${m![3]}`);
    if (!mo) return apache404(H.listas, p, 80);
    if (!m[4] && !m[5]) return p.endsWith('.txt.gz') ? bin('application/x-gzip', u.href) : moved(`${LISTAS}${p}/thread.html`);
    const r0 = rng(hash(`${l[0]}:${mo.ym}`));
    const msgs = Array.from({ length: mo.n }, (_, i) => {
      const subjects = l[0] === 'monitores-mc102' ? ['Escala de plantões', 'Lab da semana', 'Correção da lista', 'Dúvida no SuSy', 'Reunião de monitores', 'Notas do lab'] : l[0] === 'admin' ? ['Manutenção do servidor de arquivos', 'Impressora do 2º andar', 'Queda de energia', 'Atualização do cluster', 'Backup'] : ['Seminário nesta quinta', 'Defesa de mestrado', 'Bolsas disponíveis', 'Reunião do laboratório', 'Chamada de trabalhos', 'Vaga de estágio', 'Congregação', 'Matrícula'];
      return { n: mo.first + i, d: dayOf(mo.y, mo.m, 1) + Math.floor((i * 27) / mo.n), s: `[${l[0]}] ${i && r0() < 0.35 ? 'Re: ' : ''}${pick(r0, subjects)}`, from: pessoa(r0) };
    });
    if (m[4]) {
      const sorted = m[4] === 'author' ? [...msgs].sort((x, y) => x.from.localeCompare(y.from)) : m[4] === 'subject' ? [...msgs].sort((x, y) => x.s.replace('Re: ', '').localeCompare(y.s.replace('Re: ', ''))) : msgs;
      return wrap(`The ${l[0]} ${mo.ym} Archive by ${m[4]}`, `<h1>${mo.ym} Archives by ${m[4]}</h1><ul><li><b>Messages sorted by:</b> ${['thread', 'subject', 'author', 'date'].filter((k) => k !== m![4]).map((k) => a(`${k}.html`, `[ ${k} ]`)).join(' ')}</li><li><b>${a(`/pipermail/${l[0]}/`, 'More info on this list...')}</b></li></ul><ul>${sorted.map((x) => `<li>${a(`${pad(x.n, 6)}.html`, x.s)} <i>${esc(x.from)}</i></li>`).join('\n')}</ul>`);
    }
    const x = msgs.find((z) => z.n === Number(m![5]));
    if (!x) return apache404(H.listas, p, 80);
    const r = rng(hash(`msg:${l[0]}:${x.n}`));
    return wrap(x.s, `<h1>${esc(x.s)}</h1><b>${esc(x.from)}</b> <a href="mailto:${l[0]}%40ic.univale.edu.br">${l[0]} at ic.univale.edu.br</a><br><i>${fDMY(x.d)}</i><p><ul><li>Previous message: ${msgs[x.n - mo.first - 1] ? a(`${pad(x.n - 1, 6)}.html`, msgs[x.n - mo.first - 1].s) : ''}</li><li>Next message: ${msgs[x.n - mo.first + 1] ? a(`${pad(x.n + 1, 6)}.html`, msgs[x.n - mo.first + 1].s) : ''}</li><li><b>Messages sorted by:</b> ${a('date.html#' + x.n, '[ date ]')} ${a('thread.html#' + x.n, '[ thread ]')} ${a('subject.html#' + x.n, '[ subject ]')} ${a('author.html#' + x.n, '[ author ]')}</li></ul><hr><pre>${esc(ptText(r, int(r, 2, 6)))}\n\n--\n${esc(x.from)}\n</pre><hr><p>${a(`/mailman/listinfo/${l[0]}`, `Mais informações sobre a lista ${l[0]}`)}</p>`);
  }

  // ===================================================================================================================
  // fotos.ic: a Zenphoto gallery (albums × photos, each with its image and two cached sizes)
  // ===================================================================================================================

  private fotos(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="pt-BR"><head><meta charset="UTF-8"><title>${esc(t)} | Fotos do IC</title></head><body><div id="main"><div id="header"><h1>${a('/', 'Fotos do IC')}</h1></div><div id="breadcrumb">${a('/', 'Galeria')}</div>${b}<div id="credit">${a('/pages/sobre', 'Sobre')} | Powered by Zenphoto</div></div></body></html>`);
    const per = 12;
    const albums = [...this.albums].sort((x, y) => y.date - x.date);
    const pagesOf = (n: number) => Math.max(1, Math.ceil(n / per));
    let m = /^\/(?:page\/(\d+)\/?)?$/.exec(p);
    if (m) { const k = Number(m[1] ?? 1); if (k < 1 || k > pagesOf(albums.length)) return nginx404(); return wrap('Galeria', `<div id="albums">${albums.slice((k - 1) * per, k * per).map((al) => `<div class="album">${a(`/${al.slug}/`, al.name)} <small>${fDMY(al.date)} · ${al.n} fotos</small></div>`).join('')}</div><div class="pagelist">${span(1, pagesOf(albums.length)).map((i) => (i === k ? `<span>${i}</span>` : a(i === 1 ? '/' : `/page/${i}/`, String(i)))).join(' ')}</div>`); }
    if (p === '/pages/sobre') return wrap('Sobre', ptPara(rng(9), 2));
    m = /^\/(?:albums|cache)\/([a-z0-9-]+)\/(IMG_\d{4})(?:_(595|1200))?\.jpg$/.exec(p);
    if (m) return this.albums.some((x) => x.slug === m![1]) ? bin('image/jpeg', u.href) : nginx404();
    m = /^\/([a-z0-9-]+)\/(?:page\/(\d+)\/?|(IMG_\d{4})\.jpg\.html)?$/.exec(p);
    const al = m ? this.albums.find((x) => x.slug === m![1]) : undefined;
    if (!m || !al) return nginx404();
    const ph = span(0, al.n - 1).map((i) => `IMG_${pad(1000 + ((hash(al.slug) + i * 7) % 8999), 4)}`).filter((x, i, l) => l.indexOf(x) === i);
    if (m[3]) {
      const i = ph.indexOf(m[3]);
      if (i < 0) return nginx404();
      return wrap(`${al.name} – ${m[3]}`, `<div id="breadcrumb">${a(`/${al.slug}/`, al.name)}</div><div class="imgnav">${i ? a(`/${al.slug}/${ph[i - 1]}.jpg.html`, '« anterior') : ''} ${ph[i + 1] ? a(`/${al.slug}/${ph[i + 1]}.jpg.html`, 'próxima »') : ''}</div><div id="image">${a(`/albums/${al.slug}/${m[3]}.jpg`, 'Imagem original')}<img src="/cache/${al.slug}/${m[3]}_595.jpg" alt="${m[3]}"></div><p>${a(`/cache/${al.slug}/${m[3]}_1200.jpg`, 'Tamanho grande')} · ${a(`/cache/${al.slug}/${m[3]}_595.jpg`, 'Tamanho médio')}</p><p>${fExt(al.date)}</p>`);
    }
    const k = Number(m[2] ?? 1);
    if (k < 1 || k > pagesOf(ph.length)) return nginx404();
    return wrap(al.name, `<h2>${esc(al.name)}</h2><p>${fExt(al.date)}</p><div id="images">${ph.slice((k - 1) * per, k * per).map((x) => `<div class="image">${a(`/${al.slug}/${x}.jpg.html`, x)}</div>`).join('')}</div><div class="pagelist">${span(1, pagesOf(ph.length)).map((i) => (i === k ? `<span>${i}</span>` : a(i === 1 ? `/${al.slug}/` : `/${al.slug}/page/${i}/`, String(i)))).join(' ')}</div>`);
  }

  // ===================================================================================================================
  // ftp.ic: an autoindexed file server (logs, technical reports, mirrors)
  // ===================================================================================================================

  private ftp(u: URL): Resp {
    const p = u.pathname;
    const dir = (rows: [string, string, string][]) => this.autoindex(p, rows, u.search, H.ftp, 80);
    if (p === '/') return moved(`${FTP}/pub/`);
    if (p === '/pub/') return dir([['logs/', '2019-09-04 00:05', '-'], ['relatorios/', '2019-08-20 14:31', '-'], ['software/', '2019-03-11 09:12', '-'], ['mirror/', '2018-11-02 10:40', '-'], ['README', '2015-06-01 12:00', '1.2K']]);
    if (p === '/pub/README') return txt('Servidor de arquivos do IC/UniVale.\nLogs: pub/logs/  Relatórios técnicos: pub/relatorios/\n');
    const hosts = ['www', 'mail', 'moodle', 'cluster'];
    let m = /^\/pub\/logs\/(?:([a-z]+)\/(?:(\d{4})\/(?:(\d{2})\/(?:([a-z]+)-(\d{8})\.log(\.gz)?)?)?)?)?$/.exec(p);
    if (m) {
      if (!m[1]) return dir(hosts.map((h) => [`${h}/`, '2019-09-04 00:05', '-']));
      if (!hosts.includes(m[1])) return apache404(H.ftp, p, 80);
      if (!m[2]) return dir(span(2016, 2019).map((y) => [`${y}/`, `${y}-12-31 23:59`, '-']));
      const y = Number(m[2]);
      if (y < 2016 || y > 2019) return apache404(H.ftp, p, 80);
      const months = span(1, 12).filter((mo) => dayOf(y, mo, 1) <= NOW);
      if (!m[3]) return dir(months.map((mo) => [`${pad(mo)}/`, `${y}-${pad(mo)}-28 23:59`, '-']));
      const mo = Number(m[3]);
      if (!months.includes(mo)) return apache404(H.ftp, p, 80);
      const days = span(1, 31).filter((d) => { const n = dayOf(y, mo, d); return ymd(n)[1] === mo && n < NOW; });
      if (!m[4]) return dir(days.flatMap((d): [string, string, string][] => [[`${m![1]}-${y}${pad(mo)}${pad(d)}.log${y < 2019 ? '.gz' : ''}`, `${y}-${pad(mo)}-${pad(d)} 23:59`, `${hash(`${p}${d}`) % 900 + 40}K`]]));
      const d = Number(m[5].slice(6));
      if (m[4] !== m[1] || !days.includes(d) || m[5].slice(0, 6) !== `${y}${pad(mo)}` || (!!m[6]) !== (y < 2019)) return apache404(H.ftp, p, 80);
      if (m[6]) return bin('application/x-gzip', u.href);
      const r = rng(hash(p));
      return txt(Array.from({ length: 30 }, () => `${y}-${pad(mo)}-${pad(d)}T${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))}-03:00 ${m![1]} ${pick(r, ['sshd', 'CRON', 'kernel', 'postfix/smtpd', 'apache2', 'slurmd'])}[${int(r, 100, 32000)}]: ${pick(r, ['Accepted publickey for', 'session opened for user', 'connection from', 'GET /~', 'job completed', 'Invalid user'])} ${hex(`${p}${r()}`, 6)}`).join('\n') + '\n');
    }
    m = /^\/pub\/relatorios\/(?:(\d{4})\/(?:(IC-\d{2}-\d{2})\.pdf)?)?$/.exec(p);
    if (m) {
      if (!m[1]) return dir(span(2005, 2019).map((y) => [`${y}/`, `${y}-12-15 10:00`, '-']));
      const y = Number(m[1]);
      if (y < 2005 || y > 2019) return apache404(H.ftp, p, 80);
      const files = span(1, 8 + (hash(`tr${y}`) % 20)).map((i) => `IC-${String(y).slice(2)}-${pad(i)}`);
      if (!m[2]) return dir(files.map((f, i) => [`${f}.pdf`, `${y}-${pad(1 + (i % 12))}-10 10:00`, `${hash(f) % 900 + 100}K`]));
      return files.includes(m[2]) ? bin('application/pdf', u.href) : apache404(H.ftp, p, 80);
    }
    if (p === '/pub/software/') return dir(['latex-ic-template-3.1.zip', 'vpn-ic-linux.tar.gz', 'vpn-ic-windows.zip', 'susy-cli-1.4.tar.gz'].map((f) => [f, '2019-03-11 09:12', '2.1M']));
    if (p === '/pub/mirror/') return dir([['debian/', '2018-11-02 10:40', '-'], ['ubuntu/', '2018-11-02 10:40', '-'], ['CTAN/', '2018-11-02 10:40', '-']]);
    if (/^\/pub\/mirror\/(debian|ubuntu|CTAN)\/$/.test(p)) return apache403(H.ftp, p);
    if (/^\/pub\/software\/[a-z0-9.-]+$/.test(p)) return bin('application/octet-stream', u.href);
    if (!p.endsWith('/') && /^\/pub\/[a-z]+$/.test(p)) return moved(`${FTP}${p}/`);
    return apache404(H.ftp, p, 80);
  }

  // ===================================================================================================================
  // repositorio.: DSpace JSPUI (theses, dissertations, technical reports)
  // ===================================================================================================================

  private repo(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Repositório da Produção Científica e Intelectual da UniVale: ${esc(t)}</title></head><body><nav>${a('/jspui/', 'Página inicial')} | ${a('/jspui/browse?type=dateissued', 'Navegar por data')} | ${a('/jspui/browse?type=author', 'Autor')} | ${a('/jspui/password-login', 'Entrar')}</nav><div class="container"><h2>${esc(t)}</h2>${b}</div><footer>DSpace Software Copyright © 2002-2013 Duraspace</footer></body></html>`, status);
    if (p === '/' || p === '/jspui') return moved(`${REPO}/jspui/`);
    if (p === '/jspui/') return wrap('Página inicial', `<h3>Comunidades</h3><ul>${li('/jspui/handle/REPOSIP/1', 'Instituto de Computação')}</ul><h3>Submissões recentes</h3><ul>${this.items.slice(0, 8).map((x) => li(`/jspui/handle/REPOSIP/${x.h}`, x.title)).join('')}</ul>`);
    if (p === '/jspui/password-login') return moved(cas(`${REPO}/jspui/`), 302);
    if (p === '/jspui/browse') {
      const type = sp.get('type') ?? 'dateissued';
      const off = Number(sp.get('offset') ?? 0);
      if (off < 0 || off % 20 || off >= this.items.length) return wrap('Erro', '', 400);
      if (type === 'author' && !sp.get('value')) { const names = [...new Set(this.items.map((x) => x.adv))].sort(); return wrap('Navegar por orientador', `<ul>${names.map((n) => li(`/jspui/browse?type=author&value=${encodeURIComponent(n)}`, n)).join('')}</ul>`); }
      const list = type === 'author' ? this.items.filter((x) => x.adv === sp.get('value')) : this.items;
      const base = type === 'author' ? `/jspui/browse?type=author&value=${encodeURIComponent(sp.get('value') ?? '')}` : '/jspui/browse?type=dateissued';
      return wrap(type === 'author' ? `Orientador: ${sp.get('value')}` : 'Navegar por data de defesa', `<table class="miscTable">${list.slice(off, off + 20).map((x) => `<tr><td>${fDMY(x.date)}</td><td>${a(`/jspui/handle/REPOSIP/${x.h}`, x.title)}</td><td>${esc(x.author)}</td></tr>`).join('')}</table><p>${off ? a(`${base}&offset=${off - 20}`, '« anterior') : ''} ${off + 20 < list.length ? a(`${base}&offset=${off + 20}`, 'próximo »') : ''}</p>`);
    }
    const m = /^\/jspui\/(handle|bitstream)\/REPOSIP\/(\d+)(?:\/(\d+)\/[a-z0-9_-]+\.pdf)?$/.exec(p);
    if (m) {
      if (m[2] === '1' && m[1] === 'handle') return wrap('Instituto de Computação', `<ul>${li('/jspui/browse?type=dateissued', 'Navegar por data')}${li('/jspui/browse?type=author', 'Navegar por orientador')}</ul>`);
      const it = this.items.find((x) => x.h === Number(m[2]));
      if (!it) return wrap('Item não encontrado', '', 404);
      if (m[1] === 'bitstream') return bin('application/pdf', u.href);
      const file = `${it.author.split(' ').pop()!.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}_${it.author.split(' ')[0].normalize('NFD').replace(/[\u0300-\u036f]/g, '')}_${it.kind.startsWith('Tese') ? 'D' : 'M'}`;
      const full = sp.get('mode') === 'full';
      return wrap(it.title, `<table class="itemDisplayTable"><tr><td>Tipo:</td><td>${it.kind}</td></tr><tr><td>Título:</td><td>${esc(it.title)}</td></tr><tr><td>Autor:</td><td>${esc(it.author)}</td></tr><tr><td>Orientador:</td><td>${a(`/jspui/browse?type=author&value=${encodeURIComponent(it.adv)}`, it.adv)}</td></tr><tr><td>Data de defesa:</td><td>${fDMY(it.date)}</td></tr><tr><td>Resumo:</td><td>${esc(ptText(rng(it.h), full ? 5 : 3))}</td></tr>${full ? `<tr><td>dc.identifier.uri</td><td>${REPO}/jspui/handle/REPOSIP/${it.h}</td></tr>` : ''}</table><p>${a(`/jspui/bitstream/REPOSIP/${it.h}/1/${file}.pdf`, `${file}.pdf`)}</p><p>${a(full ? `/jspui/handle/REPOSIP/${it.h}` : `/jspui/handle/REPOSIP/${it.h}?mode=full`, full ? 'Registro simples' : 'Registro completo')}</p>`);
    }
    return wrap('Página não encontrada', '', 404);
  }

  // ===================================================================================================================
  // pesquisa.: the researchers' portal (a Lattes-like profile per researcher, tabs, a paged directory)
  // ===================================================================================================================

  private pesq(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${esc(t)} – Portal de Pesquisadores UniVale</title></head><body><header>${a('/', 'Portal de Pesquisadores')} | ${a('/busca?unidade=IC', 'Buscar')}</header><main><h1>${esc(t)}</h1>${b}</main></body></html>`, status);
    if (p === '/') return wrap('Portal de Pesquisadores', `<ul>${['IC', ...UNITS.map((x) => x[0])].map((x) => li(`/busca?unidade=${x}`, x)).join('')}</ul>`);
    if (p === '/busca') {
      const un = sp.get('unidade') ?? 'IC';
      const rs = this.res.filter((x) => x.unit === un);
      const pg = Math.max(1, Number(sp.get('pagina') ?? 1) || 1);
      const last = Math.max(1, Math.ceil(rs.length / 15));
      if (!rs.length || pg > last) return wrap('Nenhum resultado', '', 404);
      return wrap(`Pesquisadores – ${un}`, `<ul>${rs.slice((pg - 1) * 15, pg * 15).map((x) => li(`/pesquisador/${x.id}`, x.nome)).join('')}</ul><p>${span(1, last).map((i) => (i === pg ? `<b>${i}</b>` : a(`/busca?unidade=${un}&pagina=${i}`, String(i)))).join(' ')}</p>`);
    }
    const m = /^\/pesquisador\/(\d+)$/.exec(p);
    const x = m ? this.resById.get(Number(m[1])) : undefined;
    if (!x) return wrap('Pesquisador não encontrado', '', 404);
    const aba = sp.get('aba') ?? '';
    const r = rng(hash(`pq:${x.id}:${aba}`));
    const tabs = `<nav>${[['', 'Resumo'], ['producao', 'Produção'], ['orientacoes', 'Orientações'], ['projetos', 'Projetos'], ['ensino', 'Ensino']].map(([k, l]) => a(k ? `/pesquisador/${x.id}?aba=${k}` : `/pesquisador/${x.id}`, l)).join(' | ')}</nav>`;
    let b = '';
    if (aba === '') b = ptPara(r, 4);
    else if (aba === 'producao') b = `<ol>${Array.from({ length: int(r, 6, 20) }, () => `<li>${esc(x.nome)}; ${esc(pessoa(r))}. ${esc(`${pick(r, PT_S)} de ${pick(r, PT_N)}`)}. ${int(r, 2008, 2019)}.</li>`).join('')}</ol>`;
    else if (aba === 'orientacoes') b = `<ul>${Array.from({ length: int(r, 2, 12) }, () => `<li>${esc(pessoa(r))} (${pick(r, ['Mestrado', 'Doutorado', 'IC'])}, ${int(r, 2008, 2019)})</li>`).join('')}</ul>`;
    else if (aba === 'projetos') b = `<ul>${Array.from({ length: int(r, 1, 5) }, () => `<li>${esc(`${pick(r, PT_S)} de ${pick(r, PT_N)}`)} (${pick(r, ['FAPESP', 'CNPq', 'CAPES', 'FINEP'])})</li>`).join('')}</ul>`;
    else if (aba === 'ensino') b = x.f ? `<ul>${(this.byFac.get(x.f.login) ?? []).filter((o) => o.y >= 2015).reverse().map((o) => `<li>${o.y}.${o.s} – ${o.c.code} ${esc(o.c.nome)}${o.sid ? ` (${a(this.turmaUrl(o), 'SIGAA')})` : ''}</li>`).join('')}</ul>` : `<p>Disciplinas de graduação e pós-graduação da unidade ${x.unit}.</p>`;
    else return wrap('Aba inexistente', '', 404);
    return wrap(x.nome, `<p>${x.f ? `${esc(x.f.rank)} · ${esc(DEPS[x.f.dep])}` : `Docente · ${x.unit}`}</p>${tabs}${b}`);
  }

  // ===================================================================================================================
  // vestibular. and www.: the admissions site and the university's own site
  // ===================================================================================================================

  private vest(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${esc(t)} – Vestibular UniVale</title></head><body><h1>${esc(t)}</h1>${b}<p>${a('/', 'Vestibular UniVale')} · ${a(`${UNI}/`, 'UniVale')}</p></body></html>`, status);
    if (p === '/') return wrap('Vestibular UniVale 2020', `<ul>${span(2012, 2020).reverse().map((y) => li(`/${y}/`, `Vestibular ${y}`)).join('')}</ul>${ptPara(rng(3), 2)}`);
    const m = /^\/(\d{4})\/(?:(edital|provas|resultados)\.html|provas\/(fase[12]-[a-z]+)\.pdf)?$/.exec(p);
    if (!m || Number(m[1]) < 2012 || Number(m[1]) > 2020) return wrap('Página não encontrada', '', 404);
    const y = m[1];
    if (m[3]) return bin('application/pdf', u.href);
    if (!m[2]) return wrap(`Vestibular ${y}`, `<ul>${li('edital.html', 'Edital')}${li('provas.html', 'Provas e gabaritos')}${li('resultados.html', 'Resultados e chamadas')}</ul>`);
    if (m[2] === 'provas') return wrap(`Provas ${y}`, `<ul>${['fase1-q', 'fase1-z', 'fase2-matematica', 'fase2-fisica', 'fase2-portugues', 'fase2-ingles'].map((f) => li(`provas/${f}.pdf`, f)).join('')}</ul>`);
    return wrap(`${m[2] === 'edital' ? 'Edital' : 'Resultados'} ${y}`, ptPara(rng(hash(p)), 5));
  }

  private uniHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${esc(t)} | UniVale</title></head><body><header>${a('/', 'Universidade Federal do Vale')} | ${a('/unidades', 'Unidades')} | ${a('/noticias', 'Notícias')} | ${a(`${VEST}/`, 'Vestibular')} | ${a(`${SIGAA}/sigaa/public/home.jsf`, 'SIGAA')}</header><main><h1>${esc(t)}</h1>${b}</main></body></html>`, status);
    const news = Array.from({ length: 240 }, (_, i) => { const r = rng(hash(`un${i}`)); return { id: 41000 + i * 13, d: dayOf(2016, 1, 5) + Math.floor((i * (NOW - dayOf(2016, 1, 5))) / 240), t: pick(r, ['UniVale sobe em ranking internacional', 'Inscrições para o vestibular', 'Hospital universitário amplia atendimento', 'Pesquisadores descobrem', 'Calendário de matrículas', 'Restaurante universitário muda horário', 'Concurso para docentes']) + ` (${i + 1})` }; });
    if (p === '/' || p === '/index.html') return wrap('UniVale', `<ul>${news.slice(-10).reverse().map((n) => li(`/noticias/${n.id}`, n.t)).join('')}</ul>`);
    if (p === '/unidades') return wrap('Unidades', `<ul>${li(`${WWW}/`, 'Instituto de Computação')}${UNITS.map((x) => `<li>${esc(x[1])}</li>`).join('')}</ul>`);
    if (p === '/noticias') { const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1); if (pg > 12) return wrap('Não encontrado', '', 404); return wrap('Notícias', `<ul>${news.slice().reverse().slice((pg - 1) * 20, pg * 20).map((n) => li(`/noticias/${n.id}`, n.t)).join('')}</ul><p>${pg < 12 ? a(`/noticias?page=${pg + 1}`, 'Mais antigas') : ''}</p>`); }
    const m = /^\/noticias\/(\d+)$/.exec(p);
    if (m) { const n = news.find((x) => x.id === Number(m[1])); return n ? wrap(n.t, `<p>${fExt(n.d)}</p>${ptPara(rng(n.id), 4)}`) : wrap('Não encontrado', '', 404); }
    if (p === '/ti/senha') return moved(cas(`${UNI}/ti/senha`), 302);
    return wrap('Página não encontrada', '', 404);
  }
}

/** The /en/ twin of a Plone path. */
const enPath = (p: string) => `/en${p.replace(/^\/institucional/, '/about').replace(/^\/ensino/, '/teaching').replace(/^\/pesquisa/, '/research')}`;

function push<K, V>(m: Map<K, V[]>, k: K, v: V) { const l = m.get(k); if (l) l.push(v); else m.set(k, [v]); }

/** The Plone site's plain pages: path, Portuguese title, English title (empty: no English twin). */
const STATIC: [string, string, string][] = [
  ['/institucional', 'Institucional', 'About'], ['/institucional/historia', 'História', 'History'], ['/institucional/direcao', 'Direção', 'Administration'], ['/institucional/congregacao', 'Congregação', ''],
  ['/institucional/contato', 'Contato', 'Contact'], ['/institucional/como-chegar', 'Como chegar', 'How to get here'], ['/institucional/infraestrutura', 'Infraestrutura', 'Facilities'],
  ['/ensino', 'Ensino', 'Teaching'], ['/ensino/graduacao', 'Graduação', 'Undergraduate'], ['/ensino/graduacao/ciencia-da-computacao', 'Bacharelado em Ciência da Computação', 'BSc in Computer Science'],
  ['/ensino/graduacao/engenharia-de-computacao', 'Engenharia de Computação', 'Computer Engineering'], ['/ensino/pos-graduacao', 'Pós-graduação', 'Graduate programs'],
  ['/ensino/pos-graduacao/processo-seletivo', 'Processo seletivo', 'Admissions'], ['/ensino/monitoria', 'Monitoria', ''], ['/ensino/estagios', 'Estágios', ''],
  ['/pesquisa', 'Pesquisa', 'Research'], ['/pesquisa/laboratorios', 'Laboratórios', 'Laboratories'], ['/pesquisa/grupos', 'Grupos de pesquisa', 'Research groups'],
  ['/extensao', 'Extensão', ''], ['/extensao/cursos', 'Cursos de extensão', ''], ['/extensao/olimpiada', 'Olimpíada de Informática', ''], ['/sitemap', 'Mapa do site', 'Site map'],
];
