import FuzzChecks
import FuzzSupport
import HTMLParsing

// The fuzz target FuzzTreeBuilder: docs/fuzzing.md. Its logic is TreeBuilderFuzzing in
// Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzTreeBuilder FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { TreeBuilderFuzzing.check($0) }
  }
}
