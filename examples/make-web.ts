/**
 * Builds the bundled demo web: three fictional universities with department homes, people pages,
 * course lists, course pages in three templates (schedule table, headed lists, weekly cards) with
 * lectures / assignments / quizzes, news, photo galleries, wiki revisions and a calendar trap — written
 * as a WARC (warcio) to examples/web.warc.gz, the seed list to examples/universities.txt, and labeled
 * copies of two course pages per university to labeled-pages/<site>/ (for `extract induce`).
 *
 *   npx tsx examples/make-web.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WARCRecord, WARCSerializer } from 'warcio';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Page {
  url: string;
  status?: number;
  location?: string;
  html?: string;
  type?: string;
  body?: Uint8Array;
}
const pages: Page[] = [];
const labeled: { site: string; file: string; html: string }[] = [];

const page = (url: string, title: string, body: string, extraHead = '') =>
  pages.push({
    url,
    html: `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title><link rel="canonical" href="${url}">${extraHead}</head>\n<body>\n${body}\n</body></html>\n`,
  });
const redirect = (url: string, to: string) => pages.push({ url, status: 301, location: to });

const TOPICS = [
  'Introduction and course overview', 'Values, types and expressions', 'Control flow', 'Functions and recursion', 'Lists and trees',
  'Hashing', 'Sorting', 'Graphs', 'Dynamic programming', 'Concurrency', 'Memory and caches', 'Review',
];
const DAYS = ['Sep 3', 'Sep 10', 'Sep 17', 'Sep 24', 'Oct 1', 'Oct 8', 'Oct 15', 'Oct 22', 'Oct 29', 'Nov 5', 'Nov 12', 'Nov 19'];

interface Course {
  code: string;
  title: string;
  url: string;
  teacher: string;
  weeks: number;
}

/** Attributes of a label (or nothing, for the unlabeled page). */
const L = (on: boolean, label: string, rec: string) => (on ? ` data-ie-label="${label}" data-ie-record="${rec}"` : '');
const S = (on: boolean, section: string) => (on ? ` data-ie-section="${section}"` : '');

/** Template 1: one schedule table (date | lecture | assignment due), quizzes in a second table. */
function tableCourse(c: Course, lab: boolean): string {
  const rows = Array.from({ length: c.weeks }, (_, i) => {
    const hw = i % 3 === 1 ? `<a href="hw${(i + 2) / 3}.html"${L(lab, 'assignment.title', `A${(i + 2) / 3}`)}>Homework ${(i + 2) / 3}</a> <span${L(lab, 'assignment.due', `A${(i + 2) / 3}`)}>due ${DAYS[i + 1] ?? 'Dec 1'}</span>` : '';
    const hwTitle = hw ? hw.replace(/<a ([^>]*)>/, `<a $1>`) : '';
    return `<tr><td${L(lab, 'lecture.date', `L${i + 1}`)}>${DAYS[i]}</td><td><a href="slides/l${i + 1}.pdf"${L(lab, 'lecture.title', `L${i + 1}`)}>${TOPICS[(i + c.code.length) % TOPICS.length]}</a></td><td>${hwTitle}</td></tr>`;
  }).join('\n');
  const quizzes = [1, 2, 3]
    .map((q) => `<tr><td${L(lab, 'quiz.title', `Q${q}`)}>Quiz ${q}</td><td${L(lab, 'quiz.date', `Q${q}`)}>${DAYS[q * 3]}</td></tr>`)
    .join('\n');
  return `<div id="banner"><a href="/">Northfield CS</a> &gt; <a href="/academics/courses/">Courses</a></div>
<h1>${c.code}: ${c.title}</h1>
<p>Instructor: <a href="/people/${c.teacher}.html">Prof. ${c.teacher[0].toUpperCase() + c.teacher.slice(1)}</a>. Office hours Tuesdays 2–4 pm. Fall 2019.</p>
<h2${S(lab, 'lectures')}>Schedule</h2>
<table class="schedule" border="1"><tr><th>Date</th><th${S(lab, 'lectures')}>Lecture</th><th${S(lab, 'assignments')}>Assignment</th></tr>
${rows}
</table>
<h2${S(lab, 'quizzes')}>Quizzes</h2>
<table class="quizzes"><tr><th>Quiz</th><th>Date</th></tr>
${quizzes}
</table>
<p>Grading: homework 40%, quizzes 20%, final exam 40%.</p>`;
}

