// An Aho-Corasick automaton over atom numbers: HARNESS.md's one pass for all command forms (harness-mentions.ts).

/** An Aho-Corasick automaton over atom numbers. */
export class Automaton {
  /** Each node's children by atom; undefined for a leaf (most nodes: a Map each cost a lint 1,000 of them). */
  readonly next: (Map<number, number> | undefined)[] = [undefined];
  fail: Int32Array = new Int32Array(1);
  /** Forms ending at a node (undefined: none), and the nearest node down its fail chain that ends some (-1: none). */
  readonly ends: (number[] | undefined)[] = [undefined];
  outLink: Int32Array = new Int32Array(1);

  add(atoms: number[], form: number): void {
    let node = 0;
    for (const a of atoms) {
      let children = this.next[node];
      let to = children?.get(a);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(undefined);
        this.ends.push(undefined);
        if (!children) {
          children = new Map();
          this.next[node] = children;
        }
        children.set(a, to);
      }
      node = to;
    }
    const ends = this.ends[node];
    if (ends) ends.push(form);
    else this.ends[node] = [form];
  }

  build(): void {
    const n = this.next.length;
    this.fail = new Int32Array(n);
    this.outLink = new Int32Array(n).fill(-1);
    const queue: number[] = [];
    for (const child of this.next[0]?.values() ?? []) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head] ?? 0;
      const children = this.next[node];
      if (!children) continue;
      for (const atom of children.keys()) {
        const child = children.get(atom) as number;
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
