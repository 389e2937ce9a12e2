import { describe, expect, it } from 'vitest';
import { Apprentice } from '../../src/crawl/apprentice.js';

describe('Apprentice', () => {
  it('says 0.5 until it has both outcomes, then learns which link words lead to course pages', () => {
    const a = new Apprentice({ batch: 4 });
    a.add({ keys: ['a:cours', 'o-1:spr'], target: 1 });
    expect([a.tick(), a.tick(), a.tick(), a.tick()]).toEqual([false, false, false, false]); // only positives yet
    expect(a.predict(['a:cours'])).toBe(0.5);
    for (let i = 0; i < 6; i++) {
      a.add({ keys: ['a:cours', `u:x${i}`], target: 1 });
      a.add({ keys: ['a:photo', `u:y${i}`], target: 0 });
    }
    expect(a.retrain()).toBe(true);
    expect(a.rounds).toBe(1);
    expect(a.predict(['a:cours'])).toBeGreaterThan(0.6);
    expect(a.predict(['a:photo'])).toBeLessThan(0.4);
  });
  it('round-trips through JSON (saved with each retraining for --resume)', () => {
    const a = new Apprentice();
    for (let i = 0; i < 5; i++) {
      a.add({ keys: ['a:syllabu'], target: 1 });
      a.add({ keys: ['a:new'], target: 0 });
    }
    a.retrain();
    const b = Apprentice.fromJSON(JSON.parse(JSON.stringify(a.toJSON())));
    expect(b.predict(['a:syllabu'])).toBe(a.predict(['a:syllabu']));
    expect(b.lessonCount()).toBe(10);
  });
  it('keeps each retraining bounded: new lessons plus a sample of older ones', () => {
    const a = new Apprentice({ maxPerRound: 10, epochs: 1 });
    for (let i = 0; i < 50; i++) a.add({ keys: ['a:old'], target: i % 2 });
    a.retrain();
    const before = a.predict(['a:new']);
    for (let i = 0; i < 5; i++) a.add({ keys: ['a:new'], target: 1 });
    a.retrain();
    // all five new lessons were seen even though 55 lessons exceed the bound
    expect(a.predict(['a:new'])).toBeGreaterThan(before);
  });
  it('saves only trained keys, and a model rebuilt from model() plus its lessons predicts and retrains exactly alike', () => {
    const a = new Apprentice({ batch: 1 });
    for (let i = 0; i < 4; i++) {
      a.add({ keys: ['a:cours', `u:c${i}`], target: 1 });
      a.add({ keys: ['a:photo', `u:p${i}`], target: 0 });
    }
    a.retrain();
    a.add({ keys: ['a:later'], target: 1 }); // added after the retraining: not trained yet
    const m = a.model();
    expect(m.weights.map(([k]) => k).sort()).toEqual(['a:cours', 'a:photo', 'u:c0', 'u:c1', 'u:c2', 'u:c3', 'u:p0', 'u:p1', 'u:p2', 'u:p3']);
    expect(m.seen).toBe(8);
    const lessons = (a.toJSON().lessons as { keys: string[]; target: number }[]).map((l) => ({ keys: [...l.keys], target: l.target }));
    expect(lessons[8]).toEqual({ keys: ['a:later'], target: 1 });
    const b = Apprentice.fromJSON(JSON.parse(JSON.stringify(m)), { batch: 1 }, lessons);
    for (const k of [['a:cours', 'u:c9'], ['a:photo'], ['a:later'], ['x:unknown']]) expect(b.predict(k)).toBe(a.predict(k));
    a.retrain();
    b.retrain();
    for (const k of [['a:cours', 'u:c9'], ['a:photo'], ['a:later']]) expect(b.predict(k)).toBe(a.predict(k));
    expect(b.predict(['a:later'])).not.toBe(0.5);
  });
  it('keeps its rare positive lessons when the store is full: the oldest negative ones go first', () => {
    const a = new Apprentice({ maxLessons: 10 });
    a.add({ keys: ['a:cs101'], target: 1 });
    a.add({ keys: ['a:cs202'], target: 0.9 });
    for (let i = 0; i < 30; i++) a.add({ keys: [`a:news${i}`], target: 0 });
    expect(a.lessonCount()).toBe(10);
    const kept = a.toJSON().lessons;
    expect(kept.slice(0, 2).map((l) => l.keys[0])).toEqual(['a:cs101', 'a:cs202']);
    expect(kept[9].keys[0]).toBe('a:news29');
    expect(a.retrain()).toBe(true); // two positives still there to learn from
    // past a quarter of the store, positives age out like the rest
    const b = new Apprentice({ maxLessons: 8 });
    for (let i = 0; i < 12; i++) b.add({ keys: [`a:p${i}`], target: 1 });
    expect(b.toJSON().lessons.map((l) => l.keys[0])).toEqual(['a:p4', 'a:p5', 'a:p6', 'a:p7', 'a:p8', 'a:p9', 'a:p10', 'a:p11']);
  });
});