/** Template 2: headed lists (Lectures / Assignments / Quizzes). */
function listCourse(c: Course, lab: boolean): string {
  const lectures = Array.from({ length: c.weeks }, (_, i) => `<li><a href="notes/${i + 1}.html"${L(lab, 'lecture.title', `L${i + 1}`)}>Lecture ${i + 1}: ${TOPICS[(i * 2 + c.code.length) % TOPICS.length]}</a> (<span${L(lab, 'lecture.date', `L${i + 1}`)}>${DAYS[i]}</span>)</li>`).join('\n');
  const hws = Array.from({ length: Math.ceil(c.weeks / 3) }, (_, i) => `<li><a href="hw/${i + 1}.pdf"${L(lab, 'assignment.title', `A${i + 1}`)}>Problem set ${i + 1}</a>, due <span${L(lab, 'assignment.due', `A${i + 1}`)}>${DAYS[i * 3 + 2] ?? 'Dec 3'}</span></li>`).join('\n');
  const quizzes = [1, 2].map((q) => `<li><span${L(lab, 'quiz.title', `Q${q}`)}>Midterm quiz ${q}</span> — <span${L(lab, 'quiz.date', `Q${q}`)}>${DAYS[q * 4]}</span></li>`).join('\n');
  return `<table width="100%"><tr><td bgcolor="#003366"><font color="white">Lakeside College — Computer Science</font></td></tr></table>
<h1>${c.code} ${c.title}</h1>
<p>Spring 2020 · Taught by <a href="/~${c.teacher}/">${c.teacher}</a> · Syllabus and textbook below.</p>
<h2${S(lab, 'lectures')}>Lectures</h2>
<ul>
${lectures}
</ul>
<h2${S(lab, 'assignments')}>Assignments</h2>
<ol>
${hws}
</ol>
<h2${S(lab, 'quizzes')}>Quizzes</h2>
<ul>
${quizzes}
</ul>
<h2${S(lab, 'other')}>Textbook</h2><p>Structure and Interpretation, 2nd ed.</p>`;
}

/** Template 3: weekly cards (topic + homework per week), exams listed after. */
function cardCourse(c: Course, lab: boolean): string {
  const cards = Array.from(
    { length: c.weeks },
    (_, i) => `<div class="week"><h3>Week ${i + 1}</h3><p class="topic"${L(lab, 'lecture.title', `L${i + 1}`)}>${TOPICS[(i + 5) % TOPICS.length]}</p>${
      i % 2 === 0 ? `<p class="hw">Exercise sheet: <a href="ex${i / 2 + 1}.html"${L(lab, 'assignment.title', `A${i / 2 + 1}`)}>Exercises ${i / 2 + 1}</a></p>` : ''
    }</div>`,
  ).join('\n');
  return `<nav><a href="/">Redrock CS</a> | <a href="/classes/2020/fall/">Classes</a> | <a href="/gallery/">Gallery</a></nav>
<main><h1>${c.code} — ${c.title}</h1>
<p class="meta">Fall 2020, lecturer Dr. ${c.teacher}. Lectures Mon/Wed 10:00, exercises Fri.</p>
<section><h2${S(lab, 'lectures')}>Weekly plan</h2>
${cards}
</section>
<section><h2${S(lab, 'quizzes')}>Exams</h2><ul><li${L(lab, 'quiz.title', 'Q1')}>Midterm exam</li><li${L(lab, 'quiz.title', 'Q2')}>Final exam</li></ul></section></main>`;
}

interface Uni {
  name: string;
  home: string;
  courses: Course[];
  template: (c: Course, lab: boolean) => string;
  site: string;
}

