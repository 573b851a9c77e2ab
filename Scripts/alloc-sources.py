#!/usr/bin/env python3
"""The sources of a bench case's allocations per frame, from PLAYGROUND_ALLOC_TRACE's stacks.

usage: alloc-sources.py BINARY TRACE_LOG FRAMES [DEPTH]

Each stack is named by its first DEPTH frames past the allocator (the playground's own frames symbolized
with addr2line and swift-demangle, libraries' by their exported symbols); prints the stacks with their
count divided by FRAMES, most first. `make alloc-sources CASE=name` runs it.
"""
import collections
import subprocess
import sys


def main():
    binary, log, frames = sys.argv[1], sys.argv[2], int(sys.argv[3])
    depth = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    stacks = []
    for line in open(log, errors="replace"):
        tokens = line.split()
        if tokens and ("+" in tokens[0] or tokens[0].startswith(("cairo", "pixman", "TTF", "hb_", "swift"))):
            stacks.append(tokens)
    offsets = sorted({t.split("+")[1] for s in stacks for t in s if t.startswith("playground+")})
    names = {}
    if offsets:
        out = subprocess.run(["addr2line", "-f", "-e", binary] + ["0x" + o for o in offsets],
                             capture_output=True, text=True).stdout.split("\n")
        raw = [out[2 * i] for i in range(len(offsets))]
        demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(raw),
                                   capture_output=True, text=True).stdout.split("\n")
        names = {o: (demangled[i] if i < len(demangled) and demangled[i] else raw[i]) for i, o in enumerate(offsets)}
    counts = collections.Counter()
    for stack in stacks:
        key = []
        for t in stack:
            if t.startswith("playground+"):
                name = names.get(t.split("+")[1], t)
                if name.startswith("__libc") or "malloc" in name or "swift_allocObject" in name or "swift_slowAlloc" in name:
                    continue
                key.append(name[:100])
            elif "+" in t:
                continue
            else:
                key.append(t)
            if len(key) >= depth:
                break
        counts[" <- ".join(key)] += 1
    total = sum(counts.values())
    print(f"{total / frames:.2f} allocations per frame over {frames} frames")
    for key, n in counts.most_common(30):
        print(f"{n / frames:8.2f}  {key}")


if __name__ == "__main__":
    main()
