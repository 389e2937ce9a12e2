/**
 * The critic (seed 002): judges a fetched page — how much it looks like a course page. It combines the
 * page classifier (src/course/pageclass.ts) with cheap course cues of the static tree (title and headings
 * naming a course code, syllabus / lecture / assignment / exam words) and, for pages that were extracted,
 * the extraction yield (records found). Its verdicts are the apprentice's lessons and the `prob` of
 * fetch-log.jsonl.
 */
import type { PageClassifier } from '../course/pageclass.js';
import { bodyOf, textOf, type PageNode, type PageTree } from '../page/tree.js';
import { hostOf } from './url.js';
import { CODE_WORD, COURSE_NAME, titleParts, UNSPACED_LETTERS, wordsRegExp } from './words.js';

/**
 * Course words beyond English, for the cues (a German, French, Spanish, Portuguese, Italian or Dutch course page
 * names its lectures, exercises and exams in its own language; the page classifier learned English pages only).
 * Matched between letters of any script (`wordsRegExp`: `\b` failed `Übung`).
 */
const TITLE_WORDS = wordsRegExp(
  `course|class|syllabus|lectures?|seminar|tutorial|spring|fall|autumn|winter|summer|semester|term|homepage|vorlesung|übung|uebung|proseminar|hauptseminar|praktikum|sommersemester|wintersemester|sose|wise|lehrveranstaltung|cours|semestre|curso|asignatura|disciplina|corso|werkcollege|hoorcollege|kurs|kurswebb|kurshemsida|kursomgång|föreläsningar|insegnamento|anno accademico|a\\.\\s?a\\.` +
    // Japanese, Chinese, Korean: a lecture, a class, exercises, a lab course, an advanced or introductory
    // course, a seminar, the terms (前期 / 後期: first / second half of the academic year)
    `|講義|授業|演習|実習|特論|概論|ゼミ|前期|後期|春学期|秋学期|夏学期|冬学期|课程|課程主頁|课程主页|讲授|강의|수업|교과목|학기` +
    // Russian (and Ukrainian stems): a course, a discipline, a special course, lectures, seminars, the spring or
    // autumn term; words inflect, so stems run to the word's end
    `|курс|спецкурс|дисциплин\\p{L}*|лекци\\p{L}*|семинар\\p{L}*|практикум|(весенн|осенн)\\p{L}* семестр\\p{L}*|семестр` +
    // Polish: a subject, a lecture, classes, exercises, a lab, a seminar, the winter or summer term
    `|przedmiot|wykład|wykłady|zajęcia|ćwiczenia|laboratorium|pracownia|seminarium|konwersatorium|semestr (zimowy|letni)`,
  'iu',
);
const BODY_WORDS = wordsRegExp(
  `syllabus|lectures?|homeworks?|assignments?|problem sets?|quiz(zes)?|exams?|midterm|final exam|grading|prerequisites?|textbook|office hours|readings?|handouts?|projects? due|due date|schedule|instructor|teaching assistants?|TA` +
    // British, Irish, Australian and New Zealand English (modules and units, not courses). Not `coursework`,
    // `practicals` nor `past exam papers`: a UK school's menus and news name them on every page (layout C: its
    // people pages rose from 0.16 to 0.31, no longer misses, and 305 of them came before 40 course homes).
    `|tutorial sheets?|problem sheets?|exercise sheets?|lab sheets?|module handbook|module (leader|co-?ordinator|convenor|organiser)|unit (outline|guide|co-?ordinator)|marking scheme|lecture recordings?` +
    // German
    `|vorlesung(en)?|übung(en)?|uebung(en)?|übungsbl(a|ä)tt(er)?|übungsaufgaben|klausur(en)?|prüfung(en)?|hausaufgaben?|sprechstunden?|tutorium|tutorien|folien|skript|literatur|voraussetzungen|dozent(in)?|abgabe` +
    // French
    `|travaux dirigés|travaux pratiques|examens?|devoirs?|polycopiés?|séances?|partiels?|enseignants?|bibliographie|plan du cours` +
    // Spanish, Portuguese, Italian
    `|temario|exámenes|tareas|prácticas|apuntes|calificaci(ó|o)n|evaluaci(ó|o)n|bibliograf(í|i)a|aulas|avalia(ç|c)(ã|a)o|provas|listas? de exerc(í|i)cios|ementa|cronograma|monitoria` +
    // Italian (layout M): not `docenti` nor `appelli`, a department's menu names them on every page
    `|lezioni|esami|esame|esercitazion(e|i)|docente|cfu|programma del corso|(registro|diario) (delle )?lezioni|materiale didattico|lucidi|dispense|prova (scritta|orale)|prove intermedie|compitini|testi consigliati|libri di testo|(orario di )?ricevimento` +
    // Dutch
    `|hoorcolleges?|werkcolleges?|tentamens?|deeltoets(en)?|opdrachten|studiehandleiding` +
    // Swedish (layout L), Norwegian and Danish
    `|föreläsning(ar)?|övning(ar)?|laboration(er)?|labbar|tentamen|tentor|kontrollskrivning(ar)?|inlämningsuppgift(er)?|hemuppgift(er)?|kursansvarig|examinator|kurs-pm|kurslitteratur|forelesning(er)?|forelæsning(er)?|øvelse(r)?|eksamen` +
    // Japanese: not 試験 nor 履修 alone, a department's menus name entrance exams (入学試験) and course
    // registration (履修案内) on every page
    `|シラバス|講義資料|授業資料|講義ノート|講義スライド|授業計画|講義計画|講義予定|授業予定|授業日程|講義日程|課題|レポート|提出期限|提出締切|締切|小テスト|中間試験|期末試験|定期試験|成績評価|評価方法|教科書|参考書|休講|補講|オフィスアワー|担当教員|演習問題|解答例` +
    // Chinese (simplified and traditional)
    `|课程大纲|教学大纲|課程大綱|教學大綱|课件|課件|讲义|作业|考试|考試|期中考试|期末考试|教材|参考书|參考書|成绩|答疑|课程安排|課程安排|教学日历|授课教师|授課教師|上课时间|上課時間` +
    // Korean
    `|강의계획서|강의자료|강의 자료|과제|숙제|중간고사|기말고사|퀴즈|교재|참고문헌|조교|강의 일정|수업 자료` +
    // Russian: lectures, seminars, practical classes, lab work, homework, tests, colloquia, pass/fail and exams, the
    // grade's formula, reading, the teacher and assistants, deadlines. Not `расписание` (timetable) nor
    // `преподаватели` (the faculty list): a department's menu names them on every page
    `|лекци\\p{L}*|семинар\\p{L}*|практическ\\p{L}* заняти\\p{L}*|лабораторн\\p{L}* работ\\p{L}*|домашн\\p{L}* задани\\p{L}*|дз|контрольн\\p{L}* работ\\p{L}*|коллоквиум\\p{L}*|зач[её]т\\p{L}*|экзамен\\p{L}*|ведомост\\p{L}*|формула оценки|итогов\\p{L}* оценк\\p{L}*|литература|преподаватель|ассистент\\p{L}*|учебн\\p{L}* ассистент\\p{L}*|срок\\p{L}* сдачи|дедлайн\\p{L}*|материалы курса|программа курса|консультаци\\p{L}*` +
    // Polish (an inflected word counted once, see bodyWordKey)
    `|wykład\\p{L}*|ćwiczeni[ae]|ćwiczeń|laboratori(um|a|ów)|pracowni[aeę]?|kolokwi(um|a|ów)|egzamin\\p{L}*|zaliczeni[ae]|(warunki|zasady) zaliczenia|zadani[ae] domow\\p{L}*|list[ay] zadań|prac[ae] domow\\p{L}*|literatura|prowadząc\\p{L}*|konsultacj\\p{L}*|termin oddania|sylabus|ocena końcowa`,
  'giu',
);
/** The commonest English words, and those of German, French, Spanish, Portuguese, Italian, Dutch and Swedish (see `isEnglish`). */
const ENGLISH = new Set('the of and to in is for on with are be this will you that by as at or from an it your we not'.split(' '));
const FOREIGN = new Set(
  ('der die das und ist für mit von zu den im auf nicht sie ein eine dem des sich auch wird werden ' +
    'le la les et des du est pour dans une sur au aux par qui que ' +
    'el los las y del es para con una por se lo ' +
    'os da do em não são ' +
    'il di che per della delle è sono non gli dei degli alla nel nella dal dalla sul sulla questo questa anche più ' +
    'het een van voor niet zijn ook de en je wordt worden bij naar dit deze op aan als kan ' +
    'och att det som på är för med till av inte om har ett kommer ska ' +
    'и в не на что с по как для это к из от у за о а же то все его так или но при бы ' +
    // Polish: not `do`, `na`, `po`, `w`, `z`: English has them too (`do`, `n/a`, `w/`)
    'się nie że jest dla oraz są przez lub także być będzie który która które jako tylko').split(' '),
);
/** Share of another language's common words from which a page of 60 words or more (and twice its English share) is not English. */
export const FOREIGN_SHARE = 0.05;
/** Course cues from which the cues alone make a course page (see `judgeContent`). */
export const STRONG_CUES = 0.9;
const NEGATIVE_TITLE = wordsRegExp(
  `home ?page of|faculty|people|staff|students?|research|publications?|department|news|gallery|photos?|projects?|group|lab(oratory)?` +
    `|lehrstuhl|mitarbeiter(innen)?|personen|forschung|publikationen|aktuelles|neuigkeiten|fakultät|équipe|recherche|actualités|investigación|pesquisa|notícias|onderzoek|medewerkers` +
    `|persone|personale|pubblicazioni|notizie|avvisi|eventi|dipartimento|dottorato|publicaties|nieuws|noticias|noticies|notícies|publicaciones|eventos` +
    // Japanese, Chinese, Korean: news, events, a lab, publications, a faculty list, members, admissions
    `|ニュース|お知らせ|新着情報|トピックス|イベント|研究室|研究業績|業績|論文|教員一覧|教員紹介|メンバー|スタッフ|入試|新闻|通知公告|师资|实验室|實驗室|뉴스|공지사항|연구실|교수진` +
    // Russian: news, announcements, events, staff, teachers, publications, a laboratory, a department, admissions, a gallery
    `|новости|объявления|события|сотрудники|преподаватели|публикации|лаборатория|кафедра|факультет|аспирантура|абитуриент\\p{L}*|приёмная комиссия|приемная комиссия|фотогалерея|галерея|контакты` +
    // Polish: news, announcements, events, staff, publications, a chair, an institute, a faculty, admissions, a gallery
    `|aktualności|wiadomości|ogłoszenia|wydarzenia|pracownicy|kadra|publikacje|zakład|katedra|instytut|wydział|rekrutacja|galeria|kontakt|badania`,
  'iu',
);
/**
 * A catalogue's entry for a course (`CS 229: Networks | Course Catalog`, a bulletin, a handbook's `COMP4272
 * Performance Modelling - Handbook`, `CSC490H1: Capstone Design Project | Academic Calendar 2019-2020` — Canada's
 * name for it —, `/catalog/cs-229`): the registrar's description, not the course's page. It
 * names a course number, prerequisites and terms, so it reads like a course home, and a modern site has one per
 * course; WebKB labels its catalogue `other`. Its
 * verdict stays below the acceptance threshold (× CATALOG_CAP), whatever its content or extraction yield, so
 * it is not taken for the course, nor its links to the course's term sites for the course's own pages. A
 * verdict already below is left as it is (the page's links keep the source probability they had).
 */