function northfield(): Uni {
  const h = 'http://www.cs.northfield.example';
  const teachers = ['abbott', 'baker', 'chen', 'diaz', 'evans', 'fox'];
  const courses: Course[] = [
    ['CS 101', 'Introduction to Programming'], ['CS 210', 'Data Structures'], ['CS 330', 'Algorithms'], ['CS 345', 'Operating Systems'], ['CS 450', 'Compilers'],
  ].map(([code, title], i) => ({ code, title, url: `${h}/courses/${code.replace(' ', '').toLowerCase()}/`, teacher: teachers[i], weeks: 9 + (i % 3) }));
  page(`${h}/`, 'Northfield University — Department of Computer Science',
    `<h1>Department of Computer Science</h1><ul><li><a href="/about/">About the department</a></li><li><a href="/people/">People</a></li><li><a href="/academics/">Academics</a></li><li><a href="/research/">Research</a></li><li><a href="/news/">News</a></li><li><a href="/gallery/">Photo gallery</a></li><li><a href="/events/calendar?month=2019-09">Events calendar</a></li></ul>`);
  page(`${h}/about/`, 'About', `<p>Founded 1967.</p><a href="/about/history.html">History</a> <a href="/about/contact.html">Contact</a>`);
  page(`${h}/about/history.html`, 'History', `<p>The department grew out of mathematics.</p>`);
  page(`${h}/academics/`, 'Academics', `<h2>Programs</h2><ul><li><a href="/academics/undergrad.html">Undergraduate program</a></li><li><a href="/academics/grad.html">Graduate program</a></li><li><a href="/academics/courses">Course listing</a></li></ul>`);
  redirect(`${h}/academics/courses`, `${h}/academics/courses/`);
  page(`${h}/academics/undergrad.html`, 'Undergraduate program', `<p>Requirements: <a href="/courses/cs101">CS 101</a>, <a href="/courses/cs210/">CS 210</a>.</p>`);
  redirect(`${h}/courses/cs101`, `${h}/courses/cs101/`);
  page(`${h}/academics/grad.html`, 'Graduate program', `<p>Admissions information.</p><a href="/academics/grad-handbook.pdf">Handbook</a>`);
  page(`${h}/academics/courses/`, 'Courses — Fall 2019',
    `<h1>Courses offered Fall 2019</h1><table><tr><th>Course</th><th>Title</th></tr>${courses.map((c) => `<tr><td><a href="${c.url}">${c.code}</a></td><td>${c.title}</td></tr>`).join('')}<tr><td><a href="/courses/cs499/">CS 499</a></td><td>Independent study</td></tr></table>`);
  page(`${h}/people/`, 'People', `<h1>Faculty</h1><ul>${teachers.map((t) => `<li><a href="/people/${t}.html">Prof. ${t}</a></li>`).join('')}</ul><h2>Staff</h2><p><a href="/people/staff.html">Staff directory</a></p>`);
  teachers.forEach((t, i) =>
    page(`${h}/people/${t}.html`, `Prof. ${t}`, `<h1>Prof. ${t}</h1><p>Research in systems.</p><h2>Teaching</h2><ul>${courses[i] ? `<li><a href="${courses[i].url}">${courses[i].code} ${courses[i].title}</a></li>` : '<li>On leave</li>'}</ul><h2>Publications</h2><ul><li><a href="/people/${t}/papers/p1.pdf">Paper one</a></li></ul>`),
  );
  page(`${h}/people/staff.html`, 'Staff', `<p>Front office.</p>`);
  page(`${h}/research/`, 'Research', `<ul>${['systems', 'theory', 'ai'].map((g) => `<li><a href="/research/${g}/">${g} group</a></li>`).join('')}</ul>`);
  for (const g of ['systems', 'theory', 'ai']) page(`${h}/research/${g}/`, `${g} group`, `<p>Projects and seminars of the ${g} group.</p><a href="/research/${g}/seminar.html">Seminar</a>`);
  newsAndGallery(h, 'Northfield');
  calendarTrap(h);
  return { name: 'Northfield University', home: `${h}/`, courses, template: tableCourse, site: 'cs.northfield.example' };
}

