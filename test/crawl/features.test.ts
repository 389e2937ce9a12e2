import { describe, expect, it } from 'vitest';
import { extractLinks, tokenize, urlFeatureKeys } from '../../src/crawl/features.js';
import { CATALOG_CAP, courseCues, Critic, FORGE_CAP, isCatalogPage, isClassSchedulePage, isDatedArticle, isEnglish, isForgePage, isForgeUrl, isLibraryPage, isLoginPage, isMailingListPage, isTimetablePage } from '../../src/crawl/critic.js';
import { parseHtml } from '../../src/page/static.js';
import { coursePage } from './web.js';

describe('tokenize', () => {
  it('lower-cases, stems plurals, turns numbers into shapes and drops stop words', () => {
    expect(tokenize('The Lectures of CS336 (Fall 1996)')).toEqual(['lecture', 'cs', '#3', 'fall', '#4']);
  });
  it('reads letters of any script as letters: Latin diacritics dropped, full-width forms folded', () => {
    expect(tokenize('Übungsblätter und Vorlesung')).toEqual(['ubungsblatter', 'und', 'vorlesung']);
    expect(tokenize('Séances de TD')).toEqual(['seance', 'de', 'td']);
    expect(tokenize('ＣＳ１０１')).toEqual(['cs', '#3']);
    expect(tokenize('Лекции по алгоритмам')).toEqual(['лекции', 'по', 'алгоритмам']);
  });
  it('reads Japanese and Chinese as character bigrams, a lone character as itself', () => {
    expect(tokenize('第3回 講義資料')).toEqual(['第', '#1', '回', '講義', '義資', '資料']);
    expect(tokenize('CS101講義')).toEqual(['cs', '#3', '講義']);
    expect(tokenize('アルゴリズムとデータ構造', 4)).toEqual(['アル', 'ルゴ', 'ゴリ', 'リズ']);
  });
  it('gives an English text the same tokens whatever its typography (no-break spaces, curly quotes, dashes)', () => {
    expect(tokenize('Don\u2019t\u00a0miss \u2014 CS\u00a0101 Lectures')).toEqual(tokenize("Don't miss - CS 101 Lectures"));
    expect(tokenize('~tanaka/k\u014dgi')).toEqual(['tanaka', 'kogi']);
  });
});

describe('extractLinks: pages that forward or embed', () => {
  it('a meta refresh of ≤ 5 s is a forwarding link (first, flagged); a slower one is a plain link; a page refreshing itself is none', () => {
    const fwd = parseHtml(`<html><head><meta http-equiv="Refresh" content="0;\n URL='/cs/new/'"></head><body><a href="/x.html">Old page</a></body></html>`, 'http://a.edu/cs/');
    expect(extractLinks(fwd, 0, 1).map((l) => [l.url, l.refresh ?? false])).toEqual([
      ['http://a.edu/cs/new/', true],
      ['http://a.edu/x.html', false],
    ]);
    const slow = parseHtml(`<html><head><meta http-equiv="refresh" content="300; url=/news/"></head><body></body></html>`, 'http://a.edu/');
    expect(extractLinks(slow, 0, 1).map((l) => [l.url, l.refresh ?? false])).toEqual([['http://a.edu/news/', false]]);
    const self = parseHtml(`<html><head><meta http-equiv="refresh" content="60"></head><body></body></html>`, 'http://a.edu/');
    expect(extractLinks(self, 0, 1)).toEqual([]);
    for (const content of ['5', '0.5', ' 10 ; '])
      expect(extractLinks(parseHtml(`<html><head><meta http-equiv="refresh" content="${content}"></head><body></body></html>`, 'http://a.edu/'), 0, 1)).toEqual([]);
    const bare = parseHtml(`<html><head><meta http-equiv="refresh" content="URL=/moved/"></head><body></body></html>`, 'http://a.edu/');
    expect(extractLinks(bare, 0, 1).map((l) => [l.url, l.refresh ?? false])).toEqual([['http://a.edu/moved/', true]]);
  });
  it('an iframe (dropped from the tree: no page text) is a link after the page\'s own; script URLs are not', () => {
    const t = parseHtml(`<html><body><iframe src="schedule.html"></iframe><iframe src="javascript:void(0)"></iframe><a href="/cs101/">CS 101</a></body></html>`, 'http://a.edu/c/');
    expect(t.nodes.some((n) => n.tag === 'iframe')).toBe(false);
    expect(extractLinks(t, 0, 1).map((l) => l.url)).toEqual(['http://a.edu/cs101/', 'http://a.edu/c/schedule.html']);
  });
});

describe('extractLinks', () => {
  const html = `<html><head><title>CS Courses</title></head><body>
    <h2>Undergraduate courses</h2>
    <ul><li>Spring term: <a href="/~ada/cs336/">CS 336 Analysis of Programs</a> taught by Ada</li>
    <li><a href="news.html"><img src="n.gif" alt="News"></a></li>
    <li><a href="mailto:x@a.edu">mail</a> <a href="#top">top</a></li></ul></body></html>`;
  const tree = parseHtml(html, 'http://www.cs.a.edu/courses/index.html');
  const links = extractLinks(tree, 0.7, 2);

  it('keeps http(s) links once, resolved and canonical', () => {
    expect(links.map((l) => l.url)).toEqual(['http://www.cs.a.edu/~ada/cs336/', 'http://www.cs.a.edu/courses/news.html']);
  });
  it('has anchor, URL, extension, heading, title and DOM-offset features', () => {
    const k = new Set(links[0].keys);
    for (const key of ['a:analysi', 'a:program', 'a:code', 'u:~', 'u:cs', 'u:#3', 'ux:dir', 'u:code', 'h:undergraduate', 't:course', 'o-1:term', 'o-1:spr', 'o-2:undergraduate', 'o+1:taught', 'o:ada'])
      expect(k.has(key), key).toBe(true);
    // d counts text leaves, |d| ≤ 5: the heading is two leaves before the link
    expect(k.has('o-2:spr')).toBe(false);
    expect([...k].some((x) => /^o[-+]([6-9]|\d\d):/.test(x))).toBe(false);
  });
  it('uses img alt as anchor text and carries the numeric features', () => {
    expect(links[1].keys).toContain('a:new');
    expect(links[1].keys).toContain('ux:html');
    expect(links[0].num).toEqual([0.7, 2, 'analysi program'.length + 'cs #3 '.length, 2, 1]);
  });
});