const CATALOG_TITLE =
  /\b(catalog(ue)?s?|bulletin|courses of study|handbook|(academic|undergraduate|graduate|university|course) calendar|guida dello studente|offerta formativa|studiegids|e-studiegids|gu[ií]a docente)\b|シラバス(参照|照会|検索|詳細|一覧|システム)|(講義|授業|履修)要[項覧]|学生便覧|课程目录|课程简介|교과과정|강의시간표/i;
const CATALOG_PATH = /\/(catalog(ue)?s?|bulletins?)(\/|$)/i;
export const CATALOG_CAP = 0.9;

/**
 * A dated article's path: a year then a month (`/news/2020/05/14/cse-488-…`, WordPress's `/2020/02/welcome/`,
 * pipermail's `/2019-August/001219.html`, `/2019-10/`). News, blog posts, events and list messages are filed
 * by date; a course's home is filed by course and term (`/fall2019/cs229/`, `/2019/fall/`, `/cse331/20wi/`).
 * A modern department's news about a course (`CSE 488 students present posters`) names the course in its
 * title, and the page classifier, which learned course pages from 1997 titles, took such articles for course
 * pages (0.99). No WebKB URL has this shape.
 */
const DATED_PATH = /\/(19[5-9]\d|20[0-4]\d)(\/|[-_])(0?[1-9]|1[0-2]|jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)(\/|[-_]\d{1,2}(\/|$)|$)/i;