function lakeside(): Uni {
  const h = 'http://www.lakeside.example';
  const teachers = ['hale', 'ingram', 'jones', 'kim'];
  const courses: Course[] = [
    ['CMPSC 121', 'Programming Fundamentals'], ['CMPSC 221', 'Object-Oriented Design'], ['CMPSC 311', 'Computer Architecture'], ['CMPSC 360', 'Discrete Mathematics'], ['CMPSC 431', 'Databases'],
  ].map(([code, title], i) => ({ code, title, url: `${h}/~${teachers[i % 4]}/${code.replace(' ', '').toLowerCase()}/`, teacher: teachers[i % 4], weeks: 8 + (i % 4) }));
  page(`${h}/cs/`, 'Lakeside College Computer Science', `<h1>Computer Science at Lakeside</h1><p><a href="/cs/faculty.html">Faculty</a> · <a href="/cs/teaching.html">Teaching</a> · <a href="/cs/wiki/Main_Page">Department wiki</a> · <a href="/cs/photos/">Photos</a> · <a href="/admissions/">Admissions</a></p>`);
  page(`${h}/admissions/`, 'Admissions', `<p>Apply by January 15.</p>`);
  page(`${h}/cs/faculty.html`, 'Faculty', teachers.map((t) => `<p><a href="/~${t}/">${t}</a>, Associate Professor</p>`).join(''));
  teachers.forEach((t) =>
    page(`${h}/~${t}/`, `${t}'s home page`, `<h1>${t}</h1><p>I work on things.</p><h3>Classes I teach</h3><ul>${courses.filter((c) => c.teacher === t).map((c) => `<li><a href="${c.url.replace(/\/$/, '')}">${c.code}</a></li>`).join('')}</ul><p><a href="/~${t}/cv.html">CV</a> <a href="/~${t}/photos.html">Photos</a></p>`),
  );
  for (const c of courses) redirect(c.url.replace(/\/$/, ''), c.url);
  teachers.forEach((t) => {
    page(`${h}/~${t}/cv.html`, `${t} CV`, `<p>Education and positions.</p>`);
    page(`${h}/~${t}/photos.html`, `${t} photos`, `<p>Hiking trips.</p>`);
  });
  page(`${h}/cs/teaching.html`, 'Teaching', `<p>Course pages are kept by the instructors; see the <a href="/cs/faculty.html">faculty list</a>. Current: ${courses.slice(0, 3).map((c) => `<a href="${c.url}">${c.code}</a>`).join(', ')}.</p>`);
  // wiki with endless revision links: a trap of near-identical pages
  for (let r = 1; r <= 30; r++)
    page(`${h}/cs/wiki/Main_Page?oldid=${r}`, `Main Page (revision ${r})`, `<p>Revision ${r} of the main page.</p><a href="/cs/wiki/Main_Page?oldid=${r + 1}">Next revision</a> <a href="/cs/wiki/Main_Page?oldid=${r}&amp;diff=prev">diff</a>`);
  page(`${h}/cs/wiki/Main_Page`, 'Main Page', `<p>Department wiki.</p><a href="/cs/wiki/Main_Page?oldid=1">History</a>`);
  gallery(h, '/cs/photos/', 'Lakeside');
  return { name: 'Lakeside College', home: `${h}/cs/`, courses, template: listCourse, site: 'lakeside.example' };
}

function redrock(): Uni {
  const h = 'http://cs.redrock.example';
  const teachers = ['Moreno', 'Nakamura', 'Okafor'];
  const courses: Course[] = [
    ['INF 1010', 'Foundations of Computing'], ['INF 2100', 'Software Engineering'], ['INF 3300', 'Machine Learning'], ['INF 4200', 'Distributed Systems'],
  ].map(([code, title], i) => ({ code, title, url: `${h}/classes/2020/fall/${code.replace(' ', '').toLowerCase()}.html`, teacher: teachers[i % 3], weeks: 10 + (i % 2) }));
  page(`${h}/`, 'Redrock Institute of Technology — School of Computing', `<nav><a href="/programs/">Programs</a> | <a href="/staff/">Staff</a> | <a href="/news/">News</a> | <a href="/gallery/">Gallery</a></nav><h1>School of Computing</h1>`);
  page(`${h}/programs/`, 'Programs', `<ul><li><a href="/programs/bsc.html">BSc Computing</a></li><li><a href="/programs/msc.html">MSc Data Science</a></li></ul>`);
  page(`${h}/programs/bsc.html`, 'BSc Computing', `<p>Study plan. See the <a href="/classes/2020/fall/">class list for fall 2020</a>.</p>`);
  page(`${h}/programs/msc.html`, 'MSc Data Science', `<p>Two years. <a href="/classes/2020/fall/inf3300.html">INF 3300</a> is required.</p>`);
  page(`${h}/classes/2020/fall/`, 'Classes, fall 2020', `<h1>Classes</h1><div class="cards">${courses.map((c) => `<div class="card"><a href="${c.url}"><b>${c.code}</b> ${c.title}</a></div>`).join('')}</div><p><a href="/classes/2020/spring/">Spring 2020</a></p>`);
  page(`${h}/staff/`, 'Staff', teachers.map((t) => `<p><a href="/staff/${t.toLowerCase()}.html">Dr. ${t}</a></p>`).join(''));
  teachers.forEach((t) => page(`${h}/staff/${t.toLowerCase()}.html`, `Dr. ${t}`, `<p>Research profile of Dr. ${t}.</p>`));
  newsAndGallery(h, 'Redrock');
  return { name: 'Redrock Institute of Technology', home: `${h}/`, courses, template: cardCourse, site: 'cs.redrock.example' };
}

