import { describe, expect, it } from 'vitest';
import { CourseFamilies, FAMILY_MIN, familyKey, materialLinks, SIBLING_MIN, titleSuffix } from '../../src/crawl/family.js';

describe('course families', () => {
  it('keys a page by host, directory (an index page by its parent) and title suffix', () => {
    expect(titleSuffix('2020 Spring COMPSCI 114 102 DIS 102 | Class Schedule')).toBe('class schedule');
    expect(titleSuffix('CS 111: Operating Systems - HKN Mu Chapter')).toBe('hkn mu chapter');
    expect(titleSuffix('Syllabus | CS 70 Fall 2019')).toBe('cs # fall #');
    expect(titleSuffix('CS314 Home Page')).toBe('');
    expect(familyKey('https://classes.u.edu/content/2020-spring-cs-114-001-lec-001', '2020 Spring CS 114 001 LEC 001 | Class Schedule')).toBe(
      'classes.u.edu|https://classes.u.edu/content/|class schedule',
    );
    // a course's directory index is one of its parent directory's entries
    expect(familyKey('https://u.edu/education/courses/cse488/', 'CSE 488 | Allen School')).toBe('u.edu|https://u.edu/education/courses/|allen school');
    // record-numbered directories are one
    expect(familyKey('https://u.edu/node/34685', 'EE 221 | EECS')).toBe(familyKey('https://u.edu/node/35000', 'CS 70 | EECS'));
    // a catalogue's per-module directories are one: each module's yearly entries lie in a directory of their own
    const archive = (code: string, year: string) => familyKey(`https://mods.u.edu/archive/${code}/${year}`, `${code} (AY${year}) - UniMods`);
    expect(archive('CS6216', '2014-2015')).toBe('mods.u.edu|https://mods.u.edu/archive/@/|unimods');
    expect(archive('CS6216', '2014-2015')).toBe(archive('MA1101R', '2016-2017'));
    // a staff member's home directory is not a course's (`~abc123` folds no one's pages together)
    expect(familyKey('https://users.u.ac.uk/~rdu767/teaching/x.html', 'X')).toBe('users.u.ac.uk|https://users.u.ac.uk/~rdu767/teaching/|');
  });

  it('counts links to a course\'s own material: under its directory, handout files, a script\'s records on its host', () => {
    const page = 'https://inst.u.edu/~cs70/sp20/';
    const links = [
      { url: 'https://inst.u.edu/~cs70/sp20/hw/hw1/', anchor: 'Homework 1' },
      { url: 'https://files.u.edu/cs70/lec1.pdf', anchor: 'Lecture 1' },
      { url: 'https://inst.u.edu/~cs70/sp20/staff/', anchor: 'Staff' }, // not material
      { url: 'https://inst.u.edu/~cs61a/sp20/', anchor: 'Lecture notes' }, // another course's directory
      { url: 'https://registrar.u.edu/final-exams/', anchor: 'Final exam schedule' }, // another host
      { url: page, anchor: 'Lectures' }, // itself
    ];
    expect(materialLinks(links, page)).toBe(2);
    expect(materialLinks([{ url: 'https://moodle.u.edu/mod/resource/view.php?id=77', anchor: 'Week 3 slides' }], 'https://moodle.u.edu/course/view.php?id=5')).toBe(1);
    // in Japanese: a numbered lecture, its slides, a report assignment; not the teacher's papers
    const jp = 'https://www.cs.u.ac.jp/~ito/class/2019-2/compiler.html';
    const jpLinks = ['第1回', 'スライド', 'レポート課題2', '研究業績'].map((anchor, i) => ({ url: `https://www.cs.u.ac.jp/~ito/class/2019-2/m${i}.html`, anchor }));
    expect(materialLinks(jpLinks, jp)).toBe(3);
    // a SIGAA class's tabs (its own script's records on its host)
    const turma = 'https://sigaa.u.br/sigaa/ava/publico/turma.jsf?idTurma=19458';
    const tabs = ['Principal', 'Notícias', 'Plano de Curso', 'Materiais', 'Avaliações'].map((anchor, i) => ({ url: `${turma}&aba=${i}`, anchor }));
    expect(materialLinks(tabs, turma)).toBe(3);
    // the kind of material is named first: a report's title with `notes` further on is none
    const dir = 'https://u.edu/cs101/';
    expect(materialLinks([{ url: `${dir}handle/1`, anchor: 'Theorem array network notes' }, { url: `${dir}lec3.html`, anchor: 'Lecture 3: Hashing' }], dir)).toBe(1);
    // in German too, compounds included
    const lehre = 'https://ca.u.de/Lehre/SS20/Seminar/';
    expect(materialLinks(['Vorlesungsfolien', 'Übungsblätter', 'Klausur', 'Mitarbeiter'].map((anchor) => ({ url: `${lehre}${anchor.length}.html`, anchor })), lehre)).toBe(3);
  });

  it(`judges a family a database after ${FAMILY_MIN} homes of which under a quarter link material`, () => {
    const f = new CourseFamilies();
    for (let i = 0; i < FAMILY_MIN - 1; i++) expect(f.home('schedule', i === 0, `s${i}`)).toEqual([]);
    expect(f.isDatabase('schedule')).toBe(false);
    // the home that makes it a database hands back the family's homes so far (to be untaught), once
    expect(f.home('schedule', false, 'last')).toEqual([...Array.from({ length: FAMILY_MIN - 1 }, (_, i) => `s${i}`), 'last']);
    expect(f.isDatabase('schedule')).toBe(true);
    expect(f.home('schedule', false, 'later')).toEqual([]);
    // a department's course pages, most linking their material, are not
    for (let i = 0; i < 12; i++) f.home('node', i % 3 !== 0);
    expect(f.isDatabase('node')).toBe(false);
    expect(f.isDatabase('unknown')).toBe(false);
  });

  it('hands back the pages only written as homes once their family is a database, without counting them', () => {
    const f = new CourseFamilies();
    f.wrote('archive', 'topics-1');
    f.wrote('archive', 'topics-2');
    f.wrote('other', 'elsewhere');
    for (let i = 0; i < FAMILY_MIN - 1; i++) f.home('archive', false, `a${i}`);
    // written-only pages do not make the family a database …
    expect(f.isDatabase('archive')).toBe(false);
    expect(f.takeWritten()).toEqual([]);
    // … but are its entries once it is one, each handed back once; another family's stay
    f.home('archive', false, 'a-last');
    expect(f.takeWritten()).toEqual(['topics-1', 'topics-2']);
    expect(f.takeWritten()).toEqual([]);
  });

  it('judges a family beside a database (same host and title suffix, a sibling directory) on fewer homes, unless it links material', () => {
    const f = new CourseFamilies();
    const key = (dir: string, suffix = 'HKN Mu Chapter') => familyKey(`https://hkn.u.edu/coursesurveys/${dir}/101`, `CS 101: Intro - ${suffix}`);
    for (let i = 0; i < FAMILY_MIN; i++) f.home(key('course/CS'), false, `cs${i}`);
    expect(f.isDatabase(key('course/CS'))).toBe(true);
    // the next shelf: judged on SIBLING_MIN homes, handing them back
    for (let i = 0; i < SIBLING_MIN - 1; i++) expect(f.home(key('course/EE'), false, `ee${i}`)).toEqual([]);
    expect(f.isDatabase(key('course/EE'))).toBe(false);
    expect(f.home(key('course/EE'), false, 'ee-last')).toEqual(['ee0', 'ee1', 'ee-last']);
    expect(f.isDatabase(key('course/EE'))).toBe(true);
    // a sibling whose pages link their material is not; nor another directory level, nor another suffix
    for (let i = 0; i < SIBLING_MIN; i++) f.home(key('course/EECS'), true);
    expect(f.isDatabase(key('course/EECS'))).toBe(false);
    for (let i = 0; i < SIBLING_MIN; i++) (f.home(key('rating'), false), f.home(key('course/ME', 'Mech Eng'), false));
    expect(f.isDatabase(key('rating'))).toBe(false);
    expect(f.isDatabase(key('course/ME', 'Mech Eng'))).toBe(false);
  });

  it('flips a sibling shelf with SIBLING_MIN homes or more with the database it lies beside, handing its homes back too', () => {
    const f = new CourseFamilies();
    const key = (dir: string) => familyKey(`https://hkn.u.edu/coursesurveys/${dir}/101`, 'CS 101: Intro - HKN Mu Chapter');
    // the EE shelf's homes came first, more than SIBLING_MIN of them, fewer than FAMILY_MIN
    for (let i = 0; i < SIBLING_MIN + 2; i++) expect(f.home(key('course/EE'), false, `ee${i}`)).toEqual([]);
    for (let i = 0; i < FAMILY_MIN - 1; i++) expect(f.home(key('course/CS'), false, `cs${i}`)).toEqual([]);
    const flipped = f.home(key('course/CS'), false, 'cs-last');
    expect(flipped).toEqual([...Array.from({ length: FAMILY_MIN - 1 }, (_, i) => `cs${i}`), 'cs-last', ...Array.from({ length: SIBLING_MIN + 2 }, (_, i) => `ee${i}`)]);
    expect(f.isDatabase(key('course/EE'))).toBe(true);
    // handed back once: the next EE entry flips nothing
    expect(f.home(key('course/EE'), false, 'ee-next')).toEqual([]);
  });
});