/** Whether a later part of a page's title (after the page's own name) names a system by `re` (`… | Class Roster`, `… - NU Timetabling`). */
function namesSystem(tree: PageTree, re: RegExp): boolean {
  return titleParts(tree.title).slice(1).some((part) => re.test(part));
}

function pathOf(tree: PageTree): string {
  try {
    return tree.url ? new URL(tree.url).pathname : '';
  } catch {
    return '';
  }
}

/**
 * A page of a software forge or build server, by the product name closing its title (`cv / bv-ss2019-uebungen ·
 * GitLab`, `cse341-autograder [Jenkins]`, `… · GitHub`). A course's exercise repository, its issues and its
 * autograder's builds are named after the course and read like its pages (the classifier gave 0.3–0.97), and a
 * department's GitLab holds thousands of them; none is the course's page. The product's name may carry its owner's
 * (`Segnalazioni - Redmine DI`).
 */
const FORGE_TITLE = /(^|[·|•–—:-]\s*|\[)(gitlab|github|gitea|gogs|bitbucket|jenkins|redmine|trac|bugzilla|phabricator|gerrit|sourcehut|buildbot)(\s+\p{Lu}[\p{L}\d]{0,9})?\s*\]?\s*$/iu;

/**
 * Phabricator names an object's page by its application's glyph and the object's monogram instead
 * (`⚓ T1895 eecs149-sp19: website deploy failing for EECS 149`: a task; `⚙ D412 …`: a code review).
 */
const PHABRICATOR_OBJECT = /^[⚓⚙]\s*[A-Z]\d+\b/;