function newsAndGallery(h: string, name: string): void {
  page(`${h}/news/`, `${name} news`, `<h1>News</h1><ul>${Array.from({ length: 12 }, (_, i) => `<li><a href="/news/2019/item${i + 1}.html">Award and event ${i + 1}</a></li>`).join('')}</ul>`);
  for (let i = 1; i <= 12; i++) page(`${h}/news/2019/item${i}.html`, `News item ${i}`, `<p>Our students won prize ${i}.</p><a href="/news/">All news</a>`);
  gallery(h, '/gallery/', name);
}

function gallery(h: string, base: string, name: string): void {
  page(`${h}${base}`, `${name} photo gallery`, `<h1>Photos</h1>${Array.from({ length: 25 }, (_, i) => `<a href="${base}photo${i + 1}.html"><img src="${base}thumb${i + 1}.jpg" alt="Photo ${i + 1}"></a>`).join(' ')}`);
  for (let i = 1; i <= 25; i++) page(`${h}${base}photo${i}.html`, `Photo ${i}`, `<img src="${base}img${i}.jpg" alt="Campus photo ${i}"><a href="${base}photo${(i % 25) + 1}.html">Next</a>`);
}

/** An events calendar whose "next month" never ends (only the first months are in the WARC; the rest are misses). */
function calendarTrap(h: string): void {
  for (let m = 0; m < 6; m++) {
    const y = 2019 + Math.floor((8 + m) / 12);
    const mm = ((8 + m) % 12) + 1;
    const next = `${2019 + Math.floor((9 + m) / 12)}-${String(((9 + m) % 12) + 1).padStart(2, '0')}`;
    page(`${h}/events/calendar?month=${y}-${String(mm).padStart(2, '0')}`, 'Events calendar', `<p>No events.</p><a href="/events/calendar?month=${next}">Next month</a>`);
  }
}

async function main(): Promise<void> {
  const unis = [northfield(), lakeside(), redrock()];
  for (const u of unis) {
    u.courses.forEach((c, i) => {
      page(c.url, `${c.code}: ${c.title}`, u.template(c, false));
      if (i < 2) {
        const html = `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${c.code}: ${c.title}</title><link rel="canonical" href="${c.url}"></head>\n<body>\n${u.template(c, true)}\n</body></html>\n`;
        labeled.push({ site: u.site, file: `${c.code.replace(' ', '').toLowerCase()}.html`, html });
      }
    });
  }
  // a binary body served as text/html, and an image
  pages.push({ url: 'http://www.cs.northfield.example/gallery/broken.html', type: 'text/html', body: new Uint8Array([0, 159, 146, 150, 0, 1, 2, 3]) });
  pages.push({ url: 'http://www.cs.northfield.example/gallery/thumb1.jpg', type: 'image/jpeg', body: new Uint8Array([255, 216, 255, 224, 0, 16]) });

  const parts: Uint8Array[] = [];
  for (const p of pages) {
    const body = p.body ?? new TextEncoder().encode(p.html ?? '');
    const headers: Record<string, string> = p.location ? { Location: p.location, 'Content-Type': 'text/html' } : { 'Content-Type': p.type ?? 'text/html; charset=utf-8' };
    headers['Content-Length'] = String(body.length);
    const status = p.status ?? 200;
    async function* content() {
      yield body;
    }
    const rec = WARCRecord.create(
      { url: p.url, date: '2020-10-01T12:00:00Z', type: 'response', warcVersion: 'WARC/1.0', statusline: `HTTP/1.1 ${status} ${status === 200 ? 'OK' : 'Moved Permanently'}`, httpHeaders: headers },
      content(),
    );
    parts.push(await WARCSerializer.serialize(rec, { gzip: true }));
  }
  writeFileSync(join(root, 'examples', 'web.warc.gz'), Buffer.concat(parts.map((p) => Buffer.from(p))));
  writeFileSync(
    join(root, 'examples', 'universities.txt'),
    `# The bundled demo web (examples/web.warc.gz): home page URL<TAB>name\n${unis.map((u) => `${u.home}\t${u.name}`).join('\n')}\n`,
  );
  const lp = join(root, 'labeled-pages');
  for (const u of unis) rmSync(join(lp, u.site), { recursive: true, force: true });
  for (const l of labeled) {
    mkdirSync(join(lp, l.site), { recursive: true });
    writeFileSync(join(lp, l.site, l.file), l.html);
  }
  const nCourses = unis.reduce((a, u) => a + u.courses.length, 0);
  console.log(`examples/web.warc.gz: ${pages.length} records (${nCourses} course pages); ${labeled.length} labeled pages in labeled-pages/`);
}

await main();
