/**
 * The apprentice (seed 002): learns online which links lead to pages the critic likes. Each lesson is a
 * link (u, v) whose target v has been fetched and judged: its features (anchor and URL tokens, DOM-offset
 * ⟨t, d⟩ pairs, source class) and the critic's verdict on v. Lessons accumulate and the apprentice is
 * retrained every B fetches (a few epochs of logistic regression over all lessons so far — seed 002's
 * apprentice is a fast text learner, which keeps retraining cheap at 20,000+ fetches).
 */

export interface Lesson {
  keys: string[];
  /** Critic verdict on the link's target, in [0, 1]. */
  target: number;
}

export interface ApprenticeOptions {
  /** Retrain every B fetches (default 100). */
  batch?: number;
  /** Epochs per retraining (default 3). */
  epochs?: number;
  learningRate?: number;
  /** L2 regularisation (default 1e-4). */
  l2?: number;
  /** Lessons kept (oldest dropped first; default 20000). */
  maxLessons?: number;
  /** Most lessons one retraining passes over: all new ones plus a sample of older ones (default 3000). */
  maxPerRound?: number;
}

/** A lesson as the apprentice keeps it: its keys interned (ids into the vocabulary). */
interface Interned {
  ids: Int32Array;
  target: number;
}

export class Apprentice {
  /**
   * Keys are interned: a lesson holds ids into one vocabulary and the weights are a typed array. Tens of
   * thousands of lessons of ~50 keys each would otherwise hold a string per key (from their JSON) and make
   * every retraining a pass of string-keyed map lookups. The arithmetic is the same, key for key, in the
   * same order, so the model is exactly the one string keys would give.
   */
  private vocab = new Map<string, number>();
  private names: string[] = [];
  private w = new Float64Array(256);
  /** Whether a weight has been updated (only those are saved, as string keys would have them). */
  private touched = new Uint8Array(256);
  private bias = 0;
  private lessons: Interned[] = [];
  /** Lessons kept whose target is ≥ 0.5. */
  private positives = 0;
  private pending = 0;
  /** Lessons added since the last retraining. */
  private sinceLast = 0;
  /** Lessons ever added (a resumed apprentice knows which came after its last retraining). */
  private added = 0;
  /** Times retrained. */
  rounds = 0;

  constructor(private readonly opts: ApprenticeOptions = {}) {}

  get batch(): number {
    return this.opts.batch ?? 100;
  }

  get trained(): boolean {
    return this.rounds > 0;
  }

  lessonCount(): number {
    return this.lessons.length;
  }

  private intern(k: string): number {
    let id = this.vocab.get(k);
    if (id === undefined) {
      id = this.names.length;
      this.vocab.set(k, id);
      this.names.push(k);
      if (id >= this.w.length) {
        const w = new Float64Array(this.w.length * 2);
        w.set(this.w);
        this.w = w;
        const t = new Uint8Array(w.length);
        t.set(this.touched);
        this.touched = t;
      }
    }
    return id;
  }

  add(lesson: Lesson): void {
    this.lessons.push({ ids: Int32Array.from(lesson.keys, (k) => this.intern(k)), target: lesson.target });
    if (lesson.target >= 0.5) this.positives++;
    this.sinceLast++;
    this.added++;
    const max = this.opts.maxLessons ?? 20000;
    while (this.lessons.length > max) {
      // The oldest lesson goes — but a negative one while positives are under a quarter of the store: in a
      // long crawl the course homes come early, and dropping them by age alone left the apprentice, from
      // ≈ 33,000 fetches on, without two positives to retrain on.
      let i = this.positives <= max / 4 ? this.lessons.findIndex((l) => l.target < 0.5) : 0;
      if (i < 0) i = 0;
      if (this.lessons[i].target >= 0.5) this.positives--;
      this.lessons.splice(i, 1);
    }
  }

  /** Fetches counted since the last retraining period ended. */
  get pendingTicks(): number {
    return this.pending;
  }

  /** A resumed crawl: the fetches counted since the last period ended, as they were. */
  restoreTicks(n: number): void {
    this.pending = n;
  }

  /** Count a fetch; returns true when B fetches have passed and the apprentice was retrained. */
  tick(): boolean {
    if (++this.pending < this.batch) return false;
    this.pending = 0;
    return this.retrain();
  }

