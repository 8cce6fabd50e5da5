import FuzzChecks
import FuzzSupport
import HTMLParsing

// The fuzz target FuzzTokenizer: docs/fuzzing.md. Its logic is TokenizerFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzTokenizer FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { TokenizerFuzzing.check($0) }
  }
}