/** Buildbot names a builder's page and its builds by the builder alone (`Builder cs88-autograder Build #294`). */
const BUILDBOT_PAGE = /^Builder\s+\S+(\s+Build\s+#\d+)?$/;

export const FORGE_CAP = 0.1;

/**
 * GitLab's routes below a project (`…/id2203-vt20/-/raw/master/README.md`, `…/-/blob/…`, `…/-/commit/<sha>`): a
 * repository's file, commit or issue. A raw file has no title to name the forge (layout L wrote eleven `-/raw/`
 * READMEs and configs of course repositories as course homes: their text names labs, exams and the term). The
 * route names are GitLab's own: Liferay's friendly URLs also use `/-/` (`…/noticias/-/noticia/29900/…`, layout O).
 * On the rehearsal webs ~29,000 URLs have such a route, none a course page.
 */
const FORGE_ROUTE =
  /\/-\/(raw|blob|blame|edit|tree|commits?|compare|network|graphs|branches|tags|issues|merge_requests|wikis|jobs|pipelines|archive|releases|milestones|labels|boards|snippets|environments|project_members|forks|find_file|settings|packages|container_registry|ide)(\/|$|\?)/;

/** Whether a URL is one of a software forge's routes below a repository (see `FORGE_ROUTE`). */
export function isForgeUrl(url: string): boolean {
  return url.includes('/-/') && FORGE_ROUTE.test(url);
}

/** Whether a page is a software forge's or build server's (a repository, an issue, a build). */
export function isForgePage(tree: PageTree): boolean {
  const title = tree.title.trim();
  return FORGE_TITLE.test(title) || PHABRICATOR_OBJECT.test(title) || BUILDBOT_PAGE.test(title) || (tree.url !== undefined && isForgeUrl(tree.url));
}

/**
 * A term's exam timetable (`Final Exam Schedule: Fall 2019 | Office of the Registrar`, `Examination timetable: May
 * 2020`, `Prüfungsplan SS 2020`): a registrar's list of every course's exam, whose rows the extractor reads as
 * dated records (26–117 of them), so it looked like the richest course page of all. Capped as a catalogue is,
 * a course's own exam page included: it is one of the course's pages, not its home.
 */
const EXAM_SCHEDULE_TITLE = wordsRegExp(
  `(final |mid-?term )?exam(ination)?s? (schedules?|timetables?)|prüfungspl(a|ä)ne?|prüfungstermine|klausurpl(a|ä)ne?|klausurtermine|calendrier des examens` +
    // Spanish, Portuguese, Italian, Dutch, Swedish, Russian, Japanese
    `|calendarios? de ex(á|a)menes|calend(á|a)rio de (provas|exames)|calendario (degli )?esami|calendario appelli|tentamenrooster|tentamenschema|tentamensschema|расписание (экзаменов|сессии)|試験時間割|定期試験日程`,
  'iu',
);

/** Whether a page is a term's exam timetable, by its title. */
export function isExamSchedule(tree: PageTree): boolean {
  return EXAM_SCHEDULE_TITLE.test(tree.title);
}

/**
 * A course evaluation's report (`CSC311H1 Fall 2019 — J. Rossi - Course Evaluations`, `Evaluation results: Compiler
 * Construction (Winter term 2019/20)`, `Lehrevaluation WS 2019/20`): one per course, term and instructor, naming all
 * three, so it read like a course home (layouts D and I wrote them as homes). Capped as a catalogue is. Phrases only:
 * `Performance Evaluation` names a course.
 */
const EVALUATION_TITLE = wordsRegExp(
  `(course|teaching|instructor|student) (evaluations?|surveys?|feedback)( results?| reports?)?|evaluation (results?|reports?)|(course|student) (survey|feedback) results?` +
    `|lehrevaluation(en)?|evaluationsergebnisse|ergebnisse der (lehr)?evaluation|(é|e)valuation des enseignements`,
  'iu',
);

/** A title that opens on the word (`Feedback: CS444 Software Engineering (Spring 2017)`, an academic office's summary). */
const FEEDBACK_LEAD = /^\s*(course\s+|student\s+)?feedback\s*(summary\s*)?[:|–—-]/i;

/** Whether a page is a course evaluation's report or a term's reports, by its title. */
export function isEvaluationReport(tree: PageTree): boolean {
  return EVALUATION_TITLE.test(tree.title) || FEEDBACK_LEAD.test(tree.title);
}

/**
 * A timetabling system's page for a module's (or a room's) week (`COMP3009 – week 2 (1920) - NU Timetabling`,
 * `… | Module Timetables`, any page on a `timetable.` host): UK and Australian universities publish one per module,
 * week and year, each naming the module and its lectures and tutorials, and chained week to week (layout G: taken
 * for course pages at 0.6, they drew 1,560 of the first 3,000 fetches of the feedback crawl, which learned them).
 * Capped as a catalogue is; a course's own timetable page names the course after it (`Timetable - COMP2011`).
 */
const TIMETABLE = wordsRegExp('timetabl(e|es|ing)|stundenpl(a|ä)ne?', 'iu');

/** Whether a page is a timetabling system's, by the system's name in a later part of its title or by its host. */
export function isTimetablePage(tree: PageTree): boolean {
  return namesSystem(tree, TIMETABLE) || /^timetables?\./i.test(hostOf(tree.url ?? ''));
}

/**
 * A library's page for a module (`COMP2013: Team Project | Northbridge University Library`, a Talis Aspire or Leganto
 * reading list, any page on a `readinglists.` host): it names the module and lists its books and papers by week, so
 * it read as the module's page (0.64 for a module titled `Team Project`), and a library publishes one per module.
 * Capped as a catalogue is; a module's own reading page names the module after it (`Reading – COMP2022 …`).
 */
const LIBRARY = /(^|\s)library$|^librar(y|ies)\b|\b(reading ?lists?|talis aspire|leganto|universitätsbibliothek)\b/iu;
/** A library system named in the plural (`… - NUS Libraries`, `MIT Libraries`, `University Libraries`), not a topic (`Digital Libraries`). */
const LIBRARIES = /(^|\s)(\p{Lu}{2,}|[Uu]niversity)\s+Libraries$/u;

/** Whether a page is a library's (a reading list), by the library's name in a later part of its title or by its host. */
export function isLibraryPage(tree: PageTree): boolean {
  return namesSystem(tree, LIBRARY) || namesSystem(tree, LIBRARIES) || /^(readinglists?|leganto)\./i.test(hostOf(tree.url ?? ''));
}

/**
 * A login page: a password field and little else to read (a submission system's course entry, `MarkUs —
 * csc209-2020-01`, which names the course and answers 200). It is the wall in front of a course's tools, not the
 * course's page (layout I: two written as homes). A course page with a login box in its sidebar has its own text.
 */
const LOGIN_TEXT_MAX = 400;

/** Whether a page is a login form with little text of its own outside it. */
export function isLoginPage(tree: PageTree): boolean {
  if (!tree.nodes.some((n) => n.tag === 'input' && n.attrs.type?.toLowerCase() === 'password')) return false;
  const body = bodyOf(tree);
  const forms = tree.nodes.filter((n) => n.tag === 'form').reduce((k, f) => k + textOf(f).trim().length, 0);
  return textOf(body).trim().length - forms < LOGIN_TEXT_MAX;
}

/**
 * A page of a wiki, by the wiki's name in its title after the page's own (`Room 330 - ISG Wiki`,
 * `courses:cse590:setup [State CSE Support Wiki]`, `Algorithmen I – Tutorenwiki SS 2020`). A department's
 * support, tutors' or systems wiki files pages under each course (setup, autograder, TA notes) that name the
 * course and read like its pages (the classifier gave them up to 1.0). A course taught from a wiki shows its
 * lectures and exercises there: a wiki page is taken for a course page only when extraction finds records.
 */
const WIKI_NAME = /\p{L}*wiki\b/iu;

/** Whether a page is a wiki's, by the wiki's name in a later part of its title (or DokuWiki's `[…]` suffix). */
export function isWikiPage(tree: PageTree): boolean {
  const title = tree.title.trim();
  const bracket = /\[([^\]]*)\]\s*$/.exec(title);
  if (bracket && WIKI_NAME.test(bracket[1])) return true;
  return title.split(/\s[-|–—·:]\s/).slice(1).some((part) => WIKI_NAME.test(part));
}

