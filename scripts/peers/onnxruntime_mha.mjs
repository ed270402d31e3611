// ONNX Runtime's MultiHeadAttention CPU kernel (com.microsoft contrib operator), the fastest CPU peer a
// user would pick for attention, timed on the same shapes as `attentionlab bench`. Prints one JSON line.
//
//     node onnxruntime_mha.mjs N HEADS D_HEAD CAUSAL(0|1) REPEAT THREADS
//
// The one-node model is written here as protobuf bytes, so that nothing but onnxruntime-node is needed.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const require = createRequire(import.meta.url);
const ort = require("onnxruntime-node");

const [n, heads, dHead, causal, repeat, threads] = process.argv.slice(2, 8).map(Number);
const width = heads * dHead;

// --- A minimal protobuf writer: varints and length-delimited fields are all an ONNX model needs. ---
function varint(value) {
  const bytes = [];
  let v = BigInt(value);
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) byte |= 0x80;
    bytes.push(byte);
  } while (v !== 0n);
  return bytes;
}
const intField = (field, value) => [...varint((field << 3) | 0), ...varint(value)];
const bytesField = (field, bytes) => [...varint((field << 3) | 2), ...varint(bytes.length), ...bytes];
const stringField = (field, text) => bytesField(field, [...Buffer.from(text, "utf8")]);

// ValueInfoProto{name, type: TypeProto{tensor_type{elem_type FLOAT, shape [1, n, width]}}}
function tensorInfo(name) {
  const dims = [1, n, width].flatMap((size) => bytesField(1, intField(1, size)));
  const tensorType = [...intField(1, 1), ...bytesField(2, dims)];
  return [...stringField(1, name), ...bytesField(2, bytesField(1, tensorType))];
}
// AttributeProto{name, i, type INT (2)}
const intAttribute = (name, value) => [...stringField(1, name), ...intField(3, value), ...intField(20, 2)];

const node = [
  ...stringField(1, "query"), ...stringField(1, "key"), ...stringField(1, "value"),
  ...stringField(2, "output"), ...stringField(3, "attention"), ...stringField(4, "MultiHeadAttention"),
  ...bytesField(5, intAttribute("num_heads", heads)),
  ...(causal ? bytesField(5, intAttribute("unidirectional", 1)) : []),
  ...stringField(7, "com.microsoft"),
];
const graph = [
  ...bytesField(1, node), ...stringField(2, "mha"),
  ...bytesField(11, tensorInfo("query")), ...bytesField(11, tensorInfo("key")), ...bytesField(11, tensorInfo("value")),
  ...bytesField(12, tensorInfo("output")),
];
const model = Uint8Array.from([
  ...intField(1, 8), // ir_version
  ...stringField(2, "attentionlab-bench"),
  ...bytesField(7, graph),
  ...bytesField(8, [...stringField(1, ""), ...intField(2, 17)]),
  ...bytesField(8, [...stringField(1, "com.microsoft"), ...intField(2, 1)]),
]);

const session = await ort.InferenceSession.create(model, {
  executionProviders: ["cpu"],
  intraOpNumThreads: threads,
  interOpNumThreads: 1,
  graphOptimizationLevel: "all",
});
const random = () => {
  const data = new Float32Array(n * width);
  for (let i = 0; i < data.length; ++i) data[i] = Math.random() * 2 - 1;
  return new ort.Tensor("float32", data, [1, n, width]);
};
const feeds = { query: random(), key: random(), value: random() };
await session.run(feeds); // the first run allocates
const samples = [];
for (let i = 0; i < repeat; ++i) {
  const start = performance.now();
  await session.run(feeds);
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const median = (samples[(samples.length - 1) >> 1] + samples[samples.length >> 1]) / 2;
const pairs = causal ? (n * (n + 1)) / 2 : n * n;
const version = require("onnxruntime-node/package.json").version;
console.log(JSON.stringify({
  library: `ONNX Runtime ${version} (onnxruntime-node, CPU provider, ${threads} intra-op threads)`,
  n, heads, d_head: dHead, causal: Boolean(causal), median_ms: median,
  gflops: (4 * pairs * dHead * heads) / (median * 1e6),
}));
