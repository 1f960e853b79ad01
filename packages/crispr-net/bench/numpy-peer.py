#!/usr/bin/env python3
"""The batched numpy peer of the CRISPR-Net forward pass, for the benchmark only (bench.ts and genome-bench.ts run it through peer.ts).

Reads the weights (JSON written by peer.ts from the published .h5) and the pairs (one
"on,off" a line), encodes them as the published encoder does, scores them in batches of 10,000 with
float64 numpy on one thread, and prints the CPU seconds of encoding and of the forward pass (best of
`repeats` runs, the optional third argument) on stderr and the scores on stdout.
"""
import json
import sys
import time

import numpy as np

weights = json.load(open(sys.argv[1]))
pairs = [line.split(",") for line in open(sys.argv[2]).read().split()]

BASES = "ATGC_"
DIRECTION = {"A": 5, "G": 4, "C": 3, "T": 2, "_": 1}


def code(on, off):
    v = np.zeros(7)
    if on == "P":
        return v
    v[BASES.index(on)] = 1
    v[BASES.index(off)] = 1
    if DIRECTION[on] > DIRECTION[off]:
        v[5] = 1
    elif DIRECTION[on] < DIRECTION[off]:
        v[6] = 1
    return v


def encode(on, off):
    on, off = on.upper().replace("-", "_"), off.upper().replace("-", "_")
    # N of the on-target takes the off-target base; N of the off-target then counts as a match.
    on = "".join(b if a == "N" else a for a, b in zip(on, off))
    off = "".join(a if b == "N" else b for a, b in zip(on, off))
    pad = 24 - len(on)
    return np.array([code("P", "P")] * pad + [code(a, b) for a, b in zip(on, off)])


def arr(name, shape):
    return np.array(weights[name], dtype=np.float64).reshape(shape)


convs = [(w, arr(f"conv{w}.kernel", (w, 7, 10)), arr(f"conv{w}.bias", (10,))) for w in (1, 2, 3, 5)]
lstm = {d: (arr(f"{d}.kernel", (47, 60)), arr(f"{d}.recurrent", (15, 60)), arr(f"{d}.bias", (60,))) for d in ("forward", "backward")}
d1k, d1b = arr("dense1.kernel", (720, 80)), arr("dense1.bias", (80,))
d2k, d2b = arr("dense2.kernel", (80, 20)), arr("dense2.bias", (20,))
ok, ob = arr("output.kernel", (20, 1)), arr("output.bias", (1,))


def hard_sigmoid(x):
    return np.clip(0.2 * x + 0.5, 0, 1)


def run_lstm(x, direction, reverse):
    kernel, recurrent, bias = lstm[direction]
    proj = x @ kernel + bias
    b = x.shape[0]
    h, c = np.zeros((b, 15)), np.zeros((b, 15))
    out = np.zeros((b, 24, 15))
    for t in range(23, -1, -1) if reverse else range(24):
        z = proj[:, t] + h @ recurrent
        i, f, g, o = hard_sigmoid(z[:, :15]), hard_sigmoid(z[:, 15:30]), np.tanh(z[:, 30:45]), hard_sigmoid(z[:, 45:])
        c = f * c + i * g
        h = o * np.tanh(c)
        out[:, t] = h
    return out


def forward(x):
    feats = [x]
    for width, kernel, bias in convs:
        left = (width - 1) // 2
        xp = np.pad(x, ((0, 0), (left, width - 1 - left), (0, 0)))
        y = sum(xp[:, k : k + 24] @ kernel[k] for k in range(width)) + bias
        feats.append(np.maximum(y, 0))
    x = np.concatenate(feats, axis=2)
    seq = np.concatenate([run_lstm(x, "forward", False), run_lstm(x, "backward", True)], axis=2).reshape(x.shape[0], 720)
    a1 = np.maximum(seq @ d1k + d1b, 0)
    a2 = np.maximum(a1 @ d2k + d2b, 0)
    return 1 / (1 + np.exp(-(a2 @ ok + ob)[:, 0]))


# Encoding is timed apart: a per-pair Python loop, it is not what numpy is for.
start = time.process_time()
batches = [np.stack([encode(on, off) for on, off in pairs[first : first + 10_000]]) for first in range(0, len(pairs), 10_000)]
encoded = time.process_time()
# The forward pass is timed `repeats` times (third argument, default 1); the best CPU time is printed.
best = float("inf")
for _ in range(int(sys.argv[3]) if len(sys.argv) > 3 else 1):
    begun = time.process_time()
    scores = [forward(batch) for batch in batches]
    best = min(best, time.process_time() - begun)
print(f"{encoded - start:.3f} {best:.3f}", file=sys.stderr)
print("\n".join(repr(float(s)) for s in np.concatenate(scores)))