/**
 * A registrar's schedule of classes, by its name after the page's own in the title (`CS 4700 Foundations of AI | Class
 * Roster | Lakeshore University`, `COMPSCI 61A LEC 001 | Class Schedule`, `… - Time Schedule`): its entry for a class
 * (meeting times, rooms, enrolment, a link to the class's website) reads like the course's page (the critic gave
 * 0.84), and such a system holds one per class and term. A course's own page naming its schedule (`Schedule | CS
 * 2110`) names it first, and is not one.
 */
const CLASS_SCHEDULE = wordsRegExp('class roster|schedules? of classes|class schedules?|time schedules?|class search|course explorer|explorecourses|vorlesungsverzeichnis', 'iu');

/** Whether a page is a schedule of classes' entry for a class, by its title. */
export function isClassSchedulePage(tree: PageTree): boolean {
  return namesSystem(tree, CLASS_SCHEDULE);
}

/** Whether a page is a course catalogue's (or bulletin's) entry, by its title or its URL's path. */
export function isCatalogPage(tree: PageTree): boolean {
  return CATALOG_TITLE.test(tree.title) || CATALOG_PATH.test(pathOf(tree));
}

/**
 * A page below a news section (`/news/2020/record-enrollment-for-cs-261-in-spring-2020`, `/blog/…`,
 * `/aktuelles/…`): an article filed by year or by slug alone, which names the course it is about as a dated
 * one does. The section's own index is not one (a list).
 */