  retrain(): boolean {
    // Need both outcomes before the verdicts say anything.
    const pos = this.positives;
    if (pos < 2 || this.lessons.length - pos < 2) return false;
    const epochs = this.opts.epochs ?? 3;
    const lr0 = this.opts.learningRate ?? 0.2;
    const l2 = this.opts.l2 ?? 1e-4;
    // Balance: weigh the rare positive lessons up so a few course pages move the scores.
    const wPos = Math.min(20, Math.max(1, (this.lessons.length - pos) / pos));
    let s = 12345;
    // Bounded cost per retraining: every lesson since the last one, plus a sample of older ones, so the
    // work does not grow with the crawl (20,000+ fetches).
    const max = this.opts.maxPerRound ?? 3000;
    const fresh = Math.min(this.lessons.length, this.sinceLast);
    let order = this.lessons.map((_, i) => i);
    if (order.length > max) {
      const old = order.slice(0, order.length - fresh);
      for (let i = old.length - 1; i > 0; i--) {
        s = (s * 1664525 + 1013904223) >>> 0;
        const j = s % (i + 1);
        [old[i], old[j]] = [old[j], old[i]];
      }
      order = old.slice(0, Math.max(0, max - fresh)).concat(order.slice(order.length - fresh));
    }
    this.sinceLast = 0;
    const w = this.w;
    const touched = this.touched;
    for (let e = 0; e < epochs; e++) {
      for (let i = order.length - 1; i > 0; i--) {
        s = (s * 1664525 + 1013904223) >>> 0;
        const j = s % (i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      const lr = lr0 / (1 + e);
      for (const i of order) {
        const l = this.lessons[i];
        const ids = l.ids;
        const p = this.rawIds(ids);
        const wt = l.target >= 0.5 ? wPos : 1;
        const g = (p - l.target) * wt;
        const step = (lr * g) / Math.sqrt(Math.max(1, ids.length));
        this.bias -= lr * g;
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k];
          const old = w[id];
          w[id] = old - step - lr * l2 * old;
          touched[id] = 1;
        }
      }
    }
    this.rounds++;
    return true;
  }

  private rawIds(ids: Int32Array): number {
    let sum = 0;
    for (let k = 0; k < ids.length; k++) sum += this.w[ids[k]];
    return this.logistic(sum, ids.length);
  }

  private logistic(sum: number, n: number): number {
    const z = this.bias + sum / Math.sqrt(Math.max(1, n));
    return 1 / (1 + Math.exp(-z));
  }

  /** Probability that the link leads to a page the critic approves; 0.5 before the first retraining. */
  predict(keys: string[]): number {
    if (!this.trained) return 0.5;
    let sum = 0;
    for (const k of keys) {
      const id = this.vocab.get(k);
      if (id !== undefined) sum += this.w[id];
    }
    return this.logistic(sum, keys.length);
  }

  toJSON(): { weights: [string, number][]; bias: number; rounds: number; lessons: Lesson[] } {
    return { ...this.model(), lessons: this.lessons.map((l) => ({ keys: Array.from(l.ids, (id) => this.names[id]), target: l.target })) };
  }

  /** The learned model without its lessons (the crawler stores lessons one by one as they come: saving them all at each retraining grew with the crawl). */
  model(): { weights: [string, number][]; bias: number; rounds: number; seen: number } {
    const weights: [string, number][] = [];
    for (let id = 0; id < this.names.length; id++) if (this.touched[id]) weights.push([this.names[id], this.w[id]]);
    return { weights, bias: this.bias, rounds: this.rounds, seen: this.added - this.sinceLast };
  }

  /** From `toJSON()`, or from `model()` plus the stored lessons. */
  static fromJSON(j: { weights: [string, number][]; bias: number; rounds: number; seen?: number; lessons?: Lesson[] }, opts: ApprenticeOptions = {}, lessons?: Lesson[]): Apprentice {
    const a = new Apprentice(opts);
    for (const [k, v] of j.weights) {
      const id = a.intern(k);
      a.w[id] = v;
      a.touched[id] = 1;
    }
    a.bias = j.bias;
    a.rounds = j.rounds;
    for (const l of lessons ?? j.lessons ?? []) a.add(l);
    a.sinceLast = Math.max(0, a.added - (j.seen ?? a.added));
    return a;
  }
}
