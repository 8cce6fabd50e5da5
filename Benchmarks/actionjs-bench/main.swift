// Benchmarks for actionjs; see Scripts/bench.sh.
print("usage: actionjs-bench parse [FILES...]")