const NEWS_ITEM = /\/(news|blogs?|press|press-releases|stories|announcements|events|aktuelles|neuigkeiten|meldungen|avvisi|notizie|eventi|nieuws|mededelingen|evenementen|noticias|noticies|not%C3%ADcies|eventos|actualidad|actualit%C3%A9s|actualites)\/[^/?#]/i;

/**
 * A news section named in a page's breadcrumb trail (`Home › News`): the path of a site that addresses its pages by
 * query (Joomla's `index.php?option=com_content&view=article&id=1597`), where the URL cannot say (layout J: notices
 * about a course's slot, `Notice: change of slot for CS 695`, written as its home).
 */
const NEWS_CRUMB = wordsRegExp('news|announcements|notices|press releases|blog|aktuelles|neuigkeiten|meldungen|actualités|noticias|noticies|notícies|actualidad|avvisi|notizie|nieuws|mededelingen', 'iu');

/**
 * A breadcrumb trail's class or id: `breadcrumb`, `crumbs`, and what French, German, Dutch and Spanish themes call it
 * (SPIP's and K-Sup's `ariane` / `fil_ariane`, SPIP's `arbo`, `brotkrumen`, `kruimelpad`, `migas`).
 */
const BREADCRUMB = /breadcrumb|crumbs|ariane|(^|[-_\s])arbo($|[-_\s])|brotkrume|kruimel|migas/i;

/** Whether a page's breadcrumb trail (an element whose class or id names it) passes through a news section. */
function newsInBreadcrumb(tree: PageTree): boolean {
  for (const n of tree.nodes) {
    if (n.kind !== 'element' || !BREADCRUMB.test(`${n.attrs.class ?? ''} ${n.attrs.id ?? ''}`) || n.tag === 'li' || n.tag === 'a') continue;
    if (NEWS_CRUMB.test(textOf(n).slice(0, 300))) return true;
  }
  return false;
}

/** Whether a page is a dated article (news, a blog post, an event, a list message) by its URL's path or its breadcrumb trail. */
export function isDatedArticle(tree: PageTree): boolean {
  const path = pathOf(tree);
  return isDatedPath(path) || NEWS_ITEM.test(path) || newsInBreadcrumb(tree) || isWordPressPost(tree);
}

/**
 * A WordPress post or date archive by its plain permalink (`?p=940`, `?m=201912`: WordPress's default addresses,
 * a page being `?page_id=238`), on a page that says it is WordPress's (its generator meta), or by the body classes
 * WordPress gives a post (`single-post`) and a date archive (`archive date`). A department's blog of class
 * notices (layout Q: 350 `【休講】12月11日(水) 3限「オペレーティングシステム」` posts, each naming its course and linking
 * its syllabus) is news, whatever its URL.
 */
const WP_POST_QUERY = /^\?(p=\d+|m=\d{4,8})$/;
const WP_POST_CLASS = /(^|\s)(single-post|date)(\s|$)/;
export function isWordPressPost(tree: PageTree): boolean {
  const body = tree.nodes.find((n) => n.tag === 'body');
  if (WP_POST_CLASS.test(body?.attrs.class ?? '')) return true;
  let query = '';
  try {
    query = tree.url ? new URL(tree.url).search : '';
  } catch {
    return false;
  }
  return WP_POST_QUERY.test(query) && tree.nodes.some((n) => n.tag === 'meta' && /^generator$/i.test(n.attrs.name ?? '') && /^wordpress\b/i.test(n.attrs.content ?? ''));
}

/**
 * A directory named by a course (`~csc148h`, `cs229`, `comp-2011`): a year and month right below it name the term
 * an offering started (`~csc148h/2018-09/`), not a date its page was filed under (layout I: sixty archived
 * offerings capped as dated articles).
 */
const COURSE_SEGMENT = new RegExp(`^~?${COURSE_NAME}$`, 'i');

/**
 * Whether a path files its page by date; an academic year (`/2011-12/`, `/2008_09/`) is a term, not a date, and so
 * are a year and a semester's number (`/2006-2/`) and a year and month in one segment right below a course's directory.
 */
export function isDatedPath(path: string): boolean {
  for (let rest = path, m = DATED_PATH.exec(rest); m; rest = rest.slice(m.index + 1), m = DATED_PATH.exec(rest)) {
    const academicYear = m[2] !== '/' && /^\d+$/.test(m[3]) && m[3].length === 2 && Number(m[3]) === (Number(m[1]) + 1) % 100;
    const before = rest.slice(0, m.index);
    const termOfCourse = /^\/\d{4}[-_]\d{1,2}(\/|$)/.test(m[0]) && COURSE_SEGMENT.test(before.slice(before.lastIndexOf('/') + 1));
    // A year and a semester's number alone in a segment (`~ito/class/2006-2/`, `2019_1`): Japanese and Korean
    // teachers file an offering by its half of the year; a date's month is padded (`2006-02`) or has its day.
    const semester = /^\/\d{4}[-_][1-4](\/|$)/.test(m[0]);
    if (!academicYear && !termOfCourse && !semester) return true;
  }
  return false;
}

/**
 * A mailing list's archive or information page: Mailman's `The cs1110-l Archives` (pipermail's index) and
 * `Cs1110-l Info Page`, or any page below `/pipermail/`, `/mailman/`, `/hyperkitty/`. A course's list is named
 * after it (layout F: three course lists' archive indexes were written as the courses' homes); it is the
 * course's correspondence, not its page. Its messages are dated articles already.
 */
const LIST_ARCHIVE_TITLE = /^(the\s+\S+\s+archives|\S+\s+info\s+page)$/i;
const LIST_ARCHIVE_PATH = /\/(pipermail|mailman|hyperkitty)(\/|$)/i;

/** Whether a page is a mailing list's archive or information page, by its title or its URL's path. */
export function isMailingListPage(tree: PageTree): boolean {
  return LIST_ARCHIVE_TITLE.test(tree.title.trim()) || LIST_ARCHIVE_PATH.test(pathOf(tree));
}

/**
 * A site search's results page (`Search results for “cse 142” | State CSE`, `Suchergebnisse`, `Risultati della
 * ricerca`): it lists the pages naming a course, not the course's page (layout B: two written as homes). Capped as a
 * catalogue is.
 */
const SEARCH_TITLE = wordsRegExp('search results?|results? for|suchergebnisse|risultati (della )?ricerca|zoekresultaten|résultats de (la )?recherche|resultados de (la )?búsqueda|sökresultat', 'iu');

/** Whether a page is a site search's results page, by its title. */
export function isSearchResults(tree: PageTree): boolean {
  return SEARCH_TITLE.test(tree.title);
}

export interface CriticVerdict {
  /** Course probability in [0, 1]. */
  prob: number;
  /** Highest probability the page may reach, extraction yield included (a catalogue entry's: below the threshold). */
  cap: number;
  /** The page classifier's own probability (NaN without one). */
  classifier: number;
  /** The static-cue score in [0, 1]. */
  cues: number;
  /** A catalogue's entry the content alone would have taken for a course page: about a course, not its page. */
  catalogEntry?: boolean;
  /** A software forge's or build server's page (capped). */
  forge?: boolean;
  /** A wiki's page: capped below the threshold unless extraction finds records (see `withYield`). */
  wiki?: boolean;
}

const UNSPACED_LETTER = new RegExp(`[${UNSPACED_LETTERS}]`, 'gu');
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/gu;
/** A Latin letter beyond ASCII; a page with this share of words holding one is not English (see `isEnglish`). */
const ACCENTED = /(?![a-z])\p{Script=Latin}/u;
const ACCENTED_SHARE = 0.1;

/** Whether a page's text reads as English (or is too short to tell). */
export function isEnglish(tree: PageTree): boolean {
  const bodyEl = bodyOf(tree);
  const text = textOf(bodyEl).slice(0, 20000);
  // Japanese, Chinese, Korean: no spaces to count words by; a page whose letters are mostly theirs is not English.
  const unspaced = text.match(UNSPACED_LETTER)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (unspaced >= 30 && unspaced >= 0.2 * letters) return false;
  // Cyrillic, Greek, Arabic, Hebrew…: a page mostly in another script than Latin is not English, however short.
  const nonLatin = text.match(NON_LATIN_LETTER)?.length ?? 0;
  if (nonLatin >= 30 && nonLatin >= 0.5 * letters) return false;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 60) return true;
  // A page whose words are often accented is not English, whatever its common words (a Polish course page is lists of
  // dates, rooms and nouns: `Wykład`, `Ćwiczenia`, `Ogłoszenia`, with few `się` or `są` between them).
  let accented = 0;
  for (const w of words) if (ACCENTED.test(w)) accented++;
  if (accented >= ACCENTED_SHARE * words.length) return false;
  let en = 0;
  let other = 0;
  for (const w of words) {
    if (ENGLISH.has(w)) en++;
    else if (FOREIGN.has(w)) other++;
  }
  // Both counted: a list of names, dates and rooms has few English words and is no less English.
  return !(other / words.length >= FOREIGN_SHARE && other > 2 * en);
}

