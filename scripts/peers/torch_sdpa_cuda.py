"""PyTorch's scaled_dot_product_attention in float32 on a CUDA GPU, timed with CUDA events: the peer of
AttentionLab's OpenCL engine on the same card. Prints one JSON line per case.

    python3 torch_sdpa_cuda.py N HEADS D_HEAD CAUSAL(0|1) REPEAT
"""
import json
import statistics
import sys

import torch
import torch.nn.functional as F

n, heads, d_head, causal, repeat = (int(a) for a in sys.argv[1:6])
device = torch.device("cuda")
q, k, v = (torch.rand(1, heads, n, d_head, device=device, dtype=torch.float32) * 2 - 1 for _ in range(3))


def run():
    return F.scaled_dot_product_attention(q, k, v, is_causal=bool(causal))


run()  # the first call chooses and loads its kernel
torch.cuda.synchronize()
samples = []
for _ in range(repeat):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    run()
    end.record()
    torch.cuda.synchronize()
    samples.append(start.elapsed_time(end))
pairs = n * (n + 1) / 2 if causal else n * n
median = statistics.median(samples)
properties = torch.cuda.get_device_properties(0)
print(json.dumps({"library": "PyTorch " + torch.__version__, "device": properties.name,
                  "multiprocessors": properties.multi_processor_count,
                  "compute_capability": f"{properties.major}.{properties.minor}",
                  "tf32_matmul_allowed": torch.backends.cuda.matmul.allow_tf32,
                  "n": n, "heads": heads, "d_head": d_head, "causal": bool(causal),
                  "median_ms": median, "gflops": 4 * pairs * d_head * heads / (median * 1e6)}))
