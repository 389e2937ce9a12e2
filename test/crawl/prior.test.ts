import { describe, expect, it } from 'vitest';
import { extractLinks, GUEST_KEY, type LinkInstance } from '../../src/crawl/features.js';
import { parseHtml } from '../../src/page/static.js';
import { codeAnchorCount, courseNumbers, linkPrior, looksLikeSubpage, namesCourseList, namesOneCourse, namesPeople, offeringsBelow, offeringUnder, otherCourseNumbers, ownPagesBelow, peopleListKind, termsOf, type PriorContext } from '../../src/crawl/prior.js';

const link = (url: string, anchor: string, keys: string[] = []): LinkInstance => ({ url, anchor, keys, num: [] });
const plain: PriorContext = { srcCourseHome: false, srcDir: 'http://u.edu/dept/', srcListing: false };

describe('link prior', () => {
  it('ranks course-number and course-word links above others', () => {
    const code = linkPrior(link('http://u.edu/~ada/cs414.html', 'CS 414'), plain);
    const word = linkPrior(link('http://u.edu/dept/teaching.html', 'Courses', ['a:cours']), plain);
    const other = linkPrior(link('http://u.edu/dept/news.html', 'News'), plain);
    expect(code).toBeGreaterThan(word);
    expect(word).toBeGreaterThan(other);
    expect(linkPrior(link('http://u.edu/~ada/15-381/', '15-381'), plain)).toBeGreaterThan(other);
    expect(linkPrior(link('http://u.edu/x/', '6.034 Artificial Intelligence'), plain)).toBeGreaterThan(other);
  });

  it("ranks an anchor naming courses' sites above one naming courses: a course list or a course's home, on 1997 and modern webs", () => {
    const word = linkPrior(link('http://u.edu/dept/x.html', 'Courses'), plain);
    for (const a of ['Class Websites', 'CS class web pages', 'Other CS course home pages', 'Course website (Spring 2019)', 'Veranstaltungsseite'])
      expect([a, linkPrior(link('http://u.edu/dept/x.html', a), plain)]).toEqual([a, a === 'Veranstaltungsseite' ? 0.4 : 0.7]);
    expect(word).toBeCloseTo(0.45, 9);
    // a course's evaluations, a catalogue: course words only
    expect(linkPrior(link('http://u.edu/dept/x.html', 'Course evaluations'), plain)).toBe(word);
    // a term's offerings are a list of this term's course sites; a course's description is not
    for (const a of ['Course offerings', 'Courses Winter 2020', 'Classes offered in the spring'])
      expect([a, linkPrior(link('https://u.ca/undergrad/courses', a), plain)]).toEqual([a, 0.7]);
    expect(linkPrior(link('https://u.ca/undergrad/courses', 'Course descriptions'), plain)).toBe(word);
  });

  it('reads a learning platform named in an anchor as a course link, as a `Courses` link is', () => {
    const word = linkPrior(link('http://u.edu/dept/teaching.html', 'Courses'), plain);
    const other = linkPrior(link('http://u.edu/dept/news.html', 'News'), plain);
    for (const a of ['Moodle', 'Canvas', 'Blackboard Learn', 'Virtual Learning Environment (VLE)']) expect([a, linkPrior(link('https://moodle.u.ac.uk/', a), plain)]).toEqual([a, word]);
    // the host alone says nothing (site-specific)
    expect(linkPrior(link('https://moodle.u.ac.uk/', 'Log in'), plain)).toBe(other);
  });

  it("raises a learning platform's course marked open to guests by an icon right after its link, and nothing else", () => {
    const listing = (icon: string, between = '') =>
      `<html><head><title>Spring 2020</title></head><body><div class="coursebox"><h3><a href="https://moodle.u.ac.in/course/view.php?id=1734">MA401-2018: Calculus</a></h3>${between}<div class="enrolmenticons">${icon}</div><ul class="teachers"><li>Teacher: Dr. R. Rao</li></ul></div></body></html>`;
    const first = (html: string) => extractLinks(parseHtml(html, 'https://moodle.u.ac.in/course/index.php?categoryid=388'), 0.3, 2)[0];
    const guest = first(listing('<i class="icon fa fa-unlock-alt" title="Guest access"></i>'));
    const enrol = first(listing('<i class="icon fa fa-sign-in" title="Self enrolment"></i>'));
    const far = first(listing('<i class="icon fa fa-unlock-alt" title="Guest access"></i>', '<p>Summer term</p><p>Three credits</p><p>Room 101</p>'));
    const lecture = first(listing('<i class="icon fa fa-user" title="Guest lecture"></i>'));
    expect([guest, enrol, far, lecture].map((l) => l.keys.includes(GUEST_KEY))).toEqual([true, false, false, false]);
    expect(first(listing('<span class="icon" aria-label="Allow guest access"></span>')).keys.includes(GUEST_KEY)).toBe(true);
    // Moodle titles the icon in the site's language; `Inscription manuelle` (manual enrolment) is no guest mark.
    for (const t of ['Accès anonyme', 'Gastzugang', 'Acceso de invitados', 'Gäståtkomst', 'ゲストアクセス', 'このコースにはゲストユーザが入ることができます', 'Inscription manuelle'])
      expect([t, first(listing(`<i class="icon fa fa-unlock" title="${t}"></i>`)).keys.includes(GUEST_KEY)]).toEqual([t, t !== 'Inscription manuelle']);
    expect(linkPrior(guest, plain)).toBeCloseTo(linkPrior(enrol, plain) + 0.25, 9);
    // the other icons' titles leave a link's features as they were
    expect(enrol.keys).toEqual(first(listing('')).keys);
  });

  it('reads a year in a URL path as a date, not a course number (news, events, blogs of a modern site)', () => {
    const other = linkPrior(link('http://u.edu/dept/news.html', 'News'), plain);
    for (const u of ['http://u.edu/news/2019/award-3', 'http://u.edu/events/2020-03-14/talk', 'http://u.edu/blog/news-2019', 'http://u.edu/news/2019.html', 'http://u.edu/news/2020/05/18/ben-kim-wins-award'])
      expect([u, linkPrior(link(u, 'Department wins award'), plain)]).toEqual([u, other]);
    // A year glued to a term or a course number outside 1950–2049 is kept.
    expect(linkPrior(link('http://u.edu/courses/cs2110/2019fa/', 'Fall'), plain)).toBeGreaterThan(other);
    expect(linkPrior(link('http://u.edu/cs/2110/', 'Object-oriented programming'), plain)).toBeGreaterThan(other);
    expect(linkPrior(link('http://u.edu/cs/2019/161/', 'Operating systems'), plain)).toBeGreaterThan(other);
  });

  it('ranks photo-gallery and image pages below other pages, unless they name a course', () => {
    const other = linkPrior(link('http://u.edu/dept/news.html', 'News'), plain);
    expect(linkPrior(link('http://photos.u.edu/albums/2019/album-3/photo-45', 'Next'), plain)).toBeLessThan(other);
    expect(linkPrior(link('http://u.edu/gallery/', 'Photo Gallery'), plain)).toBeLessThan(other);
    expect(linkPrior(link('http://u.edu/pics/IMG_1234.html', ''), plain)).toBeLessThan(other);
    expect(linkPrior(link('http://u.edu/courses/cs457/', 'CS 457 Computer Graphics and Images'), plain)).toBeGreaterThan(other);
  });

  it('keeps a course home page from pulling in its own subpages', () => {
    const home: PriorContext = { srcCourseHome: true, srcCourse: true, srcDir: 'http://u.edu/courses/cs414/', srcListing: false, srcUrl: 'http://u.edu/courses/cs414/' };
    expect(linkPrior(link('http://u.edu/courses/cs414/hw/hw1.html', 'Homework 1'), home)).toBeLessThan(0.1);
    expect(linkPrior(link('http://u.edu/courses/cs414/syllabus.html', 'Syllabus'), home)).toBeLessThan(0.1);
    // the same course number elsewhere (students' projects) is not a new course either
    expect(linkPrior(link('http://u.edu/~bob/cs414/project.html', 'CS414 project'), { ...home, srcCourseHome: false })).toBeLessThan(0.1);
    // another term's offering of the same course is a course page; from a page naming no term, it may be its own
    const offering = { ...home, srcDir: 'http://courses.u.edu/cse331/19au/', srcUrl: 'http://courses.u.edu/cse331/19au/' };
    expect(linkPrior(link('http://courses.u.edu/cse331/20wi/', 'Winter 2020'), offering)).toBeGreaterThan(0.5);
    const termless = { ...home, srcDir: 'http://u.edu/~mhr/681/', srcUrl: 'http://u.edu/~mhr/681/681.html' };
    expect(linkPrior(link('http://u.edu/Courses/Fall-95/CS681/19.html', 'CS 681 lecture 19'), termless)).toBeLessThan(0.1);
    // the same term's pages elsewhere are still the course's own
    expect(linkPrior(link('http://u.edu/~bob/cse331-19au/notes.html', 'CSE 331 notes'), { ...offering, srcCourseHome: false })).toBeLessThan(0.1);
    // one term in its spellings; `Current/` is whichever term is on
    const spelled = ['Info/Courses/Fall-95/CS472/cs472.html', 'Annotation/Get/cs314_f95_index', '~x/cs372/95F/', '2019/autumn/cs1/', '~x/cse490-20sp/index.html', 'Info/Courses/Current/CS212/', 'cs372/hw1.html', 'cs516/cs516-11_msgpass.html'];
    expect(spelled.map((p) => termsOf(`http://u.edu/${p}`))).toEqual(['fall 95', 'fall 95', 'fall 95', 'fall 19', 'spring 20', '', '', '']);
    // Swedish terms: hösttermin and vårtermin (`HT19`, `vt15`, `ht-2014`)
    expect(['~evasj/dd2437/vt15/', 'dd2380/ht19/', 'course/DD2380/subgroup/ht-2014-74770/'].map((p) => termsOf(`https://u.se/${p}`))).toEqual(['spring 15', 'fall 19', 'fall 14']);
    // academic years (UK module pages): `2014-15`, `2014_15`, `1415`, `1920`; a plain year is none
    const years = ['comp1010/2014-15/', 'index.php/COMP2004_2016-17', '~kkp/cs207/1213/', 'comp3011/1920/', 'news/2019/', 'cs101/2020/'];
    expect(years.map((p) => termsOf(`https://u.ac.uk/${p}`))).toEqual(['ay 14', 'ay 16', 'ay 12', 'ay 19', '', '']);
    // an academic year with its semester (Singapore, Hong Kong): two semesters of one year are two terms
    const sems = ['~cs2106/AY1920S2/', '~cs2106/AY1920S1/', '~ann/teaching/is4100/2015-2016-sem1/', '~ann/CS4243-1516.html', 'cs3230/ay1819st1/', 'cs2040/1920s2/', 'comp2011/2019-20/s2/', 'ay/1920/', 'cs2106/sem1/'];
    expect(sems.map((p) => termsOf(`https://u.edu.sg/${p}`))).toEqual(['ay 19 s2', 'ay 19 s1', 'ay 15 s1', 'ay 15', 'ay 18 st1', 'ay 19 s2', 'ay 19 s2', 'ay 19', '']);
    // a calendar year and its semester (Brazil, Japan, Korea, Russia); a day's date is none
    const ysems = ['~prof/mc102/2019s2/', '~ito/class/2019-2/adv-se.html', 'disciplinas/2018.1/mo431/', '~x/2019_1/', 'aulas/2019-s2/', 'news/2019-2-15/', 'v/2019-2.5/', 'cs/2019-4/', '2019/03/29/hackathon-2019-2/'];
    expect(ysems.map((p) => termsOf(`https://u.br/${p}`))).toEqual(['y 19 s2', 'y 19 s2', 'y 18 s1', 'y 19 s1', 'y 19 s2', '', '', '', '']);
    // a term by the month it starts, in one segment; a day's date, or a year and month in two segments, is none
    const months = ['~csc148h/2018-09/', '~csc148h/2019_01/index.html', 'news/2018-09-14-open-house', 'blog/2018/09/', '~csc148h/2008-09/'];
    expect(months.map((p) => termsOf(`https://u.ca/${p}`))).toEqual(['m 18-09', 'm 19-01', '', '', 'ay 08']);
    expect(linkPrior(link('http://u.edu/Annotation/Get/cs314_f95_index', 'CS314 notes'), { ...home, srcCourseHome: false, srcUrl: 'http://u.edu/Info/Courses/Fall-95/CS314/' })).toBeLessThan(0.1);
    // another course from a listing page is
    const listing: PriorContext = { ...plain, srcListing: true };
    expect(linkPrior(link('http://u.edu/courses/cs415/', 'CS 415'), listing)).toBeGreaterThan(0.7);
  });

  it('reads course numbers and subpage names from URLs', () => {
    expect([...courseNumbers('http://u.edu/Info/Courses/CS631/projects.html')]).toEqual(['631']);
    expect(looksLikeSubpage('http://u.edu/cs414/syllabus.html', 'CS 414 Syllabus')).toBe(true);
    expect(looksLikeSubpage('http://u.edu/cs414/', 'CS 414: Operating Systems, Fall 1996')).toBe(false);
    // a directory by its own name, not the empty segment after its slash
    expect(['exam/', 'exercises/', 'lectures/', 'hw3/'].map((d) => looksLikeSubpage(`http://u.de/teaching/ss20/sem-cv/${d}`, ''))).toEqual([true, true, true, true]);
    // in French, Swedish and Spanish too, accents and all; a course named by them is no subpage of its own
    expect(['td-tp/', 'annales/', 'corrigés/', 'föreläsningar/', 'tentor/', 'apuntes/'].map((d) => looksLikeSubpage(`https://u.fr/formations/l2/inf3041l/${d}`, ''))).toEqual([true, true, true, true, true, true]);
    // Portuguese: a Google Sites course's `Listas de exercícios` and `Cronograma`, a DokuWiki course's `…:trabalhos`
    expect(looksLikeSubpage('https://sites.u.br/view/mc750-2016s1/listas-de-exerc%C3%ADcios', 'Listas – MC750 – Interfaces – 2016/1')).toBe(true);
    expect(looksLikeSubpage('https://sites.u.br/view/mc851-2019s2/cronograma', 'Cronograma – MC851 – Projeto em Computação I – 2019/2')).toBe(true);
    expect(looksLikeSubpage('https://wiki.u.br/doku.php?id=disciplinas:mc322:2017s1:trabalhos', 'disciplinas:mc322:2017s1:trabalhos [Wiki do IC]')).toBe(true);
    expect(looksLikeSubpage('https://wiki.u.br/doku.php?id=disciplinas:mc322:2017s1', 'disciplinas:mc322:2017s1 [Wiki do IC]')).toBe(false);
    expect(looksLikeSubpage('https://sites.u.br/view/mc750-2016s1/avalia%C3%A7%C3%A3o', 'Avaliação – MC750 – 2016/1', true)).toBe(true);
    expect(looksLikeSubpage('https://u.br/~ana/avaliacao-de-desempenho/', 'MO829 Avaliação de Desempenho', true)).toBe(false);
    expect(looksLikeSubpage('https://u.fr/formations/l2/inf3041l/', 'INF3041L – Mathématiques discrètes')).toBe(false);
    expect(looksLikeSubpage('http://u.de/teaching/ss20/sem-cv/', '')).toBe(false);
    // a TA's discussion section of a course, by its name or its title
    expect(looksLikeSubpage('https://people.u.edu/~jallen/cs261-fa18-section.html', 'CS 261 Discussion Section — Fall 2018')).toBe(true);
    expect(looksLikeSubpage('https://people.u.edu/~jallen/cs261/', 'CS 261 Discussion Section')).toBe(true);
    expect(looksLikeSubpage('https://u.edu/cs261/recitations.html', '')).toBe(true);
    // a course named by its topics is the course, its `Topics` page is a subpage
    // (as courses.jsonl reads it; the crawl's learning keeps the plain reading)
    expect(looksLikeSubpage('https://courses.u.edu/cse390/19au/', 'CSE 390 19au: Special Topics in Computing', true)).toBe(false);
    expect(looksLikeSubpage('https://u.ac.uk/teaching/courses/inf4-atml/2019-20/', 'Advanced Topics in Machine Learning (INF4-ATML) 2019-20', true)).toBe(false);
    // a page its URL names after a course, titled by a subpage word alone, is that course's one page (as written);
    // one whose title names a course's part is still a part
    expect(looksLikeSubpage('https://u.edu/~ada/teaching/cs1110-spring2011.html', 'Syllabus', true)).toBe(false);
    expect(looksLikeSubpage('https://faculty.u.edu/ada/teaching/cs4740-fa2013/', 'Syllabus | Ada Lovelace', true)).toBe(false);
    expect(looksLikeSubpage('https://u.edu/~ada/teaching/cs1110-spring2011.html', 'Syllabus')).toBe(true);
    expect(looksLikeSubpage('https://people.u.edu/~jallen/cs261/', 'CS 261 Discussion Section', true)).toBe(true);
    expect(looksLikeSubpage('https://u.edu/cs1110/syllabus.html', 'Syllabus', true)).toBe(true);
    // a course's numbered item by its path's last name, whatever its title (as written)
    expect(looksLikeSubpage('https://cs136.u.edu/proj/proj2/', 'Project 2: Search | CS 136 Spring 2020', true)).toBe(true);
    expect(looksLikeSubpage('https://u.edu/cs101/week-3/', 'CS 101 Fall 2019', true)).toBe(true);
    expect(looksLikeSubpage('https://u.edu/cs101/fa19/', 'CS 101 Fall 2019', true)).toBe(false);
    // a course site's assessment, about and admin pages are its subpages (as written; the crawl reads them as before)
    expect(looksLikeSubpage('https://cs4248-ay1920s2.pages.u.edu.sg/assessment', 'Assessment | CS4248', true)).toBe(true);
    expect(looksLikeSubpage('https://pages.u.ac.uk/comp2008/2019-20/about/', 'About - COMP2008', true)).toBe(true);
    expect(looksLikeSubpage('https://pages.u.ac.uk/comp2008/2019-20/about/', 'About - COMP2008')).toBe(false);
    expect(looksLikeSubpage('https://u.edu/cs101/', 'CS 101: About the course', true)).toBe(false);
    // a course's materials page by its path's last name (layout M), as written only; a course on materials is a course
    expect(looksLikeSubpage('https://www.di.u.it/en/teaching/courses/2019-2020/internet-of-things/materials', 'Internet of Things (2019/2020) – materials | Dipartimento di Informatica', true)).toBe(true);
    expect(looksLikeSubpage('https://u.edu/cs101/course-materials/', 'CS 101', true)).toBe(true);
    expect(looksLikeSubpage('https://u.edu/cs101/materials', 'CS 101 – materials')).toBe(false);
    expect(looksLikeSubpage('https://u.edu/~ana/materials-science/', 'MSE 201 Materials Science', true)).toBe(false);
    // a term's page is an offering's, whatever its title's words (as written)
    expect(looksLikeSubpage('https://u.edu.sg/~ann/teaching/is4100/2015-2016-sem1/', 'IS4100: IT Project Management', true)).toBe(false);
    expect(looksLikeSubpage('https://u.edu.sg/~ann/CS3281-1718.html', 'CS3281 Thematic Systems Project I, Sem 1 2017/2018', true)).toBe(false);
    expect(looksLikeSubpage('https://u.edu.sg/~ann/teaching/is4100/2015-2016-sem1/', 'IS4100: IT Project Management')).toBe(true);
    expect(looksLikeSubpage('https://u.edu.sg/~ann/teaching/is4100/2015-2016-sem1/projects.html', 'IS4100 Projects', true)).toBe(true);
    expect(looksLikeSubpage('https://courses.u.edu/cse390/19au/topics.html', 'CSE 390 19au: Topics', true)).toBe(true);
    // a module named by its project is a course; a course's coursework, tutorials and practicals are its pages
    expect(looksLikeSubpage('https://www.cs.u.ac.uk/teaching/module/?code=CS-213&year=2009', 'CS-213 Team Project (2009/10) — Department of Computing Science', true)).toBe(false);
    expect(looksLikeSubpage('https://u.ac.uk/~pfp/comp3001/1617/', 'Individual Project', true)).toBe(false);
    expect(looksLikeSubpage('https://u.edu.sg/modules/Module.aspx?code=IS4100&acadYear=2018-2019&sem=1', 'IS4100 IT Project Management (AY1819S1)', true)).toBe(false);
    expect(looksLikeSubpage('https://cp2106-ay1819st1.pages.u.edu.sg/', 'CP2106 Independent Software Development Project (Orbital)', true)).toBe(false);
    expect(looksLikeSubpage('https://u.edu.sg/~ann/is4100/project.html', 'IS4100 Project Management: the project', true)).toBe(true);
    expect(looksLikeSubpage('https://u.edu/cs213/proj2.html', 'Project 2 - CS 213', true)).toBe(true);
    // a Moodle course's section titled by its week, and a Moodle activity's page, are the course's pages as written
    expect(looksLikeSubpage('https://moodle.u.ac.uk/course/view.php?id=2134&section=10', 'COMP3004: Week 10', true)).toBe(true);
    expect(looksLikeSubpage('https://moodle.u.ac.uk/mod/page/view.php?id=213428', 'COMP3004: Module information', true)).toBe(true);
    expect(looksLikeSubpage('https://moodle.u.ac.uk/course/view.php?id=2134', 'COMP3004: Algorithms', true)).toBe(false);
    // a class schedule's section (`LEC 001`) is a course's offering, not a numbered item
    expect(looksLikeSubpage('https://canvas.u.edu/courses/1475277', 'COMPSCI 220 - LEC 001', true)).toBe(false);
    expect(['Coursework', 'Tutorials', 'Practicals'].map((t) => looksLikeSubpage(`https://wiki.u.ac.uk/index.php/COMP6040_2019-20/${t}`, `COMP6040 2019-20/${t} - Wiki`, true))).toEqual([true, true, true]);
    expect(looksLikeSubpage('https://courses.u.edu/cse390/19au/hw.html', 'Special Topics in Computing: Assignments', true)).toBe(true);
    expect(looksLikeSubpage('https://courses.u.edu/cse390/19au/', 'CSE 390 19au: Special Topics in Computing')).toBe(true);
  });

  it('values people lists (hubs of hubs) and the pages they list, faculty first', () => {
    const other = linkPrior(link('http://u.edu/dept/news.html', 'News'), plain);
    const faculty = linkPrior(link('http://u.edu/docs/prof.html', 'Faculty'), plain);
    const students = linkPrior(link('http://u.edu/docs/grad.html', 'Graduate students'), plain);
    expect(faculty).toBeGreaterThan(students);
    expect(students).toBeGreaterThan(other);
    // a name on a faculty list, on a students list, on some other page
    const ada = link('http://u.edu/People/ada/ada.html', '(Personal)');
    const bob = link('http://u.edu/users/bob/', 'Bob Smith');
    expect(linkPrior(bob, { ...plain, srcPeople: 'faculty' })).toBeGreaterThan(linkPrior(bob, { ...plain, srcPeople: 'people' }));
    expect(linkPrior(bob, { ...plain, srcPeople: 'people' })).toBeGreaterThan(linkPrior(bob, plain));
    expect(linkPrior(ada, plain)).toBeGreaterThan(other);
    // a course page's "students" or "staff" page is the course's own, not a people list
    const classList = link('http://u.edu/os/students.html', 'Students');
    expect(linkPrior(classList, { ...plain, srcCourse: true })).toBeLessThan(linkPrior(classList, plain));
    expect(peopleListKind('UTCS Faculty', 'http://u.edu/docs/prof.html')).toBe('faculty');
    expect(peopleListKind('CS Department Students', 'http://u.edu/Info/People/students.html')).toBe('people');
    expect(peopleListKind('Untitled', 'http://u.edu/docs/x.html', 'Personal Pages')).toBe('people');
    expect(peopleListKind('CS 414: Operating Systems, Fall 1996', 'http://u.edu/cs414/')).toBeUndefined();
    expect(peopleListKind('Department news', 'http://u.edu/news.html')).toBeUndefined();
    // a title about something else outweighs a generic people word in the URL, not a faculty one
    expect(peopleListKind('The grads Archives', 'https://lists.u.edu/pipermail/grads/')).toBeUndefined();
    expect(peopleListKind('Grads', 'https://lists.u.edu/pipermail/grads/')).toBe('people');
    expect(peopleListKind('Faculty Research Interests', 'http://u.edu/Annual94/Beginning/faculty-list.html')).toBe('faculty');
  });

  it('reads Japanese, Chinese and Korean lists of people, courses and a course\'s own pages', () => {
    expect(['教員一覧', '教員', '師資 (教員紹介)', '师资队伍', '교수진', 'メンバー', '研究者一覧'].map(namesPeople)).toEqual(['faculty', 'faculty', 'faculty', 'faculty', 'faculty', 'people', 'people']);
    // recruiting and research are about something else
    expect(['教員公募', '研究室紹介', '在学生の方へ'].map(namesPeople)).toEqual([undefined, undefined, undefined]);
    expect(namesCourseList('担当授業一覧 - 田中研究室')).toBe(true);
    expect(namesCourseList('アルゴリズムとデータ構造')).toBe(false);
    const home = (url: string, anchor: string) => linkPrior(link(url, anchor), plain);
    // a teacher's courses before her publications; her course's materials are its pages
    expect(home('https://www.cs.u.ac.jp/~tanaka/lecture/', '担当講義')).toBeGreaterThan(home('https://www.cs.u.ac.jp/~tanaka/papers.html', '研究業績'));
    expect(home('https://www.cs.u.ac.jp/~tanaka/algo/slides.html', '第3回 講義資料')).toBeLessThan(home('https://www.cs.u.ac.jp/~tanaka/algo/', 'アルゴリズム (2019年度 後期)'));
    expect(looksLikeSubpage('https://www.cs.u.ac.jp/~tanaka/algo/kadai.html', 'レポート課題')).toBe(true);
    // a wiki's subpage by its page path's last name, its parents' course words notwithstanding
    const wiki = 'https://wiki.cs.u.ac.jp/index.php?%E8%AC%9B%E7%BE%A9';
    expect(['講義/2018/数値計算法/課題 - 情報工学科Wiki', '講義/2018/数値計算法 - 情報工学科Wiki', 'CSE332/Homework', 'CS414/514 Home Page'].map((t) => looksLikeSubpage(wiki, t))).toEqual([true, false, true, false]);
  });

  it('takes a phrase for a people list only when its head noun is the people or the list', () => {
    expect(namesPeople('Personal Pages')).toBe('people');
    expect(namesPeople('Faculty/Staff Directory')).toBe('faculty');
    expect(namesPeople('Ph.D. graduate students')).toBe('people');
    expect(namesPeople('Faculty of Computer Science')).toBe('faculty');
    // after the first part of a title, "Faculty of …" is the unit the page belongs to
    expect(namesPeople('Exams - Faculty of Computer Science - TU Rheinfeld')).toBe('mention');
    expect(namesPeople('People - Faculty of Computer Science - TU Rheinfeld')).toBe('people');
    expect(namesPeople('Professors | Faculty of Computer Science')).toBe('faculty');
    expect(namesPeople('Faculty Recruiting 1996-97')).toBe('mention');
    expect(namesPeople('Student Organizations')).toBe('mention');
    expect(namesPeople('Department news')).toBeUndefined();
    // on a home page: the people lists before the pages that only mention people, and a staff directory is no course's staff page
    const home = (url: string, anchor: string) => linkPrior(link(url, anchor), plain);
    const personal = home('http://u.edu/docs/personal.html', 'Personal Pages');
    expect(home('http://u.edu/users/a/facdir3.html', 'Faculty/Staff Directory')).toBeGreaterThan(personal);
    expect(personal).toBeGreaterThan(home('http://u.edu/report/recruiting.html', 'Faculty Recruiting 1996-97'));
    expect(personal).toBeGreaterThan(home('http://u.edu/docs/organizations.html', 'Student Organizations'));
    expect(home('http://u.edu/docs/organizations.html', 'Student Organizations')).toBeGreaterThan(home('http://u.edu/docs/alumni.html', 'Alumni Links'));
    // an empty anchor leaves it to the URL
    expect(home('http://u.edu/Info/Faculty/faculty-list.html', '')).toBeGreaterThan(personal);
    expect(peopleListKind('Faculty Recruiting 1996-97', 'http://u.edu/report/recruiting.html')).toBeUndefined();
  });

  it('tells a list of courses from one course naming itself', () => {
    const a = (anchor: string) => link('http://u.edu/x.html', anchor);
    expect(otherCourseNumbers([a('CS516 lecture 1'), a('CS 516 notes'), a('cs516-22 Tomasulo'), a('CS516 slides')], 'http://u.edu/Courses/CS516/')).toBe(0);
    expect(otherCourseNumbers([a('CS211 Computers'), a('CS 212 Modes'), a('CS100A Intro'), a('CS 410 Data Structures')], 'http://u.edu/Courses/Fall-96/courses.html')).toBe(4);
    // a course's numbered discussions, homeworks, lectures and weeks are not course numbers
    expect(otherCourseNumbers([a('Disc 10'), a('Disc 11'), a('HW 12'), a('Lecture 14'), a('Week 13'), a('Sheet 10'), a('EECS 16B')], 'https://eecs16b.u.edu/fa19/')).toBe(1);
    // nor are dates (a Moodle course's week sections) and terms (the course's other offerings)
    const weeks = ['Mon Aug 29 - Sun Sep 4', 'Mon Sep 5 - Sun Sep 11', 'Oct 10', 'Nov 28th', 'May 2019', 'Fall 2015', 'Fall 2018', 'fa19', 'WS 2019', 'Semester 2020'];
    expect(otherCourseNumbers(weeks.map(a), 'https://moodle.u.edu/course/view.php?id=2318')).toBe(0);
    expect(codeAnchorCount(weeks.map(a))).toBe(0);
    // a date beside a course's code leaves the code
    expect(otherCourseNumbers([a('CS 3110 Data Structures (Fall 2019)'), a('CS 5160 Interactive Systems (Spring 2019)'), a('CS 6860 Logics of Programs'), a('MATH 2940 (Sep 4)')], 'https://courses.u.edu/cs1112/fa2017/')).toBe(4);
    // a subject code that is no month or season stays a course code
    expect(otherCourseNumbers([a('SP 200'), a('MKTG 10'), a('AU 3000'), a('EE 120')], 'https://u.edu/x/')).toBe(4);
    // months and terms in other languages, an event's year, the pandemic's name (a French course page's news
    // sidebar and archive widget), nor the page's own number named by its title when its URL names none
    const fr = ['mars 2020', 'février 2020', 'juin 2019', 'août 2019', 'Oktober 2019', 'HT19', 'VT 2020', 'semestre 2019', "Nuit de l'Info 2018", 'COVID-19 : fermeture', 'Open Day 2020'];
    expect(otherCourseNumbers(fr.map(a), 'https://u.fr/formations/inf2011l/')).toBe(0);
    expect(codeAnchorCount(fr.map(a))).toBe(0);
    const spip = ['VLIN505 - Analyse numérique (2017-2018)', 'VLIN501 - Graphes', 'VLIN605 - Probabilités', 'VLIN606 - Systèmes'].map(a);
    expect(otherCourseNumbers(spip, 'http://u.fr/spip.php?article230', 'VLIN505 - Analyse numérique - Département')).toBe(3);
    expect(otherCourseNumbers(spip, 'http://u.fr/spip.php?article230')).toBe(4);
    // a course's numbered lectures, tutorials and labs in French (`CM 10`, `TD 3`, `TP 2`, `Séance 4`)
    expect(otherCourseNumbers(['CM 10 : Optimisation', 'CM 11 : NoSQL', 'TD 3', 'TP 2', 'Séance 4', 'Feuille 5'].map(a), 'https://u.fr/~kb/bdd/')).toBe(0);
    // upper-case subject codes that read like years stay course codes
    expect(otherCourseNumbers([a('COMP 2012 Algorithms'), a('CS 2019 Seminar'), a('MATH 2001')], 'https://u.ac.uk/x/')).toBe(3);
  });
});