/** A unit's name as a later part of a title: the site the page belongs to (`… - Faculty of Computer Science - TU …`). */
const UNIT_PART =
  /^\W*(faculty|department|school|college|fakultät|fachbereich|institute?|dipartimento|facolt[àa]|scuola|departement|faculteit|instituut)\s+(of|for|für|di|der|voor|van)\b|^\W*(факультет|кафедра|институт|департамент|школа|университет|wydział|instytut|katedra|zakład|uniwersytet|politechnika)\s+\p{L}|(大学|大學|学部|学科|研究科|専攻|研究室|研究所|学院|大学院|대학교?|학과|학부|연구실)\s*$/iu;

/**
 * A wiki page titled by its page id (`courses:cse464:setup [State CSE Support Wiki]`: DokuWiki's default
 * when a page's heading is not its title). The namespaces in front say where the page is filed, the last
 * segment what it is: a support wiki files its `setup`, `faq`, `autograder` and `ta-notes` pages under each
 * course's number, and none is the course's page.
 */
const WIKI_PAGE_ID = /^(?:[\p{L}\d._-]+:)+([\p{L}\d._-]+)\s*\[[^\]]*\]$/u;

/** A title as it names its own page: a wiki page id's last segment, unit names in later parts left out. */
function ownTitle(title: string): string {
  const id = WIKI_PAGE_ID.exec(title.trim());
  if (id) return id[1];
  return title
    .split(/\s[-|–—:]\s|\s*｜\s*/)
    .filter((part, i) => i === 0 || !UNIT_PART.test(part))
    .join(' - ');
}

/**
 * A short lead line that opens with a course code and names a year (`CS-207 · 2010/11 · Semester 2`, `CS 2110 —
 * Fall 2019`): the course's name and term as a subtitle, on a page titled by its topic alone (`Theory of Computation`)
 * with no heading naming it (layout G: forty staff-hosted module pages at 0.41, below the threshold). Opening
 * with the code in capitals, not mentioning it: a profile's `Currently teaching CS 2110 in Fall 2019` is no course's
 * lead, nor is `In 1993, the …` (WebKB Texas), `CS 294 and EE 290 are special topics courses whose content changes
 * every term.` (layout E's list) or a report's number (`TR2019-039. 2019.`, layout F's repository).
 */
const LEAD_CODE = /^\W{0,3}(?!(IN|ON|OF|AT|BY|TO|SINCE|FROM|UNTIL|FALL|SPRING|SUMMER|WINTER|AUTUMN|JUNE|JULY|MAY|MARCH|APRIL|AUGUST)\b)([A-Z]{2,5}\s?-?\d{3,4}(?:[HYhy]\d|[A-Za-z])?|\d{2}-\d{3})\b(?![-/.]\d)/;
const LEAD_YEAR = /\b(19|20)\d\d\b/;
const LEAD_MAX = 100;
const LEAD_WORDS = 12;

/**
 * A word before a year (`20 marzo 2020`, `March 2020`, `Code Week 2019`, `Open Day 2020`): a date or an event, though
 * `CODE_WORD` reads any short word and a number as a course code (layout M: its news and events, `Sessione di laurea –
 * 20 marzo 2020`, took a code's cue and were written as course homes). A term (`Fall 2019`), an academic year (`Course
 * list 2019-20`) and a code in capitals (`COMP 2012`) stay.
 */
const WORD_BEFORE_YEAR = /(^|[^\p{L}])(\p{L}+)\s((19|20)\d\d)(?!\d|[-/–]\d)/gu;
const TERM_WORD = /^(fall|spring|summer|winter|autumn|term|semester|ss|ws|sose|wise|ht|vt|sem)$/i;

/** A text without its dates and events' years (see `WORD_BEFORE_YEAR`), for the course-code cue. */
function withoutDates(text: string): string {
  return text.replace(WORD_BEFORE_YEAR, (m, pre: string, w: string) => (TERM_WORD.test(w) || /^\p{Lu}{2,}$/u.test(w) ? m : `${pre} `));
}

/** One key per body word: English plurals (`exams`) and a Cyrillic word's inflections (`лекции`, `лекций`) are one word. */
function bodyWordKey(w: string): string {
  const l = w.toLowerCase();
  return CYRILLIC.test(l) || POLISH_STEM.test(l) ? l.replace(/ё/g, 'е').slice(0, 5) : l.replace(/s$/, '');
}
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Polish body words that inflect (`wykład`, `wykłady`, `wykładu`; `egzamin`, `egzaminu`): one key each. */
const POLISH_STEM = /^(wykła|ćwicz|kolok|egzam|zalic|prowa|konsu|pracow|zadani|list[ay] z)/;

