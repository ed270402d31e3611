#!/usr/bin/env bash
# The memory of a GPT-2-small-shaped pass (12 layers of 12 heads, width 768, 50257 tokens, 1024 positions,
# float32), measured against the estimate the program checks before it takes it: for 32, 256 and 1024
# tokens, `bench --model` in a process of its own prints its estimate and its peak resident set (VmHWM).
# The checkpoint is written sparse (every weight 0, a finite number: the pass computes as it would on
# trained weights, and the disk holds almost nothing). Prints a Markdown table.
# Usage: scripts/bench-memory.sh [BUILD]   (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
program=${1:-$root/build}/app/attentionlab
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
python3 - "$folder" <<'PY'
import json, os, struct, sys
folder = sys.argv[1]
layers, width, vocabulary, positions = 12, 768, 50257, 1024
json.dump({"model_type": "gpt2", "n_layer": layers, "n_head": 12, "n_embd": width, "n_positions": positions,
           "vocab_size": vocabulary}, open(os.path.join(folder, "config.json"), "w"))
# GPT-2's byte characters: printable Latin-1 bytes stand for themselves, the others from U+0100 on.
printable = [b for b in range(256) if 33 <= b <= 126 or 161 <= b <= 172 or 174 <= b <= 255]
characters, extra = {}, 0
for b in range(256):
    characters[b] = chr(b) if b in printable else chr(256 + extra)
    extra += b not in printable
vocab = {characters[b]: b for b in range(256)}
alphabet = [characters[b] for b in range(ord("a"), ord("z") + 1)]
index = 0
while len(vocab) < vocabulary:  # made-up pieces of two to four letters fill the rest, as many as GPT-2 has
    word, n = "", index
    while True:
        word += alphabet[n % 26]
        n //= 26
        if n == 0:
            break
    if len(word) >= 2 and word not in vocab:
        vocab[word] = len(vocab)
    index += 1
json.dump(vocab, open(os.path.join(folder, "vocab.json"), "w"))
open(os.path.join(folder, "merges.txt"), "w").write("#version: 0.2\n")
shapes = {"wte.weight": [vocabulary, width], "wpe.weight": [positions, width],
          "ln_f.weight": [width], "ln_f.bias": [width]}
for l in range(layers):
    p = f"h.{l}."
    shapes.update({p + "ln_1.weight": [width], p + "ln_1.bias": [width], p + "ln_2.weight": [width], p + "ln_2.bias": [width],
                   p + "attn.c_attn.weight": [width, 3 * width], p + "attn.c_attn.bias": [3 * width],
                   p + "attn.c_proj.weight": [width, width], p + "attn.c_proj.bias": [width],
                   p + "mlp.c_fc.weight": [width, 4 * width], p + "mlp.c_fc.bias": [4 * width],
                   p + "mlp.c_proj.weight": [4 * width, width], p + "mlp.c_proj.bias": [width]})
header, offset = {}, 0
for name, shape in shapes.items():
    count = 1
    for extent in shape:
        count *= extent
    header[name] = {"dtype": "F32", "shape": shape, "data_offsets": [offset, offset + 4 * count]}
    offset += 4 * count
text = json.dumps(header).encode()
text += b" " * (-len(text) % 8)
with open(os.path.join(folder, "model.safetensors"), "wb") as out:
    out.write(struct.pack("<Q", len(text)) + text)
    out.truncate(8 + len(text) + offset)
PY
echo "Machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB; $(date -u +%F)"
echo
echo "| tokens | estimate | peak resident set | peak / estimate |"
echo "|---|---|---|---|"
for tokens in 32 256 1024; do
  text=$(printf 'a%.0s' $(seq 1 "$tokens"))
  "$program" bench --model "$folder" --text "$text" --repeat 1 | python3 -c '
import json, sys
r = json.load(sys.stdin)
e, p, n = r["estimated_bytes"], r["peak_resident_bytes"], r["tokens"]
print(f"| {n} | {e / 1e9:.2f} GB | {p / 1e9:.2f} GB | {p / e:.2f} |")'
done