describe('urlFeatureKeys', () => {
  const keys = (u: string) => {
    const out = new Set<string>();
    urlFeatureKeys(u, out);
    return out.has('u:code');
  };
  it('a course code in the path is u:code; a year standing as a date is not', () => {
    expect(['/~ada/cs414.html', '/courses/cs2110/2019fa/', '/fall2019/cs604/', '/15-213/'].map((p) => keys(`http://u.edu${p}`))).toEqual([true, true, true, true]);
    expect(['/news/2019/award-3', '/events/2020-03-14/talk', '/blog/news-2019', '/about/'].map((p) => keys(`http://u.edu${p}`))).toEqual([false, false, false, false]);
  });
});

describe('courseCues', () => {
  it('scores a course page well above a people page', () => {
    const course = courseCues(parseHtml(coursePage('CS 101', 'Intro'), 'http://a.edu/cs101/'));
    const people = courseCues(parseHtml('<html><head><title>Faculty</title></head><body><h1>Faculty</h1><p>Ada, Bob</p></body></html>', 'http://a.edu/p/'));
    expect(course).toBeGreaterThanOrEqual(0.6);
    expect(people).toBe(0);
  });

  it('reads a code with a credit-and-campus suffix (`CSC263H5`, `MAT137Y1`) as a code, not a word', () => {
    const titled = (t: string) => courseCues(parseHtml(`<html><head><title>${t}</title></head><body><p>Hello.</p></body></html>`, 'https://a.ca/'));
    expect(['CSC263H5: Data Structures', 'MAT137Y1 Calculus', 'CSC263: Data Structures', 'ABC263H55 Data', 'Timetable AY1920S2'].map(titled)).toEqual([0.35, 0.35, 0.35, 0, 0]);
  });

  const german = `<html><head><title>Verteilte Systeme (Sommersemester 2020) - Betriebssysteme</title></head><body><h1>Verteilte Systeme</h1>
<p>Die Vorlesung findet mittwochs statt. Die Übungsblätter werden jede Woche im ILIAS veröffentlicht und sind bis Montag abzugeben. Die Klausur ist am 28. Juli; die Anmeldung zur Prüfung erfolgt über das Campusportal. Sprechstunde nach Vereinbarung. Voraussetzungen: Betriebssysteme. Die Folien und das Skript stehen vor jeder Vorlesung zum Download bereit, und die Literatur ist in der Bibliothek für alle Studierenden verfügbar.</p></body></html>`;
  it('reads a course page\'s words in German too (Vorlesung, Übungsblätter, Klausur — `\\b` missed Ü)', () => {
    expect(courseCues(parseHtml(german, 'http://a.de/Lehre/SS20/VS/'))).toBeGreaterThanOrEqual(0.6);
    const staff = `<html><head><title>Mitarbeiter - Lehrstuhl für Betriebssysteme</title></head><body><h1>Mitarbeiter</h1><p>Prof. Dr. Ada Weber, Dr. Bob Braun, Cyd Klein. Die Sprechstunde ist am Dienstag.</p></body></html>`;
    expect(courseCues(parseHtml(staff, 'http://a.de/team/'))).toBeLessThan(0.2);
  });
  it('reads an Italian course page named by its title alone (no code) by its own words, and an Italian privacy page not', () => {
    const italian = `<html><head><title>Basi di Dati – A.A. 2019/2020</title></head><body><h1>Basi di Dati</h1>
<p>Docente: Massimo Santoro. CFU 12, secondo semestre. Le lezioni si svolgono il lunedì e il giovedì in Aula B; il registro delle lezioni e il materiale didattico sono pubblicati su questa pagina dopo ogni lezione. L'esame consiste in una prova scritta e in una prova orale facoltativa; sono previste due prove intermedie per chi frequenta il corso. Ricevimento studenti su appuntamento, per email, nello studio del docente al secondo piano dell'edificio.</p></body></html>`;
    const tree = parseHtml(italian, 'https://www.di.u.it/it/didattica/insegnamenti/2019-2020/basi-di-dati');
    expect(isEnglish(tree)).toBe(false);
    expect(courseCues(tree)).toBe(0.6);
    const privacy = `<html><head><title>Informativa privacy | Dipartimento di Informatica</title></head><body><h1>Informativa privacy</h1>
<p>Il Dipartimento tratta i dati personali degli utenti del sito nel rispetto del regolamento europeo. I dati sono conservati per il tempo necessario e non sono comunicati a terzi, salvo obblighi di legge. Per esercitare i diritti previsti è possibile scrivere al responsabile della protezione dei dati dell'Ateneo, che risponde entro trenta giorni dalla richiesta, anche per email.</p></body></html>`;
    expect(courseCues(parseHtml(privacy, 'https://www.di.u.it/it/privacy'))).toBe(0);
  });

  it('reads a Russian course page by its words (inflected forms counted once), and a Russian page is not English', () => {
    const russian = `<html><head><title>Основы программирования 2019/2020</title></head><body><h1>Основы программирования</h1>
<p>Лекции читаются по четвергам, семинары проходят по вторникам. Домашние задания публикуются на этой странице, срок сдачи указан в каждом задании. В середине семестра будет контрольная работа и коллоквиум, в конце семестра экзамен. Итоговая оценка вычисляется по формуле, лекции и семинары посещать обязательно. Преподаватель: И. И. Иванов, ассистенты: П. Петров.</p></body></html>`;
    const tree = parseHtml(russian, 'https://wiki.cs.u.ru/index.php/Основы_программирования_2019/2020');
    expect(isEnglish(tree)).toBe(false);
    // words: лекци, семин, домаш, срок , контр, колло, экзам, итого, препо, ассис → 0.45 (capped); no title word
    expect(courseCues(tree)).toBe(0.45);
    const news = `<html><head><title>Новости - Факультет компьютерных наук</title></head><body><h1>Новости</h1><p>Открыт набор на программы магистратуры. День открытых дверей пройдёт в субботу в главном здании университета, приглашаем всех абитуриентов и их родителей.</p></body></html>`;
    expect(courseCues(parseHtml(news, 'https://cs.u.ru/news/'))).toBe(0);
  });

  it('reads a Polish course page by its words (inflected forms counted once)', () => {
    const polish = `<html><head><title>Algorytmy i struktury danych 2019/2020</title></head><body><h1>Algorytmy i struktury danych</h1>
<p>Wykład odbywa się we wtorki, ćwiczenia w czwartki. Listy zadań publikowane są co tydzień; zadania domowe należy oddać przed ćwiczeniami. Kolokwium w połowie semestru, egzamin w sesji. Warunki zaliczenia: ocena z ćwiczeń i egzaminu. Konsultacje: środa 12-14. Wykłady prowadzi dr Jan Kowalski. Materiały do wykładu są dostępne na tej stronie, a oceny z kolokwium będą ogłoszone przez system, który jest także używany do zapisów na zajęcia. Studenci, którzy nie zaliczą kolokwium, będą mogli pisać poprawę w styczniu.</p></body></html>`;
    const tree = parseHtml(polish, 'https://ii.u.edu.pl/~kowalski/dydaktyka/2019z/aisd/');
    expect(isEnglish(tree)).toBe(false);
    // wykła, ćwicz, listy, zadan, kolok, egzam, warunki zaliczenia, konsu → 0.45 (capped); `zajęcia`-less title
    expect(courseCues(tree)).toBe(0.45);
    // a page of lists (dates, rooms, nouns) with no common word: its accented words say it is not English
    const items = Array.from({ length: 14 }, (_, i) => `<li>${i + 1}.03 — Wykład: Bezpieczeństwo aplikacji, sala 119, ćwiczenia</li>`).join('');
    expect(isEnglish(parseHtml(`<html><body><h1>Harmonogram wykładów</h1><ul>${items}</ul></body></html>`, 'https://u.edu.pl/'))).toBe(false);
    const english = Array.from({ length: 14 }, (_, i) => `<li>Lecture ${i + 1}: sorting and searching algorithms, taught by José in the room of the new building</li>`).join('');
    expect(isEnglish(parseHtml(`<html><body><h1>Schedule</h1><ul>${english}</ul></body></html>`, 'https://u.edu/'))).toBe(true);
  });

  it('reads a date or an event\'s year as no course code (`20 marzo 2020`, `Code Week 2019`), a term and an academic year still as one', () => {
    const titled = (t: string) => courseCues(parseHtml(`<html><head><title>${t}</title></head><body><p>Hello.</p></body></html>`, 'https://a.it/'));
    expect(['Sessione di laurea – 20 marzo 2020', 'Il Dipartimento alla Code Week 2019', 'News, March 2020', 'Course list 2019-20', 'COMP 2012 Compilers'].map(titled)).toEqual([0, 0, 0, 0.5, 0.35]);
  });

  it('reads a Japanese course page by its own words (講義資料, 課題, 提出期限, 期末試験 between letters), as a page not in English', () => {
    const japanese = `<html><head><title>アルゴリズムとデータ構造（2019年度 後期）｜田中研究室｜情報工学科</title></head><body><h1>アルゴリズムとデータ構造</h1>
<p>本講義では基本的なアルゴリズムとデータ構造を学ぶ。第3回講義資料を掲載しました。レポート課題は毎週出題し、提出期限は次回の講義の前日とする。成績評価は期末試験とレポートによる。教科書は指定しない。オフィスアワーは水曜日の昼休み。</p></body></html>`;
    const tree = parseHtml(japanese, 'https://www.cs.u.ac.jp/~tanaka/lecture/2019/algo/');
    expect(isEnglish(tree)).toBe(false);
    expect(courseCues(tree)).toBe(0.6);
    // the lab is the site the page belongs to, not what it is about
    const lab = `<html><head><title>田中研究室</title></head><body><h1>田中研究室</h1><p>当研究室ではアルゴリズムの研究を行っています。メンバー、研究業績、アクセスはこちら。</p></body></html>`;
    expect(courseCues(parseHtml(lab, 'https://www.cs.u.ac.jp/~tanaka/'))).toBe(0);
  });

  it('reads a course page in Swedish by its own words, as a page not in English', () => {
    const swedish = `<html><head><title>Programmeringsteknik (kurswebb VT 2020)</title></head><body><h1>Programmeringsteknik</h1>
<p>Kursen ges under period 3. Föreläsningar är på måndagar och onsdagar, och övningar på fredagar. Laborationerna redovisas i datorsalen och inlämningsuppgifter lämnas in i Canvas. Tentamen är den 16 mars; anmälan till tentamen görs i Ladok. Kursansvarig och examinator är Eva Sjöberg. Det finns en kontrollskrivning i vecka 5 som ger bonuspoäng till tentamen. Kurslitteraturen finns på biblioteket och kan lånas av alla som är registrerade på kursen. Om du har frågor om kursen kan du kontakta kursansvarig via e-post, och svar kommer inom två dagar. Vi ses på första föreläsningen!</p></body></html>`;
    const tree = parseHtml(swedish, 'https://people.u.se/~evasj/prgi20/');
    expect(isEnglish(tree)).toBe(false);
    expect(courseCues(tree)).toBeGreaterThanOrEqual(0.6);
  });
  it('reads a short lead line opening with a course code and a year as the page\'s subtitle (a page titled by its topic alone)', () => {
    const page = (lead: string, nav = '') => `<html><head><title>Theory of Computation</title></head><body><nav>${nav}</nav><main><p>${lead}</p><h2>Lectures</h2><ol><li>Introduction [pdf]</li><li>Automata [pdf]</li></ol><ul><li>Exams and past papers</li></ul></main></body></html>`;
    const u = 'https://users.u.ac.uk/~kkp/cs207/1011/';
    const none = courseCues(parseHtml(page('Welcome to the module.'), u));
    expect(none).toBeCloseTo(0.33, 5);
    for (const lead of ['CS-207 · 2010/11 · Semester 2', 'COMP2011 2019/20', '— CS 2110, Fall 2019']) expect([lead, courseCues(parseHtml(page(lead), u))]).toEqual([lead, expect.closeTo(0.68, 5)]);
    // mentioning a course is no subtitle, nor is a sentence, a report's number, a code without a year, or a menu's line
    for (const lead of ['Currently teaching CS 2110 in Fall 2019.', 'In 1993, the School moved.', 'CS 294 and EE 290 are special topics courses whose content changes every term, since 2015 at least.', 'TR2019-039. 2019.', 'CS-207 · Semester 2'])
      expect([lead, courseCues(parseHtml(page(lead), u))]).toEqual([lead, expect.closeTo(0.33, 5)]);
    expect(courseCues(parseHtml(page('Welcome.', '<p>CS 2110 Fall 2019</p>'), u))).toBeCloseTo(0.33, 5);
  });

  it('reads a UK module page\'s words (tutorial sheets, marking scheme, module handbook) as a course page\'s', () => {
    const uk = `<html><head><title>Theory of Computation</title></head><body><p>CS-207 · 2012/13 · Semester 2</p><h2>Lectures</h2><ol><li>Introduction</li><li>Concurrency</li></ol>
<h2>Coursework</h2><p>Tutorial sheet 1. Coursework 1 is due in week 6; the marking scheme is in the module handbook. Past exam papers are on Moodle.</p></body></html>`;
    // before: only `Lectures` in a heading and `lecture`, `exam` in the text (0.33)
    expect(courseCues(parseHtml(uk, 'https://users.u.ac.uk/~kkp/cs207/1213/'))).toBeGreaterThanOrEqual(0.6);
    const staff = `<html><head><title>Katie Pearce | School of Computing Science</title></head><body><h1>Katie Pearce</h1><p>Senior Lecturer. Research in concurrency and verification.</p></body></html>`;
    expect(courseCues(parseHtml(staff, 'https://www.cs.u.ac.uk/people/katie-pearce/'))).toBe(0);
    // a UK school's menus name coursework and practicals on every page: no course cue
    const chrome = `<html><head><title>Katie Pearce | School of Computing Science</title></head><body><ul><li><a href="/practicals/">Practicals</a></li><li>Coursework deadlines</li></ul><h1>Katie Pearce</h1><p>Research in concurrency.</p></body></html>`;
    expect(courseCues(parseHtml(chrome, 'https://www.cs.u.ac.uk/people/katie-pearce/'))).toBe(0);
  });
  it('does not hold the faculty\'s name in a title\'s later part against a page (the site it belongs to)', () => {
    const seminar = (title: string) => courseCues(parseHtml(`<html><head><title>${title}</title></head><body><h1>Visual Analytics</h1><p>Slides are uploaded before each lecture. Topics and readings below.</p></body></html>`, 'https://a.de/en/chairs/tcs/teaching/sose20/vis/'));
    const plain = seminar('Proseminar: Visual Analytics - TU Rheinfeld');
    expect(plain).toBeGreaterThan(0.25);
    expect(seminar('Proseminar: Visual Analytics - Faculty of Computer Science - TU Rheinfeld')).toBe(plain);
    expect(seminar('Proseminar: Visuelle Analyse (Sommersemester) | Fakultät für Informatik')).toBe(plain);
    // the page's own name still counts: the faculty's list of its people is no course page
    expect(seminar('Faculty - Faculty of Computer Science - TU Rheinfeld')).toBeLessThan(seminar('Overview - Faculty of Computer Science - TU Rheinfeld'));
  });
  it('reads a wiki page titled by its page id by its last segment: the course number is the namespace it is filed in', () => {
    const wiki = (title: string, h1: string) =>
      courseCues(parseHtml(`<html><head><title>${title}</title></head><body><h1>${h1}</h1><p>Grading scripts and the autograder's setup.</p></body></html>`, 'https://a.edu/wiki/doku.php?id=x'));
    // `setup` filed under courses:cse590 — the code and `courses` no longer count; the body's one course word does
    expect(wiki('courses:cse590:setup [State CSE Support Wiki]', 'setup')).toBeCloseTo(0.09, 5);
    expect(wiki('cse590 setup [State CSE Support Wiki]', 'setup')).toBeCloseTo(0.44, 5);
    // a course's wiki page with its own heading keeps the heading's code
    expect(wiki('lehre:ss20:cse590:start [Chair wiki]', 'CSE 590: Compilers')).toBeCloseTo(0.44, 5);
    // a title with a colon and spaces is no page id
    expect(wiki('CS 590: Compilers [Spring 2020]', 'Compilers')).toBeGreaterThanOrEqual(0.44);
  });
  it('tells a page in another language from English, and a list of names and dates from neither', () => {
    expect(isEnglish(parseHtml(german, 'http://a.de/Lehre/SS20/VS/'))).toBe(false);
    expect(isEnglish(parseHtml(coursePage('CS 101', 'Intro').replace('<p>', `<p>${'The lectures are on Monday and the homework is due in the week after. '.repeat(6)}`), 'http://a.edu/cs101/'))).toBe(true);
    const roster = `<html><body><table>${Array.from({ length: 30 }, (_, i) => `<tr><td>Ada${i} Lovelace${i}</td><td>Room ${i}</td><td>2020-03-${(i % 28) + 1}</td></tr>`).join('')}</table></body></html>`;
    expect(isEnglish(parseHtml(roster, 'http://a.edu/roster.html'))).toBe(true);
  });
  it('lets strong course cues (a code, a term, course words) outweigh a low classifier score', () => {
    const stub = { courseProbability: () => 0.36 } as unknown as ConstructorParameters<typeof Critic>[0];
    const strong = parseHtml(coursePage('CS 101', 'Intro, Fall 2019'), 'http://a.edu/cs101/');
    expect(courseCues(strong)).toBeGreaterThanOrEqual(0.9);
    expect(new Critic(stub, 0.5).judge(strong).prob).toBeCloseTo(0.8, 5);
    // weaker cues: the classifier still weighs 0.6
    const weak = parseHtml('<html><head><title>CS 101</title></head><body><p>Welcome. Office hours on Tuesday.</p></body></html>', 'http://a.edu/cs101/');
    expect(courseCues(weak)).toBeLessThan(0.9);
    expect(new Critic(stub, 0.5).judge(weak).prob).toBeCloseTo(0.6 * 0.36 + 0.4 * Math.min(1, courseCues(weak) / 0.6), 5);
  });
  it('leaves the (English-trained) page classifier out of the verdict on a page in another language', () => {
    const stub = { courseProbability: () => 0.01 } as unknown as ConstructorParameters<typeof Critic>[0];
    const v = new Critic(stub, 0.5).judge(parseHtml(german, 'http://a.de/Lehre/SS20/VS/'));
    expect(v.classifier).toBeNaN();
    expect(v.prob).toBe(1);
    const english = '<html><head><title>CS 101</title></head><body><p>Welcome. Office hours on Tuesday.</p></body></html>';
    expect(new Critic(stub, 0.5).judge(parseHtml(english, 'http://a.edu/cs101/')).prob).toBeLessThan(0.5);
  });
});

