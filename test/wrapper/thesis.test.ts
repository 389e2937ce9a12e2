/** Worked examples of seed 004 ch. 8 (figures reconstructed from the text). */
import { describe, expect, it } from 'vitest';
import { combineRepeats, dFromNotation, forestWeight, fromDom, notation, parseNotation, prepare } from '../../src/wrapper/wrapper.js';
import { inferSign, mergeForests, wwCost } from '../../src/wrapper/induce.js';
import { wdDistance } from '../../src/wrapper/align.js';

describe('repeat-pattern combination (Fig. 8.2)', () => {
  it('N identical consecutive sub-trees → sign N; sub-forests → parentheses node', () => {
    const [d] = dFromNotation('A(B C(E) C(E) C(E) D F D F G_x G_y)');
    expect(notation([fromDom(d)])).toBe('A(B C(E)^3 (D F)^2 G_x G_y)');
  });
  it('labels count: same tag, different label is not a repeat', () => {
    const [d] = dFromNotation('A(P_title P_date P P)');
    expect(notation([fromDom(d)])).toBe('A(P_title P_date P^2)');
  });
  it('combines repeated forests of repeated trees', () => {
    const out = combineRepeats(parseNotation('B C C B C C'));
    expect(notation(out)).toBe('(B C^2)^2');
  });
});

describe('node weights (Def. 7–8)', () => {
  it('follow the sign rules', () => {
    expect(forestWeight(parseNotation('A(B C)'))).toBe(3);
    expect(forestWeight(parseNotation('A(B C)?'))).toBe(0);
    expect(forestWeight(parseNotation('A(B C)*'))).toBe(0);
    expect(forestWeight(parseNotation('A(B C)+'))).toBe(3);
    expect(forestWeight(parseNotation('A(B C)^3'))).toBe(9);
    expect(forestWeight(parseNotation('(B C)^2'))).toBe(4);
    expect(forestWeight(parseNotation('A((B C)^2 D?)'))).toBe(5);
  });
});

describe('sign-inference table (§8.4.1.3)', () => {
  const cases: [string, string, string][] = [
    ['1', 'NULL', '?'], ['?', 'NULL', '?'], ['3', 'NULL', '*'], ['+', 'NULL', '*'], ['*', 'NULL', '*'],
    ['1', '1', '1'], ['3', '3', '3'], ['+', '+', '+'], ['?', '?', '?'], ['*', '*', '*'], ['1', '?', '?'],
    ['?', '3', '*'], ['?', '+', '*'], ['1', '*', '*'], ['3', '*', '*'], ['?', '*', '*'], ['+', '*', '*'],
    ['1', '3', '+'], ['3', '+', '+'], ['1', '+', '+'], ['2', '3', '+'],
  ];
  const sg = (s: string) => (s === 'NULL' ? null : /\d/.test(s) ? Number(s) : (s as '?' | '+' | '*'));
  for (const [a, b, r] of cases)
    it(`I(${a}, ${b}) = ${r}`, () => {
      expect(String(inferSign(sg(a)!, sg(b)))).toBe(r);
      if (b !== 'NULL') expect(String(inferSign(sg(b)!, sg(a)))).toBe(r);
    });
});

describe('WW-alignment and induction (Fig. 8.3)', () => {
  const w1 = () => parseNotation('A(B(F^2) (C^3 D E*)?)');
  const w2 = () => parseNotation('A(B(F G+) C^3 E)');
  it('aligns with cost 2 (G+ and D mismatched)', () => {
    expect(wwCost(w1(), w2())).toBe(2);
  });
  it('induces A(B(F+ G*) (C^3 D? E*)?)', () => {
    expect(notation(mergeForests(w1(), w2()))).toBe('A(B(F+ G*) (C^3 D? E*)?)');
  });
  it('Rule 2: a leaf node does not match an inner node of the same tag', () => {
    // B and B(C) are both mismatched (1 + 2), not matched with C left over (1)
    expect(wwCost(parseNotation('A(B)'), parseNotation('A(B(C))'))).toBe(3);
    expect(wwCost(parseNotation('A(B(D))'), parseNotation('A(B(C))'))).toBe(2);
    expect(notation(mergeForests(parseNotation('A(B)'), parseNotation('A(B(C))')))).toMatch(/^A\((B\? B\(C\)\?|B\(C\)\? B\?)\)$/);
  });
});

describe('Wrapper-DOM distance Ψ (Def. 9)', () => {
  it('is 0 for a wrapper and its own page', () => {
    const d = dFromNotation('html(head(title) body(div(p p p) ul(li(a) li(a))))');
    const w = prepare([fromDom(d[0])]);
    expect(notation(w)).toBe('html(head(title) body(div(p^3) ul(li(a)^2)))');
    expect(wdDistance(w, d)).toBe(0);
  });
  it('is 1 for disjoint trees', () => {
    const w = prepare([fromDom(dFromNotation('X(Y Z)')[0])]);
    expect(wdDistance(w, dFromNotation('A(B C D)'))).toBe(1);
  });
  it('counts N / + / * / ? matches and normalises both sides', () => {
    const w = parseNotation('A(B+ C? D)');
    expect(wdDistance(w, dFromNotation('A(B B B D)'))).toBe(0);
    expect(wdDistance(w, dFromNotation('A(B C D)'))).toBe(0);
    // D missing: C_w = 1 of W(T_w) = 3; C_d = 0
    expect(wdDistance(w, dFromNotation('A(B B)'))).toBeCloseTo(1 / 6, 10);
    // extra E: C_d = 1 of W(T_d) = 4
    expect(wdDistance(w, dFromNotation('A(B E D)'))).toBeCloseTo(1 / 8, 10);
    // (B C)^2 matches two repetitions exactly
    expect(wdDistance(parseNotation('A((B C)^2)'), dFromNotation('A(B C B C)'))).toBe(0);
    expect(wdDistance(parseNotation('A((B C)+)'), dFromNotation('A(B C B C B C)'))).toBe(0);
  });
});