describe('namesOneCourse', () => {
  it('reads one course code in a title, not none, two, a date or a numbered item', () => {
    expect(namesOneCourse("VLIN505 - Analyse numérique - Département d'Informatique")).toBe(true);
    expect(namesOneCourse('INF2011L – Algorithmique et programmation 2 (2018-2019)')).toBe(true);
    expect(namesOneCourse('CS 101 Course home page (Fall 2019)')).toBe(true);
    expect(namesOneCourse('Bases de données avancées')).toBe(false);
    expect(namesOneCourse('CS 101 and CS 102')).toBe(false);
    expect(namesOneCourse('Nouvelles de mars 2020')).toBe(false);
    expect(namesOneCourse('Lecture 12')).toBe(false);
  });
});

describe('namesCourseList', () => {
  it('reads a list of courses in a title, years and all, but not one course or a word in passing', () => {
    expect(namesCourseList('Course list 2019-20 | School of Computing')).toBe(true);
    expect(namesCourseList('UTCS Classes')).toBe(true);
    expect(namesCourseList('Modules')).toBe(true);
    expect(namesCourseList('CS 372 Courses')).toBe(false);
    expect(namesCourseList('Cloud Computing (INF1-CC) 2019-20 | School of Computing')).toBe(false);
    expect(namesCourseList('CS 101 Course home page')).toBe(false);
    // in other languages too
    expect(namesCourseList('Lehrveranstaltungen SS 2020 - Fakultät für Informatik')).toBe(true);
    expect(namesCourseList('Vorlesungsverzeichnis WS 2019/20')).toBe(true);
    expect(namesCourseList('Verteilte Systeme (Sommersemester 2020) - Betriebssysteme')).toBe(false);
    // a group's or a person's teaching, of a term or of all terms; not a course or a page about teaching
    expect(namesCourseList('Teaching Winter term 2018/19 – Chair of Computer Vision - Faculty of Computer Science')).toBe(true);
    expect(namesCourseList('Teaching in the summer semester 2019 | Chair of Algorithmics')).toBe(true);
    expect(namesCourseList('Lehre WS 2018/19 - Lehrstuhl für Betriebssysteme')).toBe(true);
    expect(namesCourseList('Teaching - Ada Lovelace')).toBe(true);
    expect(namesCourseList('Teaching Assistants - CS 101')).toBe(false);
    expect(namesCourseList('Teaching Methods in Science | School of Education')).toBe(false);
    expect(namesCourseList('Teaching Winter term 2018/19: CS 101')).toBe(false);
  });
});

