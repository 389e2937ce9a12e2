import { describe, expect, it } from 'vitest';
import { countRe } from '../../src/course/features.js';
import { CUE_NAMES, CUES, fold, ITEM_CUES, keywordRule } from '../../src/course/lexicon.js';

describe('cue words', () => {
  it('match English and Portuguese words between word boundaries, as before', () => {
    expect(['Lectures', 'Homework 3', 'Midterm exam', 'Lista de exercícios', 'sub_lectures', 'electures'].map((t) => [CUES.lecture.test(fold(t)), CUES.assignment.test(fold(t)), CUES.quiz.test(fold(t))])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
      [false, true, false],
      [false, false, false],
      [false, false, false],
    ]);
    expect(['Lecture 12', 'HW3', 'final exam', 'Spring break'].map((t) => [ITEM_CUES.lecture.test(fold(t)), ITEM_CUES.assignment.test(fold(t)), ITEM_CUES.quiz.test(fold(t)), ITEM_CUES.skip.test(fold(t))])).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
    ]);
  });
  it('match Greek words (an ASCII-only \\b never matched them)', () => {
    expect(CUES.lecture.test(fold('Διαλέξεις'))).toBe(true);
    expect(CUES.assignment.test(fold('Εργασίες'))).toBe(true);
    expect(CUES.quiz.test(fold('Εξετάσεις'))).toBe(true);
  });
  it('match Japanese, Chinese and Korean words between their letters, kana with voicing marks and Hangul after folding', () => {
    expect(['講義予定', 'スライド', 'レポート課題', '期末試験', '课件', '강의 자료'].map((t) => [CUES.lecture.test(fold(t)), CUES.assignment.test(fold(t)), CUES.quiz.test(fold(t))])).toEqual([
      [true, false, false],
      [true, false, false],
      [false, true, false],
      [false, false, true],
      [true, false, false],
      [true, false, false],
    ]);
    expect(['第3回 ソート', '課題2', '小テスト', '11月21日 休講'].map((t) => [ITEM_CUES.lecture.test(fold(t)), ITEM_CUES.assignment.test(fold(t)), ITEM_CUES.quiz.test(fold(t)), ITEM_CUES.skip.test(fold(t))])).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
    ]);
  });
  it('match Russian words by their stems, folded (ё and й lose their marks)', () => {
    expect(['Лекции', 'Расписание занятий', 'Домашние задания', 'Контрольные работы', 'Зачёт', 'Литература', 'Срок сдачи'].map((t) => CUE_NAMES.filter((c) => CUES[c].test(fold(t))))).toEqual([
      ['lecture'],
      ['lecture'],
      ['assignment'],
      ['quiz'],
      ['quiz'],
      ['other'],
      ['date'],
    ]);
    expect(['Лекция 3. Сортировки', 'ДЗ №2', 'Контрольная работа', 'Занятия не будет'].map((t) => [ITEM_CUES.lecture.test(fold(t)), ITEM_CUES.assignment.test(fold(t)), ITEM_CUES.quiz.test(fold(t)), ITEM_CUES.skip.test(fold(t))])).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
    ]);
  });
  it('match Polish words, folded (ł kept, ą ę ć ń ó ś ź ż lose their marks)', () => {
    expect(['Wykłady', 'Listy zadań', 'Kolokwium', 'Warunki zaliczenia', 'Termin oddania', 'Slajdy'].map((t) => CUE_NAMES.filter((c) => CUES[c].test(fold(t))))).toEqual([
      ['lecture'],
      ['assignment'],
      ['quiz'],
      ['quiz', 'other'],
      ['date'],
      ['link'],
    ]);
    expect(['Wykład 3: sortowanie', 'Lista nr 2', 'Kolokwium'].map((t) => [ITEM_CUES.lecture.test(fold(t)), ITEM_CUES.assignment.test(fold(t)), ITEM_CUES.quiz.test(fold(t))])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });
  it('leaves the keyword baseline (seed 000\'s rule) in English', () => {
    expect(['Assignments', 'Lectures', '講義予定'].map(keywordRule)).toEqual(['assignments', 'lectures', 'other']);
  });
  it('count a cue in a text with the cue\'s own flags (a u regex counted as one)', () => {
    expect(countRe(ITEM_CUES.assignment, 'hw 1, hw 2 and milestone 2 feedback')).toBe(3);
    expect(countRe(ITEM_CUES.lecture, '第1回 ガイダンス 第2回 構文解析 lecture 3')).toBe(3);
    expect(countRe(ITEM_CUES.assignment, 'sub_hw 1')).toBe(0);
  });
});