describe('Critic: a course catalogue\'s entry is not the course\'s page', () => {
  const entry = (title: string) =>
    `<html><head><title>${title}</title></head><body><h1>CS 229: Networks</h1><p>Prerequisites: CS 129. Lectures, homework and a final exam; office hours by the instructor.</p><h2>Course websites</h2><ul><li><a href="http://courses.a.edu/fall2019/cs229/">Fall 2019</a></li></ul></body></html>`;
  const critic = new Critic(undefined, 0.5);

  it('caps a catalogue entry (by title or URL) below the threshold, also after extraction yield; the same page elsewhere passes', () => {
    const course = parseHtml(entry('CS 229: Networks'), 'http://a.edu/~ada/cs229/');
    const byTitle = parseHtml(entry('CS 229: Networks | Course Catalog'), 'http://a.edu/academics/courses/cs-229');
    const byPath = parseHtml(entry('CS 229: Networks'), 'http://a.edu/catalog/cs-229');
    const bulletin = parseHtml(entry('CS 229 | University Bulletin'), 'http://a.edu/x/cs-229');
    const handbook = parseHtml(entry('COMP4272 Performance Modelling - Handbook'), 'https://handbook.a.ac.uk/2019/undergraduate/courses/COMP4272');
    const calendar = parseHtml(entry('CSC490H1: Capstone Design Project | Academic Calendar 2019-2020'), 'https://calendar.a.ca/course/csc490h1');
    // a course's own calendar of dates is no catalogue
    const dates = parseHtml(entry('CS 229: Networks - Calendar'), 'http://a.edu/~ada/cs229/calendar.html');
    expect([course, byTitle, byPath, bulletin, handbook, calendar, dates].map(isCatalogPage)).toEqual([false, true, true, true, true, true, false]);
    const v = critic.judge(course);
    expect(v.prob).toBeGreaterThanOrEqual(0.5);
    expect(v.catalogEntry).toBeUndefined();
    expect(critic.withYield(v, 12)).toBeGreaterThanOrEqual(0.5);
    for (const t of [byTitle, byPath, bulletin, handbook, calendar]) {
      const c = critic.judge(t);
      expect([c.prob, c.cap, critic.withYield(c, 12)]).toEqual([0.45, 0.45, 0.45]);
      // one that reads as a course page says so (its linking page's directory is credited, not the apprentice taught)
      expect(c.catalogEntry).toBe(true);
    }
  });

  it('tells a schedule of classes\' entry by the system\'s name after the class\'s own; a course naming its schedule first is not one', () => {
    const roster = ['CS 4700 Foundations of Artificial Intelligence | Class Roster | Lakeshore University', 'COMPSCI 61A LEC 001 | Class Schedule', 'CSE 331 Software Design - Time Schedule', 'Informatik II – Vorlesungsverzeichnis'];
    for (const t of roster) expect([t, isClassSchedulePage(parseHtml(entry(t), 'https://classes.u.edu/browse/roster/FA19/class/CS/4700/'))]).toEqual([t, true]);
    for (const t of ['Class Schedule | CS 2110 Fall 2019', 'Schedule - CS 229: Networks', 'CS 229: Networks', 'Class Roster']) expect([t, isClassSchedulePage(parseHtml(entry(t), 'https://u.edu/cs229/'))]).toEqual([t, false]);
  });

  it('caps a term\'s exam timetable as a catalogue (its rows read as records), a course\'s exam page included', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><p>Lectures, homework, exams, office hours, syllabus, grading.</p></body></html>`;
    for (const t of ['Final Exam Schedule: Fall 2019 | Office of the Registrar', 'Examination timetable: may 2020 | The University of Northbridge', 'Prüfungsplan SS 2020 – Campus-Portal', "Spring '97 Evening Prelim Exam Schedule", 'Calendario de exámenes 2019-2020 - Universidad de Almenara', 'Расписание экзаменов, весна 2020']) {
      const v = critic.judge(parseHtml(page(t), 'https://registrar.u.edu/x/'));
      expect([t, v.cap, critic.withYield(v, 100)]).toEqual([t, 0.45, 0.45]);
    }
    // a course's page about its exams, or a course's home naming its exam, is not a timetable
    for (const t of ['Exams | Quantum Physics II | MIT OpenCourseWare', 'CS 101: Final exam and grading']) expect([t, critic.judge(parseHtml(page(t), 'https://u.edu/cs101/')).cap]).toEqual([t, 1]);
  });

  it('caps a course evaluation\'s report as a catalogue; a course named by its evaluation topic is not one', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><p>Lectures, homework, exams, office hours, syllabus, grading.</p></body></html>`;
    for (const t of ['CSC311H1 Fall 2019 — Chloé Rossi - Course Evaluations', 'Evaluation results: Compiler Construction (Winter term 2019/20) - Faculty of Computer Science', 'Teaching evaluation Winter term 2019/20', 'Lehrevaluation WS 2019/20', 'CS 61B Spring 2020 | Student Survey Results', 'Feedback: CS444 Software Engineering (Spring 2017) | Academic Office']) {
      const v = critic.judge(parseHtml(page(t), 'https://evals.u.edu/report/1'));
      expect([t, v.cap, critic.withYield(v, 100)]).toEqual([t, 0.45, 0.45]);
    }
    for (const t of ['CS 547: Performance Evaluation of Computer Systems', 'ECE 590 Evaluation of Machine Learning Systems (Fall 2019)', 'CS 101: feedback on assignment 2']) expect([t, critic.judge(parseHtml(page(t), 'https://u.edu/cs547/')).cap]).toEqual([t, 1]);
  });

  it('takes a wiki\'s page for a course page only when extraction finds records in it', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>CSE 590</h1><p>Lectures, homework, exams, office hours, syllabus, grading.</p></body></html>`;
    const wiki = ['courses:cse590:setup [State CSE Support Wiki]', 'Room 330 - ISG Wiki', 'Algorithmen I – Tutorenwiki SS 2020 - Algorithmen I – Tutorenwiki SS 2020', 'CSE 590 | CS Wiki'];
    for (const t of wiki) {
      const v = critic.judge(parseHtml(page(t), 'https://wiki.u.edu/x'));
      expect([t, v.wiki, v.prob >= 0.5, critic.withYield(v, 0), critic.withYield(v, 6) >= 0.5]).toEqual([t, true, true, 0.45, true]);
      // it read as a course page: the crawler damps its space's pages as a course's subpages
      expect([critic.wikiWithoutRecords(v, 0), critic.wikiWithoutRecords(v, 6)]).toEqual([true, false]);
    }
    // a page about wikis, or one naming a wiki first, is no wiki's page
    for (const t of ['Wikis in the classroom - CSE 590', 'CS Wiki', 'CSE 590: Wikipedia and the Web']) expect([t, critic.judge(parseHtml(page(t), 'https://u.edu/x')).wiki]).toEqual([t, undefined]);
  });

  it('caps a software forge\'s or build server\'s page far below the threshold, however much it reads like the course', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>CSE 341</h1><p>Lectures, homework, exams, office hours, syllabus, grading.</p></body></html>`;
    const forge = [
      'cv / bv-ss2019-uebungen · GitLab',
      'Blatt 3 (#4) · Issues · bv-ss2019-uebungen · GitLab',
      'cse341-autograder [Jenkins]',
      'cs61a/hw03 at master · ucb/cs61a · GitHub',
      '⚓ T1895 eecs149-sp19: website deploy failing for EECS 149',
      'Builder cs88-autograder Build #294',
      'Builder cs88-autograder',
      'cs88-autograder - Buildbot',
      'Segnalazioni - Redmine DI',
    ];
    expect(forge.map((t) => isForgePage(parseHtml(page(t), 'https://git.u.edu/x')))).toEqual(forge.map(() => true));
    for (const t of forge) expect(critic.judge(parseHtml(page(t), 'https://git.u.edu/x'))).toMatchObject({ prob: FORGE_CAP, forge: true });
    // a course about the tools is a course
    for (const t of ['CSE 391: Intro to Git and GitHub', 'CS 4530 Software Engineering', 'Builder of Worlds: CS 378 Game Design'])
      expect([t, isForgePage(parseHtml(page(t), 'https://u.edu/cse391/'))]).toEqual([t, false]);
    // a repository's file, commit or issue by GitLab's route alone: a raw README has no title
    const raw = '<html><body><pre># ID2203 VT20\nLectures, labs, exam, deadline, syllabus.</pre></body></html>';
    for (const u of ['https://gitlab.u.se/courses/id2203-vt20/-/raw/master/README.md', 'https://git.u.de/sec/krypto/-/blob/master/content/_index.md', 'https://git.u.de/sec/krypto/-/commit/4f2a9c1', 'https://git.u.de/sec/krypto/-/issues?state=all'])
      expect([u, critic.judge(parseHtml(raw, u))]).toMatchObject([u, { prob: FORGE_CAP, forge: true }]);
    expect([isForgeUrl('https://git.u.de/sec/krypto/-/wikis/home'), isForgeUrl('https://git.u.de/sec/krypto/-/tree')]).toEqual([true, true]);
    // Liferay's friendly URLs use `/-/` too; a course site hosted by GitLab Pages has no route
    for (const u of ['https://www.u.es/es/etsinf/noticias/-/noticia/29900/recomendaciones', 'https://www.u.es/web/asignaturas/-/asset_publisher/x', 'https://courses.u.se/id2203/vt20/', 'https://u.edu/cs-/raw/'])
      expect([u, isForgeUrl(u)]).toEqual([u, false]);
  });

  it('caps a site search\'s results page naming a course below the threshold; a course about search is not one', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>CSE 142</h1><p>Lectures, homework, exams, office hours, syllabus, grading.</p></body></html>`;
    for (const t of ['Search results for “cse 142” | State CSE', 'Suchergebnisse - Fakultät', 'Risultati della ricerca | Dipartimento di Informatica'])
      expect([t, critic.judge(parseHtml(page(t), 'https://u.edu/search?q=cse+142')).prob]).toEqual([t, CATALOG_CAP * 0.5]);
    expect(critic.judge(parseHtml(page('CSE 142: Search Engines'), 'https://u.edu/cse142/')).prob).toBeGreaterThan(0.5);
  });

  it('caps a dated article (news, blog post, list message) that names a course; a term in the path is not a date', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><p>Lectures, homework, exams, office hours, syllabus.</p></body></html>`;
    const dated = ['http://a.edu/news/2020/05/14/cse-488-posters', 'http://a.edu/cse-481/2020/02/welcome/', 'http://lists.a.edu/pipermail/grads/2019-August/001219.html', 'http://a.edu/events/2019-10/talk'];
    // academic years (`2011-12`, `2008_09`) are terms; `2011-12/05` after one is still a date
    const terms = ['http://a.edu/fall2019/cs229/', 'http://a.edu/2019/fall/cs229/', 'http://a.edu/cse331/20wi/', 'http://a.edu/courses/2019-01-cs101/', 'http://a.edu/teaching/2011-12/cs229/', 'http://a.edu/modules/inf1/2008_09/', 'http://a.ca/~csc148h/2018-09/', 'http://a.ca/~csc148h/2019_01/lectures.html', 'http://a.ac.jp/~ito/class/2006-2/compiler.html', 'http://a.ac.kr/~kim/2019-1/'];
    // a year and month right below a course's directory is the term its offering started, a day below it a date
    expect([...dated, 'http://a.edu/teaching/2011-12/news/2012/05/x', 'http://a.ca/~csc148h/2019-01-14/'].map((u) => isDatedArticle(parseHtml(page('CSE 488 students present posters'), u)))).toEqual([true, true, true, true, true, true]);
    // a page below a news section, filed by year or slug alone, is an article too; the section's index is not
    const news = ['http://a.edu/news/2020/record-enrollment-for-cs-261-in-spring-2020', 'http://a.edu/blog/cs229-is-back', 'http://a.edu/de/aktuelles/klausur-info-1/', 'http://a.edu/news/'];
    expect(news.map((u) => isDatedArticle(parseHtml(page('Record enrollment for CS 261'), u)))).toEqual([true, true, true, false]);
    // Spanish and Valencian news of a Liferay site (`/noticias/-/noticia/29901/…`), its news index with facets not
    const liferay = ['https://www.u.es/es/etsinf/noticias/-/noticia/29901/suspension-de-la-actividad-docente', 'https://www.u.es/va/etsinf/noticies/-/noticia/29900/recomanacions', 'https://www.u.es/es/etsinf/noticias?categoria=docencia'];
    expect(liferay.map((u) => isDatedArticle(parseHtml(page('Estudiantes de la ETSINF ganan el SWERC 2019'), u)))).toEqual([true, true, false]);
    expect(terms.map((u) => isDatedArticle(parseHtml(page('CS 229'), u)))).toEqual(terms.map(() => false));
    // a WordPress post or date archive by its plain permalink, where the page says it is WordPress's; a page (`page_id`) is none
    const wp = (generator: string, bodyClass = 'home blog') => `<html><head><meta name="generator" content="${generator}"><title>【休講】12月11日(水) 3限「オペレーティングシステム」</title></head><body class="${bodyClass}"><p>講義、課題、期末試験。</p></body></html>`;
    expect(['https://u.ac.jp/kyoumu/?p=940', 'https://u.ac.jp/kyoumu/?m=201912', 'https://u.ac.jp/kyoumu/?page_id=238'].map((u) => isDatedArticle(parseHtml(wp('WordPress 4.9.13'), u)))).toEqual([true, true, false]);
    expect(isDatedArticle(parseHtml(wp('Hugo 0.68'), 'https://u.edu/gallery/?p=2'))).toBe(false);
    expect(isDatedArticle(parseHtml(wp('', 'post-template-default single single-post postid-940'), 'https://u.edu/blog/cs101-party/'))).toBe(true);
    // a month padded or followed by its day is still a date
    expect(['http://a.edu/news/2019-02/', 'http://a.edu/news/2019-2-14/x'].map((u) => isDatedArticle(parseHtml(page('CS 229'), u)))).toEqual([true, true]);
    // a site addressed by query says where a page lies in its breadcrumb trail
    const crumbs = (trail: string) => `<html><head><title>Notice: change of slot for CS 695</title></head><body><ul class="breadcrumb"><li><a href="/">Home</a></li><li>${trail}</li></ul><p>Lectures, quizzes.</p></body></html>`;
    const joomla = 'https://www.cse.u.ac.in/index.php?option=com_content&view=article&id=1597&Itemid=130';
    expect(['News', 'Announcements', 'Courses</li><li>CS 695'].map((t) => isDatedArticle(parseHtml(crumbs(t), joomla)))).toEqual([true, true, false]);
    // a French theme calls its trail `ariane` (SPIP, K-Sup); a class that merely contains the letters does not count
    const spip = (cls: string) => `<html><head><title>Nuit de l'Info 2018</title></head><body><div class="${cls}"><a href="./">Accueil</a> &gt; <a href="spip.php?rubrique5">Actualités</a> &gt; <strong>Nuit de l'Info 2018</strong></div><p>CM, TD.</p></body></html>`;
    expect(['ariane', 'fil_ariane', 'arbo', 'arborescence'].map((c) => isDatedArticle(parseHtml(spip(c), 'http://www.info.u.fr/spip.php?breve358')))).toEqual([true, true, true, false]);
    expect(critic.judge(parseHtml(page('CSE 488: Capstone'), dated[0])).prob).toBe(0.45);
    expect(critic.judge(parseHtml(page('CSE 488: Capstone'), terms[0])).prob).toBeGreaterThan(0.5);
  });

  it('caps a login page naming a course below the threshold; a course page with a login box of its own text is not one', () => {
    const form = '<form action="/login" method="post"><label>User name</label><input name="u"><label>Password</label><input type="PASSWORD" name="p"><button>Log in</button></form>';
    const login = parseHtml(`<html><head><title>MarkUs — csc209-2020-01</title></head><body>${form}<p>CSC209 lectures, assignments and exams.</p></body></html>`, 'https://markus.u.ca/csc209-2020-01/');
    const words = 'Lectures are on Mondays; assignments are due on Fridays; the syllabus, office hours and the exam schedule are below. '.repeat(5);
    const home = parseHtml(`<html><head><title>CSC209: Systems Programming</title></head><body><h1>CSC209</h1><p>${words}</p>${form}</body></html>`, 'https://u.ca/~csc209h/');
    expect([isLoginPage(login), isLoginPage(home)]).toEqual([true, false]);
    expect(critic.judge(login).prob).toBe(0.45);
    expect(critic.judge(home).prob).toBeGreaterThan(0.5);
  });

  it('caps a course mailing list\'s archive index and info page below the threshold; a course page about lists is a course page', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><p>CS 1110 Fall 2019. Lectures, homework, exams, office hours, syllabus.</p></body></html>`;
    const lists: [string, string][] = [
      ['The cs1110-l Archives', 'https://lists.cs.u.edu/pipermail/cs1110-l/'],
      ['Cs1110-l Info Page', 'https://lists.cs.u.edu/mailman/listinfo/cs1110-l'],
      ['CS 1110 Fall 2019', 'https://lists.cs.u.edu/hyperkitty/list/cs1110-l@lists.cs.u.edu/'],
    ];
    for (const [t, u] of lists) expect([t, isMailingListPage(parseHtml(page(t), u)), critic.judge(parseHtml(page(t), u)).prob]).toEqual([t, true, 0.45]);
    for (const [t, u] of [['CS 1110: Mailing list archives', 'https://u.edu/cs1110/'], ['CS 1110 Fall 2019', 'https://u.edu/cs1110/lists/']])
      expect([t, isMailingListPage(parseHtml(page(t), u))]).toEqual([t, false]);
    expect(critic.judge(parseHtml(page('CS 1110 Fall 2019'), 'https://u.edu/cs1110/')).prob).toBeGreaterThan(0.5);
  });

  it('caps a timetabling system\'s week page of a module below the threshold; a module\'s own timetable page is not one', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><table><tr><th>Day</th><th>Activity</th></tr><tr><td>Fri</td><td>Lecture</td></tr><tr><td>Wed</td><td>Tutorial</td></tr></table><p>COMP3009 Spring 2020 lectures, tutorials, exams, syllabus.</p></body></html>`;
    const system: [string, string][] = [
      ['COMP3009 – week 2 (1920) - NU Timetabling', 'https://www.northbridge.ac.uk/tt/module/COMP3009?week=2'],
      ['COMP3009 Algorithms | Module Timetables', 'https://www.northbridge.ac.uk/tt/COMP3009'],
      ['COMP3009 week 2', 'https://timetable.northbridge.ac.uk/module/COMP3009?week=2&year=1920'],
    ];
    for (const [t, u] of system) expect([t, isTimetablePage(parseHtml(page(t), u)), critic.judge(parseHtml(page(t), u)).prob]).toEqual([t, true, 0.45]);
    for (const t of ['Timetable - COMP3009 Algorithms', 'COMP3009 Timetable', 'COMP3009: Algorithms (Spring 2020)'])
      expect([t, isTimetablePage(parseHtml(page(t), 'https://www.cs.northbridge.ac.uk/teaching/modules/comp3009/'))]).toEqual([t, false]);
  });

  it('caps a library\'s reading list for a module below the threshold; a module\'s own reading page and a course on libraries are not one', () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><h2>Week 1: Teams</h2><ul><li>Brooks, The Mythical Man-Month</li><li>Lecture notes and tutorial sheets</li></ul><p>COMP2013 Team Project 2019/20: lectures, coursework, assessment.</p></body></html>`;
    const library: [string, string][] = [
      ['COMP2013: Team Project | Northbridge University Library', 'https://www.northbridge.ac.uk/library/lists/comp2013'],
      ['COMP2013 Team Project | Reading Lists @ Northbridge', 'https://lists.northbridge.ac.uk/comp2013'],
      ['COMP2013: Team Project', 'https://readinglists.northbridge.ac.uk/modules/comp2013.html'],
      // a library's past exam papers per module
      ['Examination papers: COMP2013 - NBU Libraries', 'https://libportal.northbridge.ac.uk/examPapers/?code=COMP2013'],
    ];
    for (const [t, u] of library) expect([t, isLibraryPage(parseHtml(page(t), u)), critic.judge(parseHtml(page(t), u)).prob]).toEqual([t, true, 0.45]);
    for (const t of ['Reading – COMP2013 Team Project | School of Computing', 'INFO 4300: Digital Libraries | Spring 2020', 'Lecture 3 | Digital Libraries', 'Lecture 3 - Software Libraries', 'Library Science 101 (Fall 2019)'])
      expect([t, isLibraryPage(parseHtml(page(t), 'https://www.cs.northbridge.ac.uk/teaching/modules/comp2013/'))]).toEqual([t, false]);
  });

  it('leaves a verdict below the cap as it is, and "Course Description" (what instructors call their course page) alone', () => {
    const page = '<html><head><title>Networks</title></head><body><p>Prerequisites and a textbook.</p></body></html>';
    const [inCatalog, elsewhere] = [parseHtml(page, 'http://a.edu/catalog/cs-229'), parseHtml(page, 'http://a.edu/x/cs-229')].map((t) => critic.judge(t).prob);
    expect(inCatalog).toBeGreaterThan(0);
    expect(inCatalog).toBeLessThan(0.45);
    expect(inCatalog).toBe(elsewhere);
    expect(isCatalogPage(parseHtml(entry('CS 378 Course Description'), 'http://a.edu/~lavender/CS378/'))).toBe(false);
  });
});