describe('offeringsBelow', () => {
  it('counts the terms\' offerings a page links below its own directory (an index of a course\'s offerings)', () => {
    const idx = 'https://courses.u.edu/cse410/';
    const links = ['19sp/', '19au/', '20wi/', '20wi/hw1.html', 'syllabus.html'].map((p) => link(idx + p, ''));
    expect(offeringsBelow(links, idx)).toBe(3);
    // WebKB-era terms, and one offering linking its own subpages and another course's term: none below
    expect(offeringsBelow([link('http://u.edu/~ada/cs378/fall96/', 'Fall 96'), link('http://u.edu/~ada/cs378/spring97/', 'Spring 97')], 'http://u.edu/~ada/cs378/')).toBe(2);
    expect(offeringsBelow([link(`${idx}20wi/hw1.html`, 'HW 1'), link(`${idx}20wi/lectures/`, 'Lectures'), link('https://courses.u.edu/cse411/20wi/', 'CSE 411')], `${idx}20wi/`)).toBe(0);
    // UK academic years: a module's page above its years is an index; one year's wiki page links the others beside it
    const mod = 'https://www.cs.u.ac.uk/teaching/modules/comp1010/';
    expect(offeringsBelow(['2014-15/', '2017-18/', 'lectures/'].map((p) => link(mod + p, '')), mod)).toBe(2);
    const wiki = 'https://wiki.u.ac.uk/index.php/COMP2004_';
    expect(offeringsBelow(['2017-18', '2018-19', '2016-17/Coursework'].map((y) => link(wiki + y, '')), `${wiki}2016-17`)).toBe(0);
    // an offering is a page: a term's lecture slides (`F01.pdf`, Swedish `F1`–`F15`) are no Fall 2001
    const vt = 'https://u.se/~evasj/dd2437/vt15/';
    expect(offeringsBelow(['f/F01.pdf', 'f/F02.pdf', 'f/F03.pdf'].map((p) => link(vt + p, 'slides')), vt)).toBe(0);
  });

  it('counts the terms a page addressed by query adds to its own query (a module overview listing its offerings)', () => {
    const page = 'https://www.comp.u.edu.sg/modules/Module.aspx?code=CS2030';
    const years = ['&acadYear=2019-2020&sem=2', '&acadYear=2019-2020&sem=1', '&acadYear=2018-2019&sem=2'];
    expect(offeringsBelow(years.map((q) => link(page + q, 'CS2030')), page)).toBe(3);
    // one offering links its peers (another year, not an added one); a Moodle course links its sections (no term)
    expect(offeringsBelow([link(`${page}&acadYear=2018-2019&sem=1`, 'CS2030')], `${page}&acadYear=2019-2020&sem=2`)).toBe(0);
    const moodle = 'https://moodle.u.edu/course/view.php?id=5';
    expect(offeringsBelow([1, 2, 3].map((n) => link(`${moodle}&section=${n}`, `Week ${n}`)), moodle)).toBe(0);
    // another page's query, another path: not the page's own refinements
    expect(offeringsBelow(years.map((q) => link(`https://www.comp.u.edu.sg/modules/ModuleList.aspx?code=CS2030${q}`, '')), page)).toBe(0);
  });
});

