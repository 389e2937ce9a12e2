/** A tiny university web served on 127.0.0.1 for the crawler tests, with a hit counter per path. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Resp {
  status?: number;
  type?: string;
  body?: string | Buffer;
  location?: string;
}

export function coursePage(code: string, title: string): string {
  return `<html><head><title>${code}: ${title}</title></head><body><h1>${code} ${title}</h1>
<p>Instructor: Prof. Ada. Office hours Tuesday. Syllabus and grading below.</p>
<h2>Lectures</h2><ul><li><a href="slides1.pdf">Lecture 1: Intro</a></li><li>Lecture 2: More</li></ul>
<h2>Assignments</h2><ul><li>Homework 1 due Sep 5</li><li>Homework 2 due Sep 12</li></ul>
<h2>Exams</h2><p>Midterm exam Oct 10. Final exam Dec 12.</p></body></html>`;
}

/** People whose pages each link four participant pages behind the platform's login page. */
export const ADVISORS = ['bob', 'cyd', 'dee', 'eve'];

/** The test web: a department with people, news, a trap calendar, and course pages. */
export function universityWeb(): Record<string, Resp> {
  const web: Record<string, Resp> = {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\nSitemap: {origin}/sitemap.xml\n' },
    '/sitemap.xml': {
      type: 'application/xml',
      body: '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>{origin}/orphan/cs999/</loc></url><url><loc>http://elsewhere.example/x</loc></url></urlset>',
    },
    '/orphan/cs999/': { body: coursePage('CS 999', 'Only in the sitemap') },
    '/': {
      body: `<html><head><title>Department of Computer Science</title></head><body><h1>Computer Science</h1><ul>
<li><a href="/courses/">Courses</a></li><li><a href="/people/">People</a></li><li><a href="/news/">News</a></li>
<li><a href="/private/secret.html">Internal</a></li><li><a href="/calendar/2024/1">Calendar</a></li>
<li><a href="/loop1">Loop</a></li><li><a href="/logo">Logo</a></li><li><a href="/handout?id=7">Handout</a></li><li><a href="/broken/">Broken</a></li>
<li><a href="mailto:x@example.edu">Mail</a></li><li><a href="/old-courses">Old course list</a></li></ul></body></html>`,
    },
    '/old-courses': { status: 301, location: '/courses/' },
    '/courses/': {
      body: `<html><head><title>Courses</title></head><body><h2>Courses this term</h2><ul>
<li><a href="/courses/cs101/">CS 101 Introduction to Programming</a></li>
<li><a href="/courses/cs202/">CS 202 Data Structures</a></li>
<li><a href="/courses/cs303/">CS 303 Algorithms</a></li></ul></body></html>`,
    },
    '/courses/cs101/': { body: coursePage('CS 101', 'Introduction to Programming') },
    '/courses/cs202/': { body: coursePage('CS 202', 'Data Structures') },
    '/courses/cs303/': { body: coursePage('CS 303', 'Algorithms') },
    '/people/': { body: `<html><head><title>People</title></head><body><a href="/people/ada.html">Ada</a> ${ADVISORS.map((p) => `<a href="/people/${p}.html">${p}</a>`).join(' ')}</body></html>` },
    '/people/ada.html': { body: `<html><head><title>Ada's home page</title></head><body>I teach <a href="/courses/cs101/">CS 101</a>.</body></html>` },
    // a learning platform's participant pages, linked from four pages: every one redirects to its login page
    '/user/view.php': { status: 303, location: '/login/index.php' },
    '/login/index.php': { body: '<html><head><title>Log in</title></head><body><form><input name="username"></form></body></html>' },
    '/news/': { body: `<html><head><title>News</title></head><body>News. ${Array.from({ length: 8 }, (_, i) => `<a href="/news/${i}">item ${i}</a>`).join(' ')}</body></html>` },
    '/private/secret.html': { body: '<html><body>secret</body></html>' },
    '/loop1': { status: 302, location: '/loop2' },
    // a resource link that redirects to its file (Moodle's mod/resource/view.php): the file is not a page
    '/handout': { status: 303, location: '/files/handout.pdf' },
    '/files/handout.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
    '/loop2': { status: 302, location: '/loop1' },
    '/logo': { type: 'text/html', body: Buffer.from([0, 1, 2, 3, 0, 255, 254, 0, 7, 8]) },
  };
  for (let i = 0; i < 8; i++) web[`/news/${i}`] = { status: 500, body: 'oops' };
  ADVISORS.forEach((p, k) => {
    const students = Array.from({ length: 4 }, (_, i) => `<a href="/user/view.php?id=${4 * k + i}&course=9">student ${4 * k + i}</a>`).join(' ');
    web[`/people/${p}.html`] = { body: `<html><head><title>${p}</title></head><body>Research. My students: ${students}</body></html>` };
  });
  return web;
}

export interface TestServer {
  url: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** Serve `web` on 127.0.0.1; unknown paths are 404; `/calendar/Y/M` is an endless trap; `delayMs` slows each answer. */
export async function serve(web: Record<string, Resp>, delayMs = 0): Promise<TestServer> {
  const hits = new Map<string, number>();
  let port = 0;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = () => {
      const cal = /^\/calendar\/(\d+)\/(\d+)$/.exec(path);
      if (cal) {
        const y = Number(cal[1]);
        const m = Number(cal[2]);
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<html><head><title>Calendar</title></head><body><a href="/calendar/${m === 12 ? y + 1 : y}/${m === 12 ? 1 : m + 1}">next month</a> <a href="/calendar/${y}/${m}/day/1/view/${m}">day</a></body></html>`);
        return;
      }
      // a key with a query answers that URL only (a platform's record: `view.php?id=2`), one without any query
      const r = web[req.url ?? '/'] ?? web[path];
      if (!r) {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<html><body>not found</body></html>');
        return;
      }
      const headers: Record<string, string> = { 'content-type': r.type ?? 'text/html' };
      if (r.location) headers.location = r.location;
      res.writeHead(r.status ?? 200, headers);
      // `{origin}` in a text body is this server's origin (robots.txt and sitemaps need absolute URLs)
      res.end(typeof r.body === 'string' ? r.body.replaceAll('{origin}', `http://127.0.0.1:${port}`) : (r.body ?? ''));
    };
    if (delayMs) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