/** Static course cues of a page in [0, 1]. */
export function courseCues(tree: PageTree): number {
  const title = tree.title;
  const heads: string[] = [];
  let body = '';
  let lead: string | undefined;
  const visit = (n: PageNode, chrome: boolean) => {
    if (n.kind !== 'element') return;
    if (/^h[1-3]$/.test(n.tag) && heads.length < 4) heads.push(textOf(n));
    // The first paragraph of the page's own content: menus, banners and footers are the site's.
    if (n.tag === 'p' && lead === undefined && !chrome) {
      const t = textOf(n).trim();
      if (t) lead = t;
    }
    const inChrome = chrome || /^(nav|header|footer|aside)$/.test(n.tag);
    for (const c of n.children) visit(c, inChrome);
  };
  visit(tree.root, false);
  const bodyEl = bodyOf(tree);
  body = textOf(bodyEl).slice(0, 20000);
  const own = ownTitle(title);
  const subtitle = lead !== undefined && lead.length <= LEAD_MAX && lead.split(/\s+/).length <= LEAD_WORDS && LEAD_CODE.test(lead) && LEAD_YEAR.test(lead) ? lead : '';
  // A wiki page id's namespaces are left out; any other title counts whole (a unit may name a term).
  const top = `${WIKI_PAGE_ID.test(title.trim()) ? own : title} ${heads.join(' ')} ${subtitle}`;
  const coded = CODE_WORD.test(withoutDates(top));
  let s = 0;
  if (coded) s += 0.35;
  if (TITLE_WORDS.test(top)) s += 0.15;
  const words = new Set((body.match(BODY_WORDS) ?? []).map(bodyWordKey));
  s += Math.min(0.45, words.size * 0.09);
  if (NEGATIVE_TITLE.test(own) && !coded) s -= 0.25;
  return Math.max(0, Math.min(1, s));
}

export class Critic {
  /** `threshold`: the probability from which a page is taken for a course page (the crawler's, default 0.5). */
  constructor(
    private readonly classifier: PageClassifier | undefined,
    private readonly threshold = 0.5,
  ) {}

  judge(tree: PageTree): CriticVerdict {
    const v = this.judgeContent(tree);
    // A catalogue's entry, a dated article or a list's archive may be about a course; it is not the course's own page.
    const catalog = isCatalogPage(tree);
    // A forge's page is not about a course's teaching at all: low enough to count as a miss, and its links
    // (commits, builds, blobs) carry no course page's weight.
    const forge = isForgePage(tree);
    const cap = forge ? FORGE_CAP : catalog || isDatedArticle(tree) || isExamSchedule(tree) || isEvaluationReport(tree) || isTimetablePage(tree) || isLibraryPage(tree) || isMailingListPage(tree) || isLoginPage(tree) || isSearchResults(tree) ? CATALOG_CAP * this.threshold : 1;
    const wiki = isWikiPage(tree);
    return {
      ...v,
      prob: Math.min(v.prob, cap),
      cap,
      ...(catalog && v.prob >= this.threshold ? { catalogEntry: true } : {}),
      ...(forge ? { forge: true } : {}),
      ...(wiki ? { wiki: true } : {}),
    };
  }

  private judgeContent(tree: PageTree): Omit<CriticVerdict, 'cap'> {
    const cues = courseCues(tree);
    // Cues of 0.3 (a course code in the title, or several course words) already mark most course pages.
    const cueProb = Math.min(1, cues / 0.6);
    if (!this.classifier) return { prob: cueProb, classifier: NaN, cues };
    // The classifier learned English pages: on a page in another language it sees no word it knows (a German
    // course home: 0.01) and its verdict is left out.
    if (!isEnglish(tree)) return { prob: cueProb, classifier: NaN, cues };
    let classifier: number;
    try {
      classifier = this.classifier.courseProbability(tree);
    } catch {
      return { prob: cueProb, classifier: NaN, cues };
    }
    if (!Number.isFinite(classifier)) return { prob: cueProb, classifier: NaN, cues };
    // The classifier learned from labeled course pages; the cues are era-independent words.
    // Cues this strong (a course code, a term and five of the course words) outweigh a classifier that learned
    // 1997 pages: a German faculty's English course homes scored 0.36 by it.
    const prob = cues >= STRONG_CUES ? Math.max(0.6 * classifier + 0.4 * cueProb, 0.8 * cueProb) : 0.6 * classifier + 0.4 * cueProb;
    return { prob, classifier, cues };
  }

  /** Extraction yield raises (or lowers) the verdict of a page that was extracted. */
  withYield(v: CriticVerdict, records: number): number {
    const cap = v.wiki && records === 0 ? Math.min(v.cap, CATALOG_CAP * this.threshold) : v.cap;
    return Math.max(0, Math.min(cap, 1, this.yielded(v, records)));
  }

  /** Whether a wiki's page would have been taken for a course page but for its lack of records. */
  wikiWithoutRecords(v: CriticVerdict, records: number): boolean {
    return v.wiki === true && records === 0 && Math.min(v.cap, this.yielded(v, records)) >= this.threshold;
  }

  private yielded(v: CriticVerdict, records: number): number {
    return 0.75 * v.prob + 0.25 * Math.min(1, records / 5) + (records === 0 ? -0.05 : 0.05);
  }
}