describe('ownPagesBelow', () => {
  it('counts a page\'s own pages below it, not other terms\' offerings, their aliases or views of the directory', () => {
    // a UK module's page keeping its past years below it, with this year's lectures and coursework: an offering
    const mod = 'https://www.cs.u.ac.uk/teaching/modules/comp2022/';
    const modLinks = ['lectures/', 'coursework/', 'assessment/', '2016-17/', '2017-18/', '2018-19/', 'lectures/week-1.html'].map((p) => link(mod + p, ''));
    expect([offeringsBelow(modLinks, mod), ownPagesBelow(modLinks, mod)]).toEqual([3, 3]);
    // an index of offerings (layout F, B): its offerings, a `current/` alias and sort links of an autoindex are not its own
    const idx = 'https://courses.u.edu/cs6210/';
    const idxLinks = ['fa2019/', 'sp2019/', 'fa2017/', 'current/', '?C=M;O=D', 'index.html'].map((p) => link(idx + p, ''));
    expect([offeringsBelow(idxLinks, idx), ownPagesBelow(idxLinks, idx)]).toEqual([3, 0]);
    expect(ownPagesBelow([link('https://u.edu/~ada/cs378/hw1.html', ''), link('https://u.edu/~ada/cs378/hw1.html#q2', ''), link('https://u.edu/~ada/cs411/', '')], 'https://u.edu/~ada/cs378/')).toBe(1);
  });
});

