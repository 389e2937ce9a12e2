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

export class Apprentice {
  private weights = new Map<string, number>();
  private bias = 0;
  private lessons: Lesson[] = [];
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

  add(lesson: Lesson): void {
    this.lessons.push(lesson);
    this.sinceLast++;
    this.added++;
    const max = this.opts.maxLessons ?? 20000;
    if (this.lessons.length > max) this.lessons.splice(0, this.lessons.length - max);
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
    const pos = this.lessons.filter((l) => l.target >= 0.5).length;
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
    for (let e = 0; e < epochs; e++) {
      for (let i = order.length - 1; i > 0; i--) {
        s = (s * 1664525 + 1013904223) >>> 0;
        const j = s % (i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      const lr = lr0 / (1 + e);
      for (const i of order) {
        const l = this.lessons[i];
        const p = this.raw(l.keys);
        const w = l.target >= 0.5 ? wPos : 1;
        const g = (p - l.target) * w;
        const step = (lr * g) / Math.sqrt(Math.max(1, l.keys.length));
        this.bias -= lr * g;
        for (const k of l.keys) {
          const old = this.weights.get(k) ?? 0;
          this.weights.set(k, old - step - lr * l2 * old);
        }
      }
    }
    this.rounds++;
    return true;
  }

  private raw(keys: string[]): number {
    let sum = 0;
    for (const k of keys) sum += this.weights.get(k) ?? 0;
    const z = this.bias + sum / Math.sqrt(Math.max(1, keys.length));
    return 1 / (1 + Math.exp(-z));
  }

  /** Probability that the link leads to a page the critic approves; 0.5 before the first retraining. */
  predict(keys: string[]): number {
    return this.trained ? this.raw(keys) : 0.5;
  }

  toJSON(): { weights: [string, number][]; bias: number; rounds: number; lessons: Lesson[] } {
    return { ...this.model(), lessons: this.lessons };
  }

  /** The learned model without its lessons (the crawler stores lessons one by one as they come: saving them all at each retraining grew with the crawl). */
  model(): { weights: [string, number][]; bias: number; rounds: number; seen: number } {
    return { weights: [...this.weights], bias: this.bias, rounds: this.rounds, seen: this.added - this.sinceLast };
  }

  /** From `toJSON()`, or from `model()` plus the stored lessons. */
  static fromJSON(j: { weights: [string, number][]; bias: number; rounds: number; seen?: number; lessons?: Lesson[] }, opts: ApprenticeOptions = {}, lessons?: Lesson[]): Apprentice {
    const a = new Apprentice(opts);
    a.weights = new Map(j.weights);
    a.bias = j.bias;
    a.rounds = j.rounds;
    a.lessons = lessons ?? j.lessons ?? [];
    a.added = a.lessons.length;
    a.sinceLast = Math.max(0, a.added - (j.seen ?? a.added));
    const max = opts.maxLessons ?? 20000;
    if (a.lessons.length > max) a.lessons.splice(0, a.lessons.length - max);
    return a;
  }
}
