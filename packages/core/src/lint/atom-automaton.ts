// An Aho-Corasick automaton over atom numbers: HARNESS.md's one pass for all command forms (harness-mentions.ts).

/** An Aho-Corasick automaton over atom numbers. */
export class Automaton {
  readonly next: Map<number, number>[] = [new Map()];
  fail: Int32Array = new Int32Array(1);
  /** Forms ending at a node, and the nearest node down its fail chain that ends some (-1: none). */
  readonly ends: number[][] = [[]];
  outLink: Int32Array = new Int32Array(1);

  add(atoms: number[], form: number): void {
    let node = 0;
    for (const a of atoms) {
      let to = this.next[node]?.get(a);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map());
        this.ends.push([]);
        this.next[node]?.set(a, to);
      }
      node = to;
    }
    this.ends[node]?.push(form);
  }

  build(): void {
    const n = this.next.length;
    this.fail = new Int32Array(n);
    this.outLink = new Int32Array(n).fill(-1);
    const queue: number[] = [];
    for (const child of this.next[0]?.values() ?? []) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head] ?? 0;
      for (const [atom, child] of this.next[node] ?? []) {
        let f = this.fail[node] ?? 0;
        while (f !== 0 && !this.next[f]?.has(atom)) f = this.fail[f] ?? 0;
        const target = this.next[f]?.get(atom);
        const fail = target !== undefined && target !== child ? target : 0;
        this.fail[child] = fail;
        this.outLink[child] = (this.ends[fail]?.length ?? 0) > 0 ? fail : (this.outLink[fail] ?? -1);
        queue.push(child);
      }
    }
  }

  step(node: number, atom: number): number {
    let at = node;
    for (;;) {
      const to = this.next[at]?.get(atom);
      if (to !== undefined) return to;
      if (at === 0) return 0;
      at = this.fail[at] ?? 0;
    }
  }
}