describe('offeringUnder', () => {
  it('takes another term\'s offering right below a course page\'s directory for a course of its own, not its subpage', () => {
    const dir = 'https://courses.u.edu/cse501/';
    expect(offeringUnder(`${dir}19au/`, dir)).toBe(true);
    expect(offeringUnder(`${dir}19au`, dir)).toBe(true);
    expect(offeringUnder(`${dir}fall2019/index.html`, dir)).toBe(true);
    expect(offeringUnder(`${dir}Fall-95/`, dir)).toBe(true);
    // the offering's own pages, a course's plain subpages, another directory, and the page's own term
    expect(offeringUnder(`${dir}19au/hw1.html`, dir)).toBe(false);
    expect(offeringUnder('http://tc.u.edu/cs718/fall1995/ddhung/index.html', 'http://tc.u.edu/cs718/')).toBe(false);
    expect(offeringUnder(`${dir}lectures/`, dir)).toBe(false);
    expect(offeringUnder(`${dir}2019/`, dir)).toBe(false);
    expect(offeringUnder('https://courses.u.edu/cse502/19au/', dir)).toBe(false);
    expect(offeringUnder('https://u.edu/cs101/fall19/fall19.html', 'https://u.edu/cs101/fall19/')).toBe(false);
  });

  it('as written, takes one below a grouping segment that names no term too (a course web\'s rounds)', () => {
    const dir = 'https://www.u.se/social/course/DD2421/';
    expect(offeringUnder(`${dir}subgroup/ht-2014-90282/`, dir)).toBe(false);
    expect(offeringUnder(`${dir}subgroup/ht-2014-90282/`, dir, true)).toBe(true);
    // not a term's subpage (`fall1995/ddhung/`), nor a plain subpage two levels down
    expect(offeringUnder('http://tc.u.edu/cs718/fall1995/ddhung/', 'http://tc.u.edu/cs718/', true)).toBe(false);
    expect(offeringUnder(`${dir}page/forelasning-7/`, dir, true)).toBe(false);
    // a season without its year is no offering there (a blog's tag)
    expect(offeringUnder('https://sites.u.edu/cse-482-capstone-19sp/tag/winter/', 'https://sites.u.edu/cse-482-capstone-19sp/', true)).toBe(false);
  });
});
